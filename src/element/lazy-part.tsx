/**
 * A part of an element that loads when it is first needed ("load what is near"): the
 * sign-in dialog on its first `show()`, the search popup on its first open, the push prompt when
 * it is due. Its module is a chunk of its own, so a page's script on load leaves it out; the
 * element's shell (what it draws at once: a button, nothing) stays in the element's chunk.
 *
 * The module gives a {@link LazyPart}: its view and the stylesheets it draws with, which are
 * adopted into the element's shadow root before the view's first render (they stay out of the
 * page's script on load too).
 *
 * A chunk that does not arrive (a network drop) is logged and reported once per attempt as
 * `biz-error` `{endpoint: name, kind: 'load', message}` from the element; the shell shows
 * {@link LazyFailure} with a retry where a reader asked for the part. A retry imports the chunk
 * again through src/element/chunk.ts (the URL the browser named, with a `retry` number).
 *
 * Why not `React.lazy` alone: a part adopts its stylesheets before its first render, reports a
 * failed chunk as its element's `biz-error` with a retry the reader can press, and retries through
 * the URL the browser named; `React.lazy` keeps a rejected load for good and leaves a failure to
 * an error boundary. The comment form (elements/biz-comments/LazyForm.tsx) does use
 * `React.lazy`: it draws with the list's own stylesheet, starts loading with the element, and a
 * failed load is the element boundary's to report.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { t } from '../i18n/index.ts';
import { Notice } from '../ui/Notice.tsx';
import { chunkImport } from './chunk.ts';
import { stylesheet } from './define.ts';
import { emit } from './events.ts';

/** What a lazily loaded module exports for its element's shell. */
export interface LazyPart<P> {
  /** The part's view; the shell renders it with its props once loaded. */
  View: ComponentType<P>;
  /** CSS texts (shared sheets of src/ui/styles.ts, the part's own) the view draws with. */
  styles: readonly string[];
}

/** Where a lazy part is: `View` once it is in, `failure` while its last attempt failed. */
export interface LazyState<P> {
  View: ComponentType<P> | null;
  /** The last attempt failed: the Russian message and the retry; null otherwise. */
  failure: { message: string; retry: () => void } | null;
}

/** The chunk loaders (src/element/chunk.ts), by loader: every element of a tag shares one. */
const importers = new WeakMap<() => Promise<unknown>, () => Promise<unknown>>();

/** The shared loader of `load`'s chunk. */
function importerOf<T>(load: () => Promise<T>): () => Promise<T> {
  let importer = importers.get(load);
  if (!importer) importers.set(load, (importer = chunkImport(load)));
  return importer as () => Promise<T>;
}

/**
 * Adds the sheets of `css` (CSS texts) that `root` does not hold yet, after the ones it has: a
 * part's styles, adopted when the part first renders (the comment form's too,
 * elements/biz-comments/Form.tsx). Adopting a sheet again does nothing.
 */
export function adopt(root: ShadowRoot, css: readonly string[]): void {
  const sheets = css.map(stylesheet).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (sheets.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
}

/**
 * A hook: loads the part of `load` once `wanted` is first truthy (it stays loaded after), adopts
 * its styles into `root` and returns its view. `wanted` is the shell's request: `false` or `0`
 * while nobody needs the part; a boolean or a counter of requests (`show()` calls) after. After a
 * failed attempt a new request (the counter moves) tries again, as does `failure.retry()`.
 * `name` names the part in `biz-error` and the console (`<tag>/<part>`, e.g.
 * `biz-auth-modal/dialog`).
 * @returns {@link LazyState}: `View` null until the part is in; `failure` after a failed attempt.
 */
export function useLazyPart<P>(
  name: string,
  load: () => Promise<LazyPart<P>>,
  wanted: boolean | number,
  host: HTMLElement,
  root: ShadowRoot,
): LazyState<P> {
  const [part, setPart] = useState<LazyPart<P> | null>(null);
  const [failed, setFailed] = useState(false);
  const running = useRef(false);

  const attempt = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setFailed(false);
    importerOf(load)().then(
      (module) => {
        running.current = false;
        if (!host.isConnected) return;
        adopt(root, module.styles);
        setPart(module);
      },
      (error: unknown) => {
        running.current = false;
        console.error(`[biz-widgets] ${name} could not be loaded`, error);
        emit(host, 'biz-error', { endpoint: name, kind: 'load', message: String(error) });
        if (host.isConnected) setFailed(true);
      },
    );
  }, [name, load, host, root]);

  /** The request last acted on. */
  const asked = useRef<boolean | number>(false);
  useEffect(() => {
    if (part) {
      adopt(root, part.styles);
      return;
    }
    if (wanted === asked.current) return;
    asked.current = wanted;
    if (!wanted) return;
    attempt();
  }, [part, wanted, attempt, root]);

  return {
    View: part?.View ?? null,
    failure: failed ? { message: t('error.load'), retry: attempt } : null,
  };
}

/** Props of {@link LazyFailure}. */
interface LazyFailureProps {
  failure: { message: string; retry: () => void };
  /** The reader dismisses it (and gives up what they asked for). */
  onClose: () => void;
}

/**
 * What a reader sees when the part they asked for did not arrive: a notice floating at the
 * foot of the screen (`role="alert"`, «Повторить», ×); focus moves to its retry button, the
 * way on. Styled by `lazyFailureStyles` (src/ui/styles.ts).
 */
export function LazyFailure({ failure, onClose }: LazyFailureProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[part=retry]')?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={box} className="lazy-failure">
      <Notice kind="error" message={failure.message} onRetry={failure.retry} onClose={onClose} />
    </div>
  );
}
