/**
 * «Показать ещё» for a server-rendered list (spec 2, 7): GET {href} → `html, href, current_url`.
 * The sanitized HTML is appended to the page's list `#target`, `href` becomes the next link (the
 * control hides when there is none) and the page URL becomes `current_url` without `/ajax`, so a
 * reload or Back keeps the reader's place.
 */
import { useRef, useState } from 'react';
import { loadMore } from '../../src/api/endpoints.ts';
import type { HostProps } from '../../src/element/define.ts';
import { emit } from '../../src/element/events.ts';
import { useFailure, useUnmountSignal } from '../../src/element/hooks.ts';
import { loadedCount, tn } from '../../src/i18n/ru/lists.ts';
import { CAPS, capText } from '../../src/api/caps.ts';
import { reportCut } from '../../src/element/caps.ts';
import { cappedNotice } from '../../src/i18n/ru/caps.ts';
import { loadSanitizer } from '../../src/services/sanitizer.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import './events.ts';

/** Attributes of `<biz-load-more>` as props. */
export interface LoadMoreProps {
  /** `href`: the link to the next portion (the page's data attribute). */
  href?: string;
  /** `target`: id of the list the items are appended to. */
  target?: string;
}

/** `current_url` as the page shows it: the `/ajax` path segment removed (spec 2). */
export function pageUrl(currentUrl: string): string {
  return currentUrl.replace(/\/ajax(?=[/?#]|$)/, '') || '/';
}

/** The button; nothing when there is no next link. */
export function BizLoadMore({ href, target = '', host }: LoadMoreProps & HostProps) {
  const [next, setNext] = useState<string | null>(null);
  const link = next ?? href ?? '';
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  /** The last answer was larger than the caps: how many items were appended. */
  const [cut, setCut] = useState<number | null>(null);
  const pending = useRef(false);
  const { failure, report, clear } = useFailure(host);
  const signal = useUnmountSignal();

  const load = () => {
    if (pending.current || !link) return;
    pending.current = true;
    setBusy(true);
    clear();
    Promise.all([loadMore(link, { signal: signal() }), loadSanitizer()])
      .then(([answer, sanitizer]) => {
        const list = target ? document.getElementById(target) : null;
        const read = capText(answer.html, CAPS.pageHtmlChars);
        const fragment = sanitizer.toFragment(read.text, 'page');
        const all = Array.from(fragment.children) as HTMLElement[];
        for (const extra of all.slice(CAPS.pageItems)) extra.remove();
        const added = all.slice(0, CAPS.pageItems);
        if (read.cut || all.length > CAPS.pageItems) {
          reportCut(host, link.split('?')[0]!, `first ${added.length} items appended`);
          setCut(added.length);
        } else setCut(null);
        if (list) list.append(fragment);
        else console.warn(`[biz-widgets] <biz-load-more>: no list with id "${target}"`);
        const after = answer.href ?? '';
        setNext(after);
        if (answer.current_url) {
          try {
            history.replaceState(history.state, '', pageUrl(answer.current_url));
          } catch {
            /* another origin: the address stays */
          }
        }
        setAnnouncement(loadedCount(added.length));
        // Keyboard readers continue from the first new item.
        const first = added[0];
        const focusable = first?.matches('a[href]') ? first : first?.querySelector('a[href]');
        if (focusable instanceof HTMLElement && document.activeElement === host) {
          focusable.focus();
        }
        emit(host, 'biz-list-append', { target, count: added.length, href: after });
      })
      .catch((error: unknown) => report(error, tn('lists.failed'), link.split('?')[0]!, load))
      .finally(() => {
        pending.current = false;
        setBusy(false);
      });
  };

  return (
    <div className="load-more">
      {link && (
        <button type="button" part="button" className="more" aria-busy={busy} onClick={load}>
          {busy ? tn('lists.loading') : tn('lists.more')}
        </button>
      )}
      <div className="live" role="status" part="status">
        {announcement && <span className="visually-hidden">{announcement}</span>}
        {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
        {cut !== null && (
          <p className="muted" part="capped">
            {cappedNotice('items', cut)}
          </p>
        )}
      </div>
    </div>
  );
}
