/**
 * The autoloader: `dist/biz-widgets.js`, the only file a page includes (issue 2 §3, §5).
 *
 * It defines nothing eagerly. It looks for undefined `biz-*` tags in the document, in tags added
 * later, and inside the shadow roots our own elements create, and imports each element's chunk
 * (by a URL relative to this file, so it works from a partner's origin). Loading it twice is
 * harmless. It also exposes `window.BizWidgets.configure()`.
 */

type Loader = () => Promise<unknown>;

/**
 * Tag → chunk, found at build time: every `elements/<tag>/<tag>.ts` define file is one tag and
 * one lazily imported chunk. A new element folder needs no edit here.
 */
const modules = import.meta.glob(['../elements/*/biz-*.ts', '!../elements/*/*.*.ts']);
// A Map, not a plain object: a tag the page invents (`<constructor>`, `<tostring>`) must never
// find an inherited property.
const loaders = new Map<string, Loader>();
for (const [path, loader] of Object.entries(modules)) {
  const match = /\/elements\/([a-z0-9-]+)\/\1\.ts$/.exec(path);
  if (match?.[1]) loaders.set(match[1], loader);
}

/** The shape of `window.BizWidgets`. */
export interface BizWidgetsGlobal {
  /** Bundle version. */
  version: string;
  /** Sets config for every element (apiBase, credentials, timeoutMs); see `src/services/config.ts`. */
  configure(options: Record<string, unknown>): void;
  /** Imports and defines one tag now. Resolves when it is defined; rejects for unknown tags. */
  load(tag: string): Promise<void>;
  /** The tags this bundle can define. */
  tags: readonly string[];
}

// Must match src/services/registry.ts (kept separate so this file stays tiny).
const BAG = Symbol.for('biz-widgets.services');
interface Bag {
  services: Map<string, unknown>;
  configOverrides: Record<string, unknown>;
  definedBy: Map<string, string>;
  observeRoot?: (root: ShadowRoot) => void;
}
const g = globalThis as unknown as Record<symbol, Bag | undefined> & {
  BizWidgets?: BizWidgetsGlobal;
};
const bag: Bag = (g[BAG] ??= { services: new Map(), configOverrides: {}, definedBy: new Map() });

const pending = new Map<string, Promise<void>>();

function load(tag: string): Promise<void> {
  const name = tag.toLowerCase();
  const loader = loaders.get(name);
  if (!loader) return Promise.reject(new Error(`[biz-widgets] unknown tag <${name}>`));
  let promise = pending.get(name);
  if (!promise) {
    promise = loader().then(
      () => undefined,
      (error: unknown) => {
        pending.delete(name); // a later sighting may try again
        console.error(`[biz-widgets] <${name}> could not be loaded`, error);
        throw error;
      },
    );
    pending.set(name, promise);
  }
  return promise;
}

function discover(root: ParentNode): void {
  for (const el of root.querySelectorAll(':not(:defined)')) {
    const name = el.localName;
    if (loaders.has(name) && !customElements.get(name)) load(name).catch(() => undefined);
  }
}

const observer = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element) {
        if (loaders.has(node.localName) && !customElements.get(node.localName)) {
          load(node.localName).catch(() => undefined);
        }
        if (node.firstElementChild) discover(node);
      }
    }
  }
});

function observe(root: Document | ShadowRoot): void {
  discover(root);
  observer.observe(root, { childList: true, subtree: true });
}

if (!g.BizWidgets) {
  g.BizWidgets = {
    version: '0.1.0',
    configure(options) {
      bag.configOverrides = { ...bag.configOverrides, ...options };
    },
    load,
    tags: [...loaders.keys()],
  };
  bag.observeRoot = observe;
  observe(document);
}
