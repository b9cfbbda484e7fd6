/**
 * The define helper: a React component as a custom element with an open shadow root, adopted sheets
 * (a strict `style-src` blocks `<style>`) and an error boundary.
 */
import { createElement, useEffect, useLayoutEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import r2wc from '@r2wc/react-to-web-component';
import { sharedBag, VERSION } from '../services/registry.ts';
import { storage } from '../services/storage.ts';
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
  host: HTMLElement;
  root: ShadowRoot;
}

/** What {@link createElementClass} needs. */
export interface ElementOptions<P> {
  component: ComponentType<P & HostProps>;
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

const PLACEHOLDER = 'data-biz-placeholder';

/** An empty shadow root shows the light DOM through a `<slot>` until the first commit: no jump. */
function keepLightDomVisible(root: ShadowRoot | null): void {
  if (!root || root.firstChild) return;
  const slot = document.createElement('slot');
  slot.setAttribute(PLACEHOLDER, '');
  root.append(slot);
}

/** Removes the placeholder slot in the first commit, before paint. */
function useDropPlaceholder(root: ShadowRoot): void {
  useLayoutEffect(() => {
    // `:scope` does not name a shadow root: its own children are walked instead.
    for (const child of Array.from(root.children)) {
      if (child.localName === 'slot' && child.hasAttribute(PLACEHOLDER)) child.remove();
    }
  }, [root]);
}

const mountQueued = new WeakSet<Element>();

/** True while `customElements.define` upgrades the tag's elements already in the page. */
let upgrading = false;

function useFirstRender(host: HTMLElement): void {
  useEffect(() => renderedOf(host).resolve(), [host]);
}

const camel = (attr: string) => attr.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The element class for a component; extend it so the manifest analyzer finds a class. */
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

  /** The tag's adopted sheets, base first (built once per CSS text). */
  const sheets = () => [stylesheet(baseCss), ...styles.map(stylesheet)];

  return class BizElement extends Base {
    /**
     * Builds the tag's adopted sheets (base and own: CSS parsed, 1–5 ms a tag at 4× CPU) so its
     * define's task does not; {@link defineElement} calls it in a task of its own.
     * @internal
     */
    static prepareStyles(): void {
      sheets();
    }

    /** Resolves once the first state is in the shadow root (not data the element fetches later). */
    get rendered(): Promise<void> {
      return renderedOf(this).promise;
    }

    constructor() {
      super();
      // r2wc starts `connected`, so an early attribute would mount before the children are in.
      this[CONNECTED] = false;
      const root = this.shadowRoot;
      if (root) {
        root.adoptedStyleSheets = sheets();
        // The autoloader finds the biz-* tags our components render in the shadow root.
        sharedBag().observeRoot?.(root);
      }
    }

    override connectedCallback(): void {
      try {
        checkRequiredAttributes(this, required);
        keepLightDomVisible(this.shadowRoot);
        // Elements already in the page render at once: their `:not(:defined)` room ends that frame.
        if (upgrading) {
          flushSync(() => super.connectedCallback());
          return;
        }
        // Later ones mount a microtask on: attributes set in the same task reach the first render.
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
        // r2wc ignores removed or empty attributes; the default must come back.
        this[PROPS][camel(name)] = undefined;
        this[RENDER]();
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }
  };
}

/** Defines `tag` now unless it is defined; a copy of another version is told so on the console. */
function defineNow(tag: string, constructor: CustomElementConstructor): void {
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

/**
 * Opens the page's storage service: Chromium loads an origin's `localStorage` on its first read and
 * when a `storage` listener is first added (the service adds one), and in CPU profiles of a first
 * visit (4×) that was 10–16 ms of the first define's task. Its timer is set before the first
 * define's, so it runs in a task of its own just before it.
 */
const openStorage = () => storage().get('');
let storageOpening: ReturnType<typeof setTimeout> | undefined;

/**
 * Registers `tag` once (a second copy of another version is told so on the console). Under the
 * autoloader (it put `observeRoot` in the shared bag) the tag is defined in the task after its
 * chunk's evaluation: the upgrade and first renders of the tag's elements then do not lengthen
 * the task that evaluated the chunk's module graph (docs/architecture.md#budgets: no task of ours
 * over 50 ms), nor does the parse of its adopted sheets (built in the task before), and
 * `BizWidgets.load()` resolves once the tag is defined. On a page without the
 * autoloader (a bundler's import of the element, a test), the tag is defined at once.
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  if (!sharedBag().observeRoot) return defineNow(tag, constructor);
  storageOpening ??= setTimeout(openStorage);
  const prepare = (constructor as { prepareStyles?: () => void }).prepareStyles;
  if (prepare && !customElements.get(tag)) {
    setTimeout(() => {
      try {
        prepare();
      } catch (error) {
        console.error(`[biz-widgets] <${tag}>: its styles could not be built`, error);
      }
    });
  }
  setTimeout(() => {
    try {
      defineNow(tag, constructor);
    } catch (error) {
      // Nothing throws into the page; `load()` then never resolves for this tag.
      console.error(`[biz-widgets] <${tag}> could not be defined`, error);
    }
  });
}
