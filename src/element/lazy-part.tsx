/**
 * Parts of elements loaded when first needed, adopting their sheets and retried on failure; not
 * `React.lazy`, which keeps a rejected load for good.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { t } from '../i18n/index.ts';
import { Notice } from '../ui/Notice.tsx';
import { chunkImport } from './chunk.ts';
import { stylesheet } from './define.ts';
import { emit } from './events.ts';

/** What a lazily loaded module exports: its view and the CSS texts it draws with. */
export interface LazyPart<P> {
  View: ComponentType<P>;
  styles: readonly string[];
}

/** A lazy part: `View` once in, `failure` (message and retry) while its last attempt failed. */
export interface LazyState<P> {
  View: ComponentType<P> | null;
  failure: { message: string; retry: () => void } | null;
}

/** The chunk loader of each `load`, shared by every element of a tag. */
const importers = new WeakMap<() => Promise<unknown>, () => Promise<unknown>>();

function importerOf<T>(load: () => Promise<T>): () => Promise<T> {
  let importer = importers.get(load);
  if (!importer) importers.set(load, (importer = chunkImport(load)));
  return importer as () => Promise<T>;
}

/** Adopts into `root` the sheets of the CSS texts `css` it does not hold yet, after its own. */
export function adopt(root: ShadowRoot, css: readonly string[]): void {
  const sheets = css.map(stylesheet).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (sheets.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
}

/** Loads the part when `wanted` (a flag or request counter) turns truthy; a new request retries. */
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
  onClose: () => void;
}

/** The part did not arrive: a floating alert with «Повторить», which takes focus, and ×. */
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
