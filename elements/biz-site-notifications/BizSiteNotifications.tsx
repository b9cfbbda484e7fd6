/**
 * Site notifications (docs/server-contract.md#push: POST /ajax/messaging/get-notifications with the
 * visitor token): each message a box the reader can close, in a labelled region where the element
 * stands. Messages and a failed load are announced politely (`role="status"`): none is urgent.
 * Closing the last box moves focus on to the next control after the element.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPS, capText } from '../../src/api/caps.ts';
import { getNotifications } from '../../src/api/endpoints.ts';
import { cappedNotice } from '../../src/i18n/ru/caps.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { siteNotificationsAttributes } from './attributes.ts';
import { useLoad } from '../../src/element/use-load.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { siteNotificationsText } from './strings.ts';
import { focusAfter } from '../../src/element/focus-after.ts';

/** `<biz-site-notifications>` has no attributes (./attributes.ts). */
export type SiteNotificationsProps = AttributeProps<typeof siteNotificationsAttributes>;

interface Message {
  id: number;
  text: string;
}

const ENDPOINT = '/ajax/messaging/get-notifications';
let nextId = 1;

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z"
      />
    </svg>
  );
}

/** The notice boxes. */
export function BizSiteNotifications({ host, root }: SiteNotificationsProps & HostProps) {
  const [messages, setMessages] = useState<Message[]>([]);
  const { failure, clear, run } = useLoad(host);
  const list = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState(false);

  const load = useCallback(() => {
    run({
      request: (signal) => getNotifications({ signal }),
      endpoint: ENDPOINT,
      failed: siteNotificationsText('notices.failed'),
      retry: load,
      done: ({ messages: texts }, cap) => {
        const { items, total } = cap(texts, CAPS.notifications, 'notifications');
        if (total > items.length) setCut(true);
        const fresh = items
          .map((text) => capText(text, CAPS.messageChars).text.trim())
          .filter(Boolean)
          .map((text) => ({ id: nextId++, text }));
        if (fresh.length) setMessages((shown) => [...shown, ...fresh]);
      },
    });
  }, [run]);

  useEffect(load, [load]);

  /** Whether focus is on one of the element's controls. */
  const hasFocus = () => root.activeElement !== null;
  /**
   * Closes one box; keyboard focus moves to the next one's close button, or the previous one's,
   * or (the last box gone and nothing else left to close) on past the element: never `<body>`.
   */
  const dismiss = (id: number) => {
    const index = messages.findIndex((m) => m.id === id);
    const buttons = Array.from(
      list.current?.querySelectorAll<HTMLButtonElement>('[part=dismiss]') ?? [],
    );
    const focused = root.activeElement === buttons[index];
    setMessages((shown) => shown.filter((m) => m.id !== id));
    const next = buttons[index + 1] ?? buttons[index - 1];
    if (focused && next) next.focus();
    else if (focused && !failure) focusAfter(host);
  };
  /** Closes the failure message; focus, if it was there, moves on as for the last box. */
  const closeFailure = () => {
    const focused = hasFocus();
    clear();
    if (focused && !messages.length) focusAfter(host);
  };

  if (!messages.length && !failure) return null;
  return (
    <section
      part="notifications"
      className="notices"
      aria-label={siteNotificationsText('notices.label')}
    >
      <div ref={list} className="list">
        {messages.map((message) => (
          <div key={message.id} part="notification" className="item" role="status">
            <span className="icon">
              <InfoIcon />
            </span>
            <p part="text" className="text">
              {message.text}
            </p>
            <button
              type="button"
              part="dismiss"
              className="dismiss"
              aria-label={siteNotificationsText('notices.dismiss')}
              onClick={() => dismiss(message.id)}
            >
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
        ))}
      </div>
      {cut && (
        <p className="muted" part="capped">
          {cappedNotice('notifications', CAPS.notifications)}
        </p>
      )}
      {failure && (
        <Notice
          kind="error"
          message={failure.message}
          onRetry={failure.retry}
          onClose={closeFailure}
          announce="polite"
        />
      )}
    </section>
  );
}
