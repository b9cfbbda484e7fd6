/**
 * React components of the elements: the plain tag with attributes (server-renderable), events by
 * ref listeners, as React 19 drops `onbiz-*` props of a server-rendered custom element.
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

const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A component's props: attributes (`true`: empty, `null`/`false`: none), handlers, HTML props. */
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

/** The React component of element `Tag`, with `Attributes` and its `events.ts` handlers. */
export type TagComponent<
  Tag extends keyof HTMLElementTagNameMap,
  Attributes extends string,
> = ElementComponent<HTMLElementTagNameMap[Tag], Attributes, HandlersOf<EventsOf<Tag>>>;

/**
 * The React component of `tag` (ref: the element): `attributeNames` from camelCase props, and one
 * listener per `eventTypes` after the first commit, calling the latest `on…` prop.
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
  // forwardRef's `PropsWithoutRef<…>` is unresolvable for generic props; here it is the same type.
  return component as unknown as TagComponent<Tag, Attributes>;
}
