/**
 * The define helper (issue 2 §5): turns a React component into a custom element with an open
 * shadow root, adopted stylesheets (no `<style>` elements: a strict `style-src` blocks those),
 * an error boundary that keeps failures inside the element, and idempotent registration that
 * warns when another bundle version already defined the tag.
 */
import { createElement, useEffect, type ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { sharedBag, VERSION } from '../services/registry.ts';
import { ElementBoundary } from './boundary.tsx';
import baseCss from './base.css?inline';
import { trackMediaRules } from './media.ts';

/** Props every element component receives besides its attributes. */
export interface HostProps {
  /** The custom element itself: where events are dispatched, and what attributes live on. */
  host: HTMLElement;
  /** The element's shadow root. */
  root: ShadowRoot;
}

/** How attribute strings become props: r2wc's transforms (`number` parses with parseFloat). */
export type AttributeType = 'string' | 'number' | 'json';

/** What {@link createElementClass} needs. */
export interface ElementOptions<P> {
  /** The React component; gets its attribute props plus {@link HostProps}. */
  component: ComponentType<P & HostProps>;
  /** camelCase prop → attribute type; the attribute is the kebab-case name (`articleId` → `article-id`). */
  attributes: { [K in keyof P]-?: AttributeType };
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

interface R2wcInternals extends HTMLElement {
  [PROPS]: Record<string, unknown>;
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
  const { component, attributes, styles = [] } = options;

  function Root(props: P & { container?: ShadowRoot }) {
    const root = props.container as ShadowRoot;
    const host = root.host as HTMLElement;
    useFirstRender(host);
    return createElement(
      ElementBoundary,
      { host },
      createElement(component as ComponentType<P & HostProps>, { ...props, host, root }),
    );
  }

  const Base = r2wc(Root as ComponentType<P>, {
    shadow: 'open',
    props: attributes as Record<string, AttributeType>,
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
      const root = this.shadowRoot;
      if (root) {
        root.adoptedStyleSheets = [stylesheet(baseCss), ...styles.map(stylesheet)];
        // Let the autoloader find biz-* tags our own components render inside the shadow root.
        (sharedBag() as { observeRoot?: (r: ShadowRoot) => void }).observeRoot?.(root);
      }
    }

    override connectedCallback(): void {
      try {
        super.connectedCallback();
      } catch (error) {
        console.error(`[biz-widgets] <${this.localName}> failed to start`, error);
      }
    }

    override disconnectedCallback(): void {
      try {
        super.disconnectedCallback();
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
  customElements.define(tag, constructor);
  definedBy.set(tag, VERSION);
}
