/**
 * React components for the elements (`biz-widgets/react`): the generated
 * src/react/index.ts makes one per tag with {@link createComponent}, as Shoelace and `@lit/react`
 * do. A component renders the plain tag with its attributes (so a server renders
 * `<biz-comments article-id="42">` and the browser upgrades it) and attaches the element's events
 * through a ref once it is in the page, so a handler runs after hydration too (React 19 attaches
 * `onbiz-*` props of a server-rendered custom element to nothing).
 *
 * Why not `@lit/react`: it sets a camelCase prop as a property of the element, or as a lowercased
 * attribute, and needs the element's class on the server; our elements read kebab-case attributes
 * only, and a property set before an element's chunk loads is lost (docs/architecture.md).
 */
import {
  createElement,
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type ForwardRefExoticComponent,
  type HTMLAttributes,
  type ReactNode,
  type RefAttributes,
} from 'react';
import type { EventsOf } from '../index.ts';

/** A kebab-case name in PascalCase: `biz-comment-send` → `BizCommentSend`. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<S>;

/** A kebab-case name in camelCase: `article-id` → `articleId` (an attribute's prop). */
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

/** The handler props of an event map (name → detail): `biz-poll-vote` → `onBizPollVote`. */
export type HandlersOf<Events> = {
  [Name in keyof Events & string as `on${Pascal<Name>}`]: Events[Name];
};

/** A kebab-case name in PascalCase at run time: `biz-comment-send` → `BizCommentSend`. */
const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());

/** A kebab-case name in camelCase at run time: `article-id` → `articleId`. */
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The props of a component: its attributes as strings or numbers (written as the attribute's
 * text; `null`, `undefined` and `false` leave it out, `true` writes it empty), a handler per
 * event (`Events` maps the handler prop to the event's detail type), and the usual HTML props
 * (`id`, `className`, `style`, `children`…), which pass to the tag as they are.
 */
export type ElementProps<Attributes extends string, Events> = Omit<
  HTMLAttributes<HTMLElement>,
  Attributes | keyof Events
> & { [A in Attributes]?: string | number | boolean | null } & {
  [E in keyof Events]?: (event: CustomEvent<Events[E]>) => void;
} & { children?: ReactNode };

/** The React component of one element; its ref is the element (`Element`). */
export type ElementComponent<
  Element extends HTMLElement,
  Attributes extends string,
  Events,
> = ForwardRefExoticComponent<ElementProps<Attributes, Events> & RefAttributes<Element>>;

/**
 * The React component of the element `Tag`: its ref is the element, its props the attributes
 * `Attributes` and a handler for each event the element's `events.ts` declares.
 */
export type TagComponent<
  Tag extends keyof HTMLElementTagNameMap,
  Attributes extends string,
> = ElementComponent<HTMLElementTagNameMap[Tag], Attributes, HandlersOf<EventsOf<Tag>>>;

/**
 * Makes the React component of one element (the generated src/react/index.ts calls it with
 * what the manifest says). Attributes are written on the tag (also on the server), each from the
 * prop named after it in camelCase (`article-id` from `articleId`); each event gets one listener
 * on the element after the first commit in the browser, which calls the handler prop of the
 * latest render (changing a handler does not re-attach anything). Nothing here touches the DOM
 * while rendering.
 * @param tag The element's tag, e.g. `biz-comments`.
 * @param attributeNames The attributes it reads (kebab-case, `article-id`).
 * @param eventTypes The events it dispatches, as declared in its `events.ts`
 *   (`biz-comment-send`); each gets a handler prop named after it (`onBizCommentSend`).
 * @returns A component whose ref is the element.
 */
export function createComponent<Tag extends keyof HTMLElementTagNameMap, Names extends string>(
  tag: Tag,
  attributeNames: readonly Names[],
  eventTypes: readonly (keyof EventsOf<Tag>)[],
): TagComponent<Tag, Camel<Names>> {
  type Element = HTMLElementTagNameMap[Tag];
  type Attributes = Camel<Names>;
  type Events = HandlersOf<EventsOf<Tag>>;
  const events: Record<string, string> = Object.fromEntries(
    eventTypes.map((type) => [`on${pascal(String(type))}`, String(type)]),
  );
  /** camelCase prop → attribute (`articleId` → `article-id`). */
  const attributes: Readonly<Record<string, string>> = Object.fromEntries(
    attributeNames.map((name) => [camel(name), name]),
  );
  const component = forwardRef<Element, ElementProps<Attributes, Events>>((props, ref) => {
    const element = useRef<Element>(null);
    const latest = useRef<Record<string, unknown>>(props);
    latest.current = props;
    useImperativeHandle(ref, () => element.current!, []);

    useEffect(() => {
      const node = element.current;
      if (!node) return;
      const listeners = Object.entries(events).map(([prop, type]) => {
        const listener = (event: Event) => {
          const handler = latest.current[prop];
          if (typeof handler === 'function') handler(event);
        };
        node.addEventListener(type, listener);
        return () => node.removeEventListener(type, listener);
      });
      return () => listeners.forEach((remove) => remove());
    }, []);

    const native: Record<string, unknown> = { ref: element };
    for (const [key, value] of Object.entries(props)) {
      if (Object.hasOwn(events, key)) continue;
      const attribute = Object.hasOwn(attributes, key) ? attributes[key] : undefined;
      if (!attribute) native[key] = value;
      else if (value !== null && value !== undefined && value !== false)
        native[attribute] = value === true ? '' : String(value);
    }
    return createElement(tag, native);
  });
  component.displayName = pascal(tag); // `BizComments` in React's developer tools
  // forwardRef types its props as `PropsWithoutRef<…>`, which TypeScript cannot resolve for
  // generic props; for these props (no `ref` among them) it is the same type.
  return component as unknown as TagComponent<Tag, Attributes>;
}
