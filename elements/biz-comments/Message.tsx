/**
 * A comment's message: the sanitized nodes moved into place (never re-serialised), and for a
 * reply taller than 251 px a collapse to 190 px with a «Показать полностью» control (docs/behaviour.md#comments).
 * The height is read by one ResizeObserver shared by every message, in the frame's own layout
 * (after it, before the paint): a slice of new comments never forces a layout of its own, so the
 * slice's task holds only its render and the frame lays the list out once (a forced layout per
 * slice was most of every long task of a 2,000-comment render). A long reply collapses before
 * that frame is painted: the observer's changes are laid out again before the paint.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SERVER_HTML_CLASS } from '../../src/ui/server-html.ts';
import { commentsText } from './strings.ts';

/** docs/behaviour.md#comments: a reply whose scroll height is over this collapses… */
export const LONG_PX = 251;

/** Messages observed and not yet measured: element → collapse it. */
const waiting = new Map<Element, () => void>();
let observer: ResizeObserver | null = null;

/**
 * Reads each newly laid-out message's height (the layout is fresh: no reflow), stops observing
 * it, and collapses the long ones in one synchronous render, before the paint.
 */
function measured(entries: ResizeObserverEntry[]) {
  const long: Array<() => void> = [];
  for (const { target } of entries) {
    const collapse = waiting.get(target);
    if (!collapse) continue;
    waiting.delete(target);
    observer?.unobserve(target);
    if (target.scrollHeight > LONG_PX) long.push(collapse);
  }
  if (long.length) flushSync(() => long.forEach((collapse) => collapse()));
}

/**
 * Measures `el` once it is laid out (its first resize observation) and calls `collapse` if it
 * is taller than {@link LONG_PX}. Returns the function that stops waiting (unmount).
 */
function measureWhenLaidOut(el: Element, collapse: () => void) {
  observer ??= new ResizeObserver(measured);
  waiting.set(el, collapse);
  observer.observe(el);
  return () => {
    if (waiting.delete(el)) observer?.unobserve(el);
  };
}

/** Props of {@link Message}. */
export interface MessageProps {
  id: string;
  node: Element;
  /** Whether a long message collapses (replies only). */
  measure: boolean;
  /** tabIndex of the links in the message and of «Показать полностью» (keyboard.ts). */
  tab: number;
}

/** The message body. */
export function Message({ id, node, measure, tab }: MessageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'full' | 'collapsed' | 'expanded'>('full');

  useLayoutEffect(() => {
    ref.current?.replaceChildren(node);
  }, [node]);

  useLayoutEffect(() => {
    for (const link of node.querySelectorAll<HTMLElement>('a[href]')) link.tabIndex = tab;
  }, [node, tab]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (measure && el) return measureWhenLaidOut(el, () => setState('collapsed'));
  }, [measure]);

  const bodyId = `message-${id}`;
  return (
    <>
      <div
        ref={ref}
        id={state === 'full' ? undefined : bodyId}
        className={`message ${SERVER_HTML_CLASS} ${state}`}
        part="message"
      />
      {state !== 'full' && (
        <button
          type="button"
          part="show-full"
          className="link more"
          aria-expanded={state === 'expanded'}
          aria-controls={bodyId}
          tabIndex={tab}
          onClick={() => setState(state === 'collapsed' ? 'expanded' : 'collapsed')}
        >
          {commentsText(state === 'collapsed' ? 'showFull' : 'collapse')}
        </button>
      )}
    </>
  );
}
