/**
 * The autoloader, `dist/biz-widgets.js`, the one file a page includes. It imports the chunk of each
 * undefined `biz-*` tag (in the page, in nodes added later, in our shadow roots), never before the
 * page's first paint: the first screen and `loading="eager"` just after it, page-wide tags, hidden
 * elements and a `#comment-` target when idle, `<biz-to-top>` on the first scroll, the rest as
 * they come near (`<biz-typo-reporter>` also on the page's first selection). Failed chunks are
 * retried (src/autoloader-retry.ts).
 */

import { chunkRetries } from './autoloader-retry.ts';

type Loader = () => Promise<unknown>;

/** Tag → chunk, found at build time: each `elements/<tag>/<tag>.ts` define file is one. */
const modules = import.meta.glob(['./*/biz-*.ts', '!./*/*.*.ts'], { base: '../elements' });
// A Map: a tag the page invents (`<constructor>`) must not find an inherited property.
const loaders = new Map<string, Loader>();
// The glob takes no other file (`biz-*.ts` without a second dot): tests/unit/autoloader.test.ts.
for (const [path, loader] of Object.entries(modules)) loaders.set(path.split('/')[1]!, loader);

/** The shape of `window.BizWidgets`. */
export interface BizWidgetsGlobal {
  version: string;
  /** Sets config for every element (apiBase, credentials, timeoutMs): src/services/config.ts. */
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

/** Chunks whose import failed → the URL the browser named in the error, if any. */
const failed = new Map<string, string | undefined>();
let tries = 0;

/** The module URL ending a failed `import()`'s message (Chromium, Firefox; not WebKit). */
function failedUrl(error: unknown): string | undefined {
  return /(https?:\/\/\S+)$/.exec(String(error))?.[1];
}

/** After a failure, the named URL with a new `retry` number: Firefox keeps a failed fetch. */
function importer(name: string): Loader | undefined {
  const before = failed.get(name);
  if (!before) return loaders.get(name);
  const url = new URL(before);
  // A chunk's URL has no query of its own (chunks are imported by relative paths).
  url.search = `retry=${++tries}`;
  // A URL for the browser, not a bundler (vite.npm.config.ts marks it for webpack and Turbopack).
  return () => import(/* @vite-ignore */ url.href);
}
const roots: WeakRef<Document | ShadowRoot>[] = [];

/** Dispatches `biz-error` `{endpoint: tag, kind: 'load', message}` from each element of the tag. */
function reportLoad(name: string, error: unknown): void {
  const detail = { endpoint: name, kind: 'load', message: String(error) };
  for (const ref of roots) {
    for (const el of ref.deref()?.querySelectorAll(name) ?? []) {
      el.dispatchEvent(new CustomEvent('biz-error', { detail, bubbles: true, composed: true }));
    }
  }
}

const fetchChunk = (name: string) => void load(name).catch(() => {});

const retries = chunkRetries(fetchChunk);

/** Imports `tag`'s chunk once; a failure is retried, and logged and reported the first time. */
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
        // The chunk defines its tag in the task after its evaluation (src/element/define.ts).
        return customElements.whenDefined(name) as Promise<unknown> as Promise<void>;
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
 * Tags that act on the whole page, not where they stand: loaded wherever they are, when idle
 * (`<biz-to-top>` once the page has scrolled, see `want`).
 */
const PAGE_WIDE = /^biz-(auth-modal|push-prompt|to-top)$/;

/**
 * How far beyond the viewport an element starts loading: 1,250 px down and up (Chromium's own
 * distance for lazy images on a fast connection), a screen across.
 */
const NEAR_MARGIN = '1250px 100%';

/**
 * Resolves in the task after the first contentful paint's frame (1 s after `load` if nothing
 * paints; at once if hidden), so the article's first and largest paint come as if we were not
 * there.
 */
let painted: Promise<void> | undefined;
/** {@link painted}, made on first use (the module is also imported where there is no DOM). */
const afterPaint = () =>
  (painted ??= new Promise<void>((resolve) => {
    const frame = () =>
      document.hidden ? resolve() : requestAnimationFrame(() => setTimeout(resolve));
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) frame();
    }).observe({ type: 'paint', buffered: true });
    const unpainted = () => setTimeout(frame, 1000);
    if (document.hidden) resolve();
    else if (document.readyState == 'complete') unpainted();
    else addEventListener('load', unpainted);
  }));

/** Resolves at the first idle moment after {@link painted} (at most 1 s; 50 ms without rIC). */
let idle: Promise<unknown> | undefined;
const afterIdle = () =>
  (idle ??= afterPaint().then(
    () =>
      new Promise((resolve) =>
        'requestIdleCallback' in self
          ? requestIdleCallback(resolve, { timeout: 1000 })
          : setTimeout(resolve, 50),
      ),
  ));

/**
 * Imports `name`'s chunk once `when` resolves, in a task of its own: an `import()` call starts the
 * chunk's fetch on the spot, which took 10–40 ms at 4× for some chunks (CPU profiles of the demo
 * article), so the five or more a screen wants are not one long task.
 */
const fetchAfter = (when: Promise<unknown>, name: string) =>
  void when.then(() => setTimeout(() => fetchChunk(name)));

let near: IntersectionObserver | undefined;

function want(el: Element): void {
  const name = el.localName;
  if (!loaders.has(name) || customElements.get(name) || pending.has(name)) return;
  const wide = PAGE_WIDE.test(name);
  // The typo reporter acts on a selection, wherever it stands: it also loads on the page's first
  // (capturing: the event is the document's).
  if (name == 'biz-typo-reporter')
    addEventListener('selectionchange', () => fetchChunk(name), { once: true, capture: true });
  // A link to a comment (`#comment-{id}`) wants the discussion wherever it is.
  if (
    wide ||
    el.getAttribute('loading') == 'eager' ||
    (name == 'biz-comments' && location.hash.startsWith('#comment-'))
  ) {
    const go = () => fetchAfter(wide ? afterIdle() : afterPaint(), name);
    // «Наверх» shows nothing until the reader is 1,000 px down: it waits for the page's first
    // `scroll`, or loads when idle on a page reopened scrolled (a reload). `scrollY` is read then,
    // not now: read while the page is parsed, it forces the page's first layout into our script.
    if (name == 'biz-to-top')
      void afterIdle().then(() =>
        scrollY ? go() : addEventListener('scroll', go, { once: true }),
      );
    else go();
    return;
  }
  near ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect: box } of entries) {
        // Near, or without a box (hidden: where it is cannot be told, so do not wait for it).
        if (isIntersecting || !target.getClientRects().length) {
          near!.unobserve(target);
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

let observer: MutationObserver;

function observe(root: Document | ShadowRoot): void {
  roots.push(new WeakRef(root));
  discover(root);
  observer.observe(root, { childList: true, subtree: true });
}

// On a server (SSR, prerender) importing the package does nothing; the tags upgrade in the browser.
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
      Object.assign(bag.configOverrides, options);
    },
    load,
    tags: [...loaders.keys()],
  };
  bag.observeRoot = observe;
  observe(document);
  addEventListener('online', retries.online);
}
