/**
 * A comment's message: the sanitized nodes moved into place (never re-serialised), and for a
 * reply taller than 251 px a collapse to 190 px with a «Показать полностью» control (docs/behaviour.md#comments).
 * The height is measured when the message is placed (the list has no `content-visibility`, see
 * docs/behaviour.md#comments-keyboard, so measuring costs no layout the first paint would not do).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { SERVER_HTML_CLASS } from '../../src/ui/server-html.ts';
import { commentsText } from './strings.ts';

/** docs/behaviour.md#comments: a reply whose scroll height is over this collapses… */
export const LONG_PX = 251;

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
    if (measure && (ref.current?.scrollHeight ?? 0) > LONG_PX) setState('collapsed');
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
