/**
 * The define helper: turns a React component into a custom element with an open
 * shadow root, adopted stylesheets (no `<style>` elements: a strict `style-src` blocks those),
 * an error boundary that keeps failures inside the element, and idempotent registration that
 * warns when another bundle version already defined the tag.
 */
import { createElement, useEffect, useLayoutEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import r2wc from '@r2wc/react-to-web-component';
import { sharedBag, VERSION } from '../services/registry.ts';
import { ElementBoundary } from './boundary.tsx';
import {
  attributeTypes,
  requiredAttributes,
  withAttributeDefaults,
  type AttributeSpec,
} from './attributes.ts';
import baseCss from './base.css?inline';
import { trackMediaRules } from './media.ts';
import { settleRemovedEffects } from './runtime-effects.ts';
import { checkRequiredAttributes } from './required.ts';

/** Props every element component receives besides its attributes. */
export interface HostProps {
  /** The custom element itself: where events are dispatched, and what attributes live on. */
  host: HTMLElement;
  /** The element's shadow root. */
  root: ShadowRoot;
}

/** What {@link createElementClass} needs. */
export interface ElementOptions<P> {
  /** The React component; gets its attribute props plus {@link HostProps}. */
  component: ComponentType<P & HostProps>;
  /**
   * The element's attribute map (src/element/attributes.ts): camelCase prop → type, default and
   * validity; the attribute is the kebab-case name (`articleId` → `article-id`). The component
   * gets each prop with the map's default applied.
   */
  attributes: { readonly [K in keyof P]-?: AttributeSpec };
  /** CSS texts adopted into the shadow root after the shared base sheet. */
  styles?: string[];
}

const sheetCache = new Map<string, CSSStyleSheet>();

/** A constructable stylesheet for `css`, shared by every element using the same text. */
export function stylesheet(css: string): CSSStyleSheet {
  let sheet = sheetCache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    trackMediaRules(sheet);
    sheetCache.set(css, sheet);
  }
  return sheet;
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

interface R2wcInternals extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [CONNECTED]: boolean;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}

/** Per host: the promise of its first render and the function that settles it. */
const firstRender = new WeakMap<Element, { promise: Promise<void>; resolve: () => void }>();

function renderedOf(host: Element) {
  let entry = firstRender.get(host);
  if (!entry) {
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    entry = { promise, resolve };
    firstRender.set(host, entry);
  }
  return entry;
}

/** Marks the placeholder slot {@link keepLightDomVisible} puts in an empty shadow root. */
const PLACEHOLDER = 'data-biz-placeholder';

/**
 * Until the component's first commit, the shadow root holds one default `<slot>`, so what the
 * page put inside the element stays shown (r2wc attaches an empty shadow root at once and React
 * renders later: without it the element collapses to nothing for a few frames and the page
 * jumps). Called on connect when the root is empty (also on a reconnect after an
 * unmount); removed by {@link useDropPlaceholder} in the same commit that inserts the component.
 */
function keepLightDomVisible(root: ShadowRoot | null): void {
  if (!root || root.firstChild) return;
  const slot = document.createElement('slot');
  slot.setAttribute(PLACEHOLDER, '');
  root.append(slot);
}

/** Removes the placeholder slot in the first commit, before the browser paints. */
function useDropPlaceholder(root: ShadowRoot): void {
  useLayoutEffect(() => {
    // `:scope` does not name a shadow root: its own children are walked instead.
    for (const child of Array.from(root.children)) {
      if (child.localName === 'slot' && child.hasAttribute(PLACEHOLDER)) child.remove();
    }
  }, [root]);
}

/** Hosts connected in this task whose first mount waits for a microtask (connectedCallback). */
const mountQueued = new WeakSet<Element>();

/**
 * True while {@link defineElement} runs `customElements.define`, which upgrades the tag's
 * elements already in the page (constructor, then connectedCallback) in one go.
 */
let upgrading = false;

/** Settles `host.rendered` once its component's first render is in the shadow root. */
function useFirstRender(host: HTMLElement): void {
  useEffect(() => renderedOf(host).resolve(), [host]);
}

const camel = (attr: string) => attr.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Builds the element class for a component. Extend it (`class X extends createElementClass(...)`)
 * so the manifest analyzer sees a class to read the JSDoc from.
 */
export function createElementClass<P extends object>(
  options: ElementOptions<P>,
): new () => HTMLElement {
  const { attributes, styles = [] } = options;
  const component = withAttributeDefaults(options.component, attributes);
  const required = requiredAttributes(attributes);

  function Root(props: P & { container?: ShadowRoot }) {
    const root = props.container as ShadowRoot;
    const host = root.host as HTMLElement;
    useDropPlaceholder(root);
    useFirstRender(host);
    return createElement(
      ElementBoundary,
      { host },
      createElement(component as ComponentType<P & HostProps>, { ...props, host, root }),
    );
  }

  const Base = r2wc(Root as ComponentType<P>, {
    shadow: 'open',
    props: attributeTypes(attributes),
  }) as unknown as new () => R2wcInternals;

  return class BizElement extends Base {
    /**
     * Resolves once the element has rendered its first state into its shadow root (its React
     * tree committed), like Shoelace's `updateComplete`. Tests and
     * pages wait on it instead of a fixed delay; data the element fetches comes later (wait
     * for what it shows, or for its events).
     */
    get rendered(): Promise<void> {
      return renderedOf(this).promise;
    }

    constructor() {
      super();
      // r2wc starts with its `connected` flag true, so an attribute set (or a parser's
      // attributes on upgrade) before the element is in the page mounts the component then,
      // before its children are there. React renders later anyway; Preact (the optional build)
      // renders at once and would read an empty light DOM. The first mount waits for
      // connectedCallback, which sets the flag.
      this[CONNECTED] = false;
      const root = this.shadowRoot;
      if (root) {
        root.adoptedStyleSheets = [stylesheet(baseCss), ...styles.map(stylesheet)];
        // Let the autoloader find biz-* tags our own components render inside the shadow root.
        (sharedBag() as { observeRoot?: (r: ShadowRoot) => void }).observeRoot?.(root);
      }
    }

    override connectedCallback(): void {
      try {
        checkRequiredAttributes(this, required);
        keepLightDomVisible(this.shadowRoot);
        // An element the page already holds renders its first state in the same task that
        // defines it: the page's `:not(:defined)` rules (the room it keeps for the element) end
        // in the frame where the rendered element takes their place, so nothing moves between.
        if (upgrading) {
          flushSync(() => super.connectedCallback());
          return;
        }
        // Elements added later mount a microtask after they are connected, before the next
        // paint (the placeholder slot covers them until their first commit): attributes and
        // properties set in the same task as the insertion reach the first render, and a
        // removal and re-insertion in one task mount once. React schedules its render anyway;
        // Preact (the optional build) would render at once, and again for each
        // attribute set just after.
        if (mountQueued.has(this)) return;
        mountQueued.add(this);
        queueMicrotask(() => {
          mountQueued.delete(this);
          if (!this.isConnected) return;
          try {
            super.connectedCallback();
          } catch (error) {
            console.error(`[biz-widgets] <${this.localName}> failed to start`, error);
          }
        });
      } catch (error) {
        console.error(`[biz-widgets] <${this.localName}> failed to start`, error);
      }
    }

    override disconnectedCallback(): void {
      try {
        super.disconnectedCallback();
        settleRemovedEffects();
      } catch (error) {
        console.error(`[biz-widgets] <${this.localName}> failed to stop`, error);
      }
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (value === null || value === '') {
        // r2wc ignores removed/empty attributes; readers of the page expect the default back.
        this[PROPS][camel(name)] = undefined;
        this[RENDER]();
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }
  };
}

/**
 * Registers `tag` once. A second call (a second copy of the bundle) is harmless; if that copy is
 * another version, the console says so, because the first definition stays in force.
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  const { definedBy } = sharedBag();
  const existing = customElements.get(tag);
  if (existing) {
    const version = definedBy.get(tag);
    if (existing !== constructor && version && version !== VERSION) {
      console.warn(
        `[biz-widgets] <${tag}> is already defined by biz-widgets ${version}; this copy (${VERSION}) is not used.`,
      );
    }
    return;
  }
  upgrading = true;
  try {
    customElements.define(tag, constructor);
  } finally {
    upgrading = false;
  }
  definedBy.set(tag, VERSION);
}
