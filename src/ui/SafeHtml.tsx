import { useLayoutEffect, useRef, useState } from 'react';
import { loadSanitizer, type HtmlKind, type Sanitizer } from '../services/sanitizer.ts';

interface SafeHtmlProps {
  html: string;
  /** Which allowlist applies; default `reader`. */
  kind?: HtmlKind;
  /** The wrapper's tag; default `div`. */
  as?: 'div' | 'span' | 'section' | 'article';
  className?: string;
  part?: string;
  /** Called if the sanitizer chunk cannot be loaded. */
  onError?: (error: unknown) => void;
}

let loaded: Sanitizer | null = null;

/** Server `html` sanitized (DOMPurify) into a wrapper as a fragment, never a string. */
export function SafeHtml({
  html,
  kind = 'reader',
  as = 'div',
  className,
  part,
  onError,
}: SafeHtmlProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [sanitizer, setSanitizer] = useState<Sanitizer | null>(loaded);

  useLayoutEffect(() => {
    if (sanitizer) return;
    let alive = true;
    loadSanitizer().then(
      (s) => {
        loaded = s;
        if (alive) setSanitizer(s);
      },
      (error: unknown) => alive && onError?.(error),
    );
    return () => {
      alive = false;
    };
  }, [sanitizer, onError]);

  useLayoutEffect(() => {
    if (sanitizer && ref.current) ref.current.replaceChildren(sanitizer.toFragment(html, kind));
  }, [sanitizer, html, kind]);

  const Tag = as;
  return <Tag ref={ref as never} className={className} part={part} />;
}
