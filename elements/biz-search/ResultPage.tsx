/**
 * One page of search results: the server's HTML, sanitized (loadSanitizer), each top-level
 * element marked `part="result"` so pages can style and tests can count results.
 */
import { useLayoutEffect, useRef } from 'react';
import { loadSanitizer } from '../../src/services/sanitizer.ts';
import { SERVER_HTML_CLASS } from '../../src/ui/server-html.ts';

/** Props of {@link ResultPage}. */
export interface ResultPageProps {
  html: string;
  /** The sanitizer chunk could not be loaded. */
  onError: (error: unknown) => void;
}

/** A page of results. */
export function ResultPage({ html, onError }: ResultPageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latestError = useRef(onError);
  latestError.current = onError;
  useLayoutEffect(() => {
    let alive = true;
    loadSanitizer().then(
      (sanitizer) => {
        const box = ref.current;
        if (!alive || !box) return;
        const fragment = sanitizer.toFragment(html, 'page');
        for (const child of Array.from(fragment.children)) child.setAttribute('part', 'result');
        box.replaceChildren(fragment);
      },
      (error: unknown) => alive && latestError.current(error),
    );
    return () => {
      alive = false;
    };
  }, [html]);
  return <div ref={ref} className={`page ${SERVER_HTML_CLASS}`} />;
}
