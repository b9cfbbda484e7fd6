/**
 * A comment's message: the sanitized nodes moved into place (never re-serialised), and for a
 * reply taller than 251 px a collapse to 190 px with a «Показать полностью» control (docs/behaviour.md#comments).
 * A reply's height is read by one ResizeObserver shared by every message, in the step where the
 * browser has just laid the frame out anyway: no read forces a layout of its own (issue 26: with
 * a read per render slice, forced layouts were a quarter of a 2,000-comment render's main-thread
 * time). A long reply collapses in that callback, before the frame is painted.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SERVER_HTML_CLASS } from '../../src/ui/server-html.ts';
import { commentsText } from './strings.ts';

/** docs/behaviour.md#comments: a reply whose scroll height is over this collapses… */
export const LONG_PX = 251;

/** Messages being measured: element → collapse it. */
const waiting = new Map<Element, () => void>();

/** Collapses the long ones among the messages just laid out, in one synchronous render. */
function measured(entries: ResizeObserverEntry[], observer: ResizeObserver) {
  const long: (() => void)[] = [];
  for (const { target } of entries) {
    const collapse = waiting.get(target);
    waiting.delete(target);
    observer.unobserve(target);
    if (collapse && target.isConnected && target.scrollHeight > LONG_PX) long.push(collapse);
  }
  if (long.length) flushSync(() => long.forEach((collapse) => collapse()));
}

let observer: ResizeObserver | undefined;

/**
 * Calls `collapse` once `el` has been laid out, if it is taller than {@link LONG_PX} (its scroll
 * height, px). Returns the way to stop waiting (the message left before it was laid out).
 */
function measureWhenLaidOut(el: HTMLElement, collapse: () => void): () => void {
  observer ??= new ResizeObserver(measured);
  waiting.set(el, collapse);
  observer.observe(el);
  return () => {
    waiting.delete(el);
    observer?.unobserve(el);
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
    if (measure && ref.current) return measureWhenLaidOut(ref.current, () => setState('collapsed'));
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
