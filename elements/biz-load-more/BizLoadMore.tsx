/**
 * «Показать ещё» for a server-rendered list (docs/behaviour.md#load-more): GET {href} → `html, href, current_url`.
 * The sanitized HTML is appended to the page's list `#target`, `href` becomes the next link (the
 * control hides when there is none) and the page URL becomes `current_url` without `/ajax`, so a
 * reload or Back keeps the reader's place.
 */
import { useRef, useState } from 'react';
import { loadMore } from '../../src/api/endpoints.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { loadMoreAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import { useCall } from '../../src/element/use-call.ts';
import { listText, loadedCount } from '../../src/i18n/ru/lists.ts';
import { CAPS, capText } from '../../src/api/caps.ts';
import { reportCut } from '../../src/element/caps.ts';
import { cappedNotice } from '../../src/i18n/ru/caps.ts';
import { loadSanitizer } from '../../src/services/sanitizer.ts';
import { cleanUrl, ownOriginUrl, safeUrl } from '../../src/services/url.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import './events.ts';
import { loadMoreText } from './strings.ts';

/** Attributes of `<biz-load-more>` as props, defaults applied (./attributes.ts). */
export type LoadMoreProps = AttributeProps<typeof loadMoreAttributes>;

/** `current_url` as the page shows it: the `/ajax` path segment removed (docs/behaviour.md#load-more). */
export function pageUrl(currentUrl: string): string {
  return currentUrl.replace(/\/ajax(?=[/?#]|$)/, '') || '/';
}

/** The path a followed link's list lives on: before its `/ajax` segment, else its folder. */
function listRoot(path: string): string {
  const ajax = /\/ajax(?=[/?#]|$)/.exec(path);
  const root = ajax ? path.slice(0, ajax.index) : path.slice(0, path.lastIndexOf('/'));
  return root.replace(/\/+$/, '');
}

/**
 * The address to show after a portion has loaded (a same-origin path with query and hash, for
 * `history.replaceState`), or null to leave it. The answer's `currentUrl` ({@link pageUrl}) is
 * taken only where the list lives: it and the `followed` link are on the page's origin (a partner
 * page keeps its address), and its path is the page's own or at/below the link's list path, the
 * link's path before `/ajax` (`/news/ajax/more?page=2` → `/news`: `/news?page=2`, `/news/page/2`,
 * never `/newsletter` or `/logout?next=…`), else its folder; a list path `/` accepts only the page's.
 */
export function nextAddress(currentUrl: string, followed: string): string | null {
  try {
    const here = new URL(location.href);
    const link = new URL(followed, here);
    const next = new URL(pageUrl(cleanUrl(currentUrl)), here);
    if (link.origin !== here.origin || next.origin !== here.origin) return null;
    if (next.protocol !== 'http:' && next.protocol !== 'https:') return null;
    const root = listRoot(link.pathname);
    const path = next.pathname;
    const underRoot = root !== '' && (path === root || path.startsWith(`${root}/`));
    if (!underRoot && path !== here.pathname) return null;
    return `${path}${next.search}${next.hash}`;
  } catch {
    return null;
  }
}

/** The button; nothing when there is no next link. */
export function BizLoadMore({ href, target, host }: LoadMoreProps & HostProps) {
  const [next, setNext] = useState<string | null>(null);
  /**
   * The next link as soon as an answer gave it, before React re-renders: a click in between
   * (a slower engine, a quick second click) must not fetch and append the same page again.
   */
  const nextNow = useRef<string | null>(null);
  const link = next ?? href ?? '';
  const [announcement, setAnnouncement] = useState('');
  /** The last answer was larger than the caps: how many items were appended. */
  const [cut, setCut] = useState<number | null>(null);
  const call = useCall(host);
  const { busy, failure } = call;
  const [refused, setRefused] = useState(false);

  const load = () => {
    const link = nextNow.current ?? next ?? href ?? '';
    if (call.busy || !link) return;
    // Only http(s) links on the page's or apiBase's origin are fetched (with credentials).
    const url = ownOriginUrl(link);
    const request = safeUrl(link); // as written (resolved when apiBase is set): endpoints stay
    if (!url || !request) {
      setRefused(true);
      emit(host, 'biz-error', {
        endpoint: cleanUrl(link).split(/[?#]/)[0]!.slice(0, 200),
        kind: 'validation',
        message: 'refused a next link that is not http(s) on the page or apiBase origin',
      });
      return;
    }
    setRefused(false);
    call.run({
      request: (signal) => Promise.all([loadMore(request, { signal }), loadSanitizer()]),
      endpoint: link.split('?')[0]!,
      failed: listText('lists.failed'),
      retry: load,
      done: ([answer, sanitizer]) => {
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
        nextNow.current = after;
        setNext(after);
        const address = answer.current_url ? nextAddress(answer.current_url, url) : null;
        if (address !== null) {
          try {
            history.replaceState(history.state, '', address);
          } catch {
            /* refused by the browser: the address stays */
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
      },
    });
  };

  return (
    <div className="load-more">
      {link && (
        <button type="button" part="button" className="more" aria-busy={busy} onClick={load}>
          {busy ? listText('lists.loading') : listText('lists.more')}
        </button>
      )}
      <div className="live" role="status" part="status">
        {announcement && <span className="visually-hidden">{announcement}</span>}
        {/* Inside the status region: announced by it, politely, not as a second live region. */}
        {failure && (
          <Notice kind="error" message={failure.message} onRetry={failure.retry} announce="none" />
        )}
        {refused && !failure && (
          <Notice
            kind="error"
            message={`${listText('lists.failed')} ${loadMoreText('lists.badLink')}`}
            announce="none"
          />
        )}
        {cut !== null && (
          <p className="muted" part="capped">
            {cappedNotice('items', cut)}
          </p>
        )}
      </div>
    </div>
  );
}
