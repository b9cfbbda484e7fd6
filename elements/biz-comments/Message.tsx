/**
 * A comment's message: the sanitized nodes moved into place (never re-serialised,
 * src/comments/markup.ts), and for a
 * reply taller than 251 px a collapse to 190 px with a «Показать полностью» control (docs/behaviour.md#comments).
 * The height is measured once the commit that placed the message is done, together with every
 * other message placed in it (one layout for the whole list, not one per reply; the list has no
 * `content-visibility`, see docs/behaviour.md#comments-keyboard, so that layout is one the first
 * paint would do anyway), and a long reply collapses before that paint.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SERVER_HTML_CLASS } from '../../src/ui/server-html.ts';
import { commentsText } from './strings.ts';

/** docs/behaviour.md#comments: a reply whose scroll height is over this collapses… */
const LONG_PX = 251;

/** Messages placed in the current commit, waiting to be measured: element → collapse it. */
const waiting = new Map<HTMLElement, () => void>();

/**
 * Measures every waiting message in one go (the first read lays the list out once, the others
 * read that layout) and collapses the long ones in one synchronous render, before the paint.
 */
function measureWaiting() {
  const long = [...waiting].filter(([el]) => el.isConnected && el.scrollHeight > LONG_PX);
  waiting.clear();
  if (long.length) flushSync(() => long.forEach(([, collapse]) => collapse()));
}

/**
 * Measures `el` after the current commit (a microtask: after React's work in this task, before
 * the frame is painted) and calls `collapse` if it is taller than {@link LONG_PX}.
 */
function measureAfterCommit(el: HTMLElement, collapse: () => void) {
  if (waiting.size === 0) queueMicrotask(measureWaiting);
  waiting.set(el, collapse);
}

/** Props of {@link Message}. */
interface MessageProps {
  id: string;
  /** The message's sanitized nodes (src/comments/markup.ts `Comment.message`). */
  nodes: readonly ChildNode[];
  /** Whether a long message collapses (replies only). */
  measure: boolean;
  /** tabIndex of the links in the message and of «Показать полностью» (keyboard.ts). */
  tab: number;
}

/** The message body. */
export function Message({ id, nodes, measure, tab }: MessageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'full' | 'collapsed' | 'expanded'>('full');

  // One effect, not two (one hook less for each of 2,000 comments). The nodes go in only when they
  // are not there yet: moved again, a focused link in them would lose the focus.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    if (nodes[0] && nodes[0].parentNode !== box) {
      // The sanitized nodes themselves go in, not a wrapper (one element less per comment). The
      // next box of the same comment (a hidden branch shown again) takes them from this one.
      box.append(...nodes);
      if (measure) measureAfterCommit(box, () => setState('collapsed'));
    }
    for (const link of box.querySelectorAll<HTMLElement>('a[href]')) link.tabIndex = tab;
  }, [nodes, measure, tab]);

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
