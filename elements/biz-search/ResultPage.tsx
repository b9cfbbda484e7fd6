/** One page of results: the server's HTML sanitized, each top-level element `part="result"`. */
import { useLayoutEffect, useRef, useState } from 'react';
import { CAPS, capText } from '../../src/api/caps.ts';
import { cappedNotice } from '../../src/i18n/ru/caps.ts';
import { loadSanitizer } from '../../src/services/sanitizer.ts';
import { SERVER_HTML_CLASS, SERVER_HTML_PAGE_CLASS } from '../../src/ui/server-html.ts';

interface ResultPageProps {
  html: string;
  /** The sanitizer chunk could not be loaded. */
  onError: (error: unknown) => void;
  /** The page was larger than CAPS.pageItems / CAPS.pageHtmlChars: `shown` results are shown. */
  onCut?: (shown: number) => void;
}

/** A page of results. */
export function ResultPage({ html, onError, onCut }: ResultPageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latestError = useRef(onError);
  latestError.current = onError;
  const latestCut = useRef(onCut);
  latestCut.current = onCut;
  const [cut, setCut] = useState<number | null>(null);
  useLayoutEffect(() => {
    let alive = true;
    loadSanitizer().then(
      (sanitizer) => {
        const box = ref.current;
        if (!alive || !box) return;
        const read = capText(html, CAPS.pageHtmlChars);
        const fragment = sanitizer.toFragment(read.text, 'page');
        const children = Array.from(fragment.children);
        for (const extra of children.slice(CAPS.pageItems)) extra.remove();
        for (const child of children.slice(0, CAPS.pageItems)) child.setAttribute('part', 'result');
        box.replaceChildren(fragment);
        const shown = Math.min(children.length, CAPS.pageItems);
        if (read.cut || children.length > CAPS.pageItems) {
          setCut(shown);
          latestCut.current?.(shown);
        }
      },
      (error: unknown) => alive && latestError.current(error),
    );
    return () => {
      alive = false;
    };
  }, [html]);
  return (
    <>
      <div ref={ref} className={`page ${SERVER_HTML_CLASS} ${SERVER_HTML_PAGE_CLASS}`} />
      {cut !== null && (
        <p className="muted" part="capped">
          {cappedNotice('results', cut)}
        </p>
      )}
    </>
  );
}
