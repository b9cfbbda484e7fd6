/**
 * The autoloader: `dist/biz-widgets.js`, the only file a page includes.
 *
 * It defines nothing eagerly. It looks for undefined `biz-*` tags in the document, in tags added
 * later, and inside the shadow roots our own elements create, and imports each element's chunk
 * (by a URL relative to this file, so it works from a partner's origin) when the element comes
 * near the viewport ({@link NEAR_MARGIN}), never ahead of the page's own first paint:
 * what is on the first screen (and `loading="eager"`) once the page has painted ({@link painted}),
 * what is near it, `<biz-comments>` when the address names a comment (`#comment-{id}`), an element without a box (`display: none`) and the page-wide tags
 * ({@link PAGE_WIDE}) at the first idle moment after that ({@link idle}), what is far below on
 * scrolling. `BizWidgets.load(tag)` loads at once. Loading it twice is
 * harmless. A chunk that failed to load (a network drop, a deploy) is retried by itself with a
 * jittered backoff, one chunk at a time, and soon after the browser comes back online
 * (src/autoloader-retry.ts). It also exposes `window.BizWidgets.configure()`.
 */

import { chunkRetries } from './autoloader-retry.ts';

type Loader = () => Promise<unknown>;

/**
 * Tag → chunk, found at build time: every `elements/<tag>/<tag>.ts` define file is one tag and
 * one lazily imported chunk. A new element folder needs no edit here.
 */
const modules = import.meta.glob(['./*/biz-*.ts', '!./*/*.*.ts'], { base: '../elements' });
// A Map, not a plain object: a tag the page invents (`<constructor>`, `<tostring>`) must never
// find an inherited property.
const loaders = new Map<string, Loader>();
for (const [path, loader] of Object.entries(modules)) {
  const match = /^\.\/([a-z0-9-]+)\/\1\.ts$/.exec(path);
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

/** Chunks whose import failed → the chunk's URL when the browser named it in the error. */
const failed = new Map<string, string | undefined>();
/** Retries so far: each retry of a named URL imports it with a new `retry` number. */
let tries = 0;

/**
 * The module URL a failed `import()` names: Chromium ("Failed to fetch dynamically imported
 * module: URL") and Firefox ("error loading dynamically imported module: URL") end the message
 * with it; undefined when there is none (WebKit).
 */
function failedUrl(error: unknown): string | undefined {
  return /(https?:\/\/[^\s'"]+\.(m?js|tsx?)(\?[^\s'"#]*)?)\s*$/.exec(String(error))?.[1];
}

/**
 * The import to try for `name`: the bundle's own, or, after a failure whose error named the
 * chunk's URL, that URL with a `retry` number. Firefox keeps a failed module fetch in its module
 * map for the page's life (whatwg/html#10327), so importing the same URL again fails at once,
 * without a request: a new URL is fetched for real. The chunk never ran, so it runs once.
 */
function importer(name: string): Loader | undefined {
  const before = failed.get(name);
  if (!before) return loaders.get(name);
  const url = new URL(before);
  url.searchParams.set('retry', `${++tries}`);
  // A URL for the browser, not a bundler (vite.npm.config.ts marks it for webpack and Turbopack).
  return () => import(/* @vite-ignore */ url.href);
}
/** The roots we watch (the document, our shadow roots), to find the elements a failure hits. */
const roots: WeakRef<Document | ShadowRoot>[] = [];

/**
 * Tells the page once per failing chunk: `biz-error` with `{ endpoint: tag, kind: 'load',
 * message }` from every undefined element of that tag (bubbling, composed), like any failed call.
 */
function reportLoad(name: string, error: unknown): void {
  const detail = { endpoint: name, kind: 'load', message: String(error) };
  for (const ref of roots) {
    for (const el of ref.deref()?.querySelectorAll(name) ?? []) {
      el.dispatchEvent(new CustomEvent('biz-error', { detail, bubbles: true, composed: true }));
    }
  }
}

/** Loads `name`, its failure handled by the retries (a load on its way is not started again). */
const fetchChunk = (name: string) => void load(name).catch(() => {});

/** The page's retries of failed chunks (src/autoloader-retry.ts, docs/operations.md). */
const retries = chunkRetries(fetchChunk);

/**
 * Imports the chunk of `tag` once (later calls share the promise). A failed import is retried
 * by itself ({@link chunkRetries}: jittered backoff, one chunk at a time, spread after
 * `online`); the first failure of a chunk is logged and reported ({@link reportLoad}).
 */
function load(tag: string): Promise<void> {
  const name = tag.toLowerCase();
  if (!loaders.has(name)) return Promise.reject(new Error(`[biz-widgets] unknown tag <${name}>`));
  const loader = importer(name)!;
  let promise = pending.get(name);
  if (!promise) {
    promise = loader().then(
      () => {
        failed.delete(name);
        retries.loaded(name);
      },
      (error: unknown) => {
        pending.delete(name);
        if (!failed.has(name)) {
          console.error(`[biz-widgets] <${name}> did not load; retrying`, error);
          reportLoad(name, error);
        }
        failed.set(name, failedUrl(error) ?? failed.get(name));
        retries.failed(name);
        throw error;
      },
    );
    pending.set(name, promise);
  }
  return promise;
}

/**
 * Tags that act on the whole page rather than where they stand (a keyboard shortcut, a timer, a
 * fixed button, the sign-in dialog): loaded at once wherever the page puts them.
 */
const PAGE_WIDE = /^biz-(auth-modal|push-prompt|to-top|typo-reporter)$/;

/**
 * How far beyond the viewport an element starts loading (IntersectionObserver `rootMargin`): two
 * screen heights above and below, one screen width either side.
 */
const NEAR_MARGIN = '200% 100%';

/**
 * Resolves once the page has shown its first content: its `first-contentful-paint` entry
 * (Paint Timing, in every browser of the support floor), or {@link UNPAINTED_MS} after its
 * `load` event where nothing paints (a page with nothing but our elements), and then the task
 * after the next frame (a `requestAnimationFrame` callback runs before that frame's paint).
 * Nothing of ours is fetched or run before it, so the article's first and largest paint come
 * as if we were not there: the chunks of the first screen, cached on a returning visit, would
 * otherwise run 200 ms ahead of the first paint at 4x, and chunks requested in the frame of that
 * paint, before it reached the screen, were counted in Lighthouse's simulated FCP
 * (docs/architecture.md#budgets). A hidden tab paints no frames: there it resolves at once.
 */
let painted: Promise<void> | undefined;
/** How long after `load` a page that has painted nothing waits for us anyway, in ms. */
const UNPAINTED_MS = 1000;
/** {@link painted}, made on first use (the module is also imported where there is no DOM). */
const afterPaint = () =>
  (painted ??= new Promise<void>((resolve) => {
    // (Called twice, by the paint and by the fallback, it resolves once.)
    const frame = () =>
      document.hidden ? resolve() : requestAnimationFrame(() => setTimeout(resolve));
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) frame();
    }).observe({ type: 'paint', buffered: true });
    const unpainted = () => setTimeout(frame, UNPAINTED_MS);
    if (document.hidden) resolve();
    else if (document.readyState == 'complete') unpainted();
    else addEventListener('load', unpainted);
  }));

/**
 * Resolves at the first idle moment after {@link painted} (at most 1 s later; 50 ms where there
 * is no `requestIdleCallback`): what is not on the first screen loads then, behind the page's
 * own work.
 */
let idle: Promise<void> | undefined;
/** {@link idle}, made on first use. */
const afterIdle = () =>
  (idle ??= afterPaint().then(
    () =>
      new Promise<void>((resolve) =>
        typeof requestIdleCallback == 'function'
          ? requestIdleCallback(() => resolve(), { timeout: 1000 })
          : setTimeout(resolve, 50),
      ),
  ));

/** Loads `name` once `when` resolves. */
const fetchAfter = (when: Promise<void>, name: string) => void when.then(() => fetchChunk(name));

let near: IntersectionObserver | undefined;

/** Loads an element's chunk after the first paint, or once it comes near the viewport (see the file comment). */
function want(el: Element): void {
  const name = el.localName;
  if (!loaders.has(name) || customElements.get(name) || pending.has(name)) return;
  // (IntersectionObserver is in every browser of the support floor: README, browserslist.)
  // A link to a comment (`#comment-{id}`) wants the discussion at once, wherever it is.
  if (
    PAGE_WIDE.test(name) ||
    el.getAttribute('loading') === 'eager' ||
    (name == 'biz-comments' && location.hash.startsWith('#comment-'))
  ) {
    fetchAfter(PAGE_WIDE.test(name) ? afterIdle() : afterPaint(), name);
    return;
  }
  near ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect: box } of entries) {
        // Near, or without a box (hidden: where it is cannot be told, so do not wait for it).
        // (A tag already loaded for another instance answers with its settled promise.)
        if (isIntersecting || !target.getClientRects().length) {
          near!.unobserve(target);
          // On the first screen: after the paint; near it or hidden: when idle.
          const seen = isIntersecting && box.top < innerHeight && box.bottom >= 0;
          fetchAfter(seen ? afterPaint() : afterIdle(), target.localName);
        }
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  near.observe(el);
}

function discover(root: ParentNode): void {
  for (const el of root.querySelectorAll(':not(:defined)')) want(el);
}

/** Made when the autoloader starts (never on a server). */
let observer: MutationObserver;

function observe(root: Document | ShadowRoot): void {
  roots.push(new WeakRef(root));
  discover(root);
  observer.observe(root, { childList: true, subtree: true });
}

// Only where there is a page: on a server (Node, an SSR or prerender pass) importing the package
// must do nothing, and the tags it renders upgrade once this runs in the browser.
if (!g.BizWidgets && typeof document == 'object') {
  observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          want(node);
          if (node.firstElementChild) discover(node);
        }
      }
    }
  });
  g.BizWidgets = {
    version: typeof __BIZ_VERSION__ === 'string' ? __BIZ_VERSION__ : 'dev',
    configure(options) {
      bag.configOverrides = { ...bag.configOverrides, ...options };
    },
    load,
    tags: [...loaders.keys()],
  };
  bag.observeRoot = observe;
  observe(document);
  addEventListener('online', retries.online);
}
