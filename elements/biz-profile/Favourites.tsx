/**
 * The favourites card of `<biz-profile>` (docs/behaviour.md#profile): the page's own list (light
 * DOM, slot `favourites`), enhanced: a link marked `data-fav-remove` (a deleted article's item) is
 * fetched with GET and its item is removed. Without JS the link still works as a plain link.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { removeDeletedFavourite } from '../../src/api/endpoints.ts';
import { emit } from '../../src/element/events.ts';
import { useFailure, useTransientMessage, useUnmountSignal } from '../../src/element/hooks.ts';
import { ownOriginUrl, safeUrl } from '../../src/services/url.ts';
import { OutcomeNotice } from '../../src/ui/Notice.tsx';
import { SERVER_WORDING } from './wording.ts';
import './events.ts';
import { profileText } from './strings.ts';

/** The favourites card: the page's list, with remove links of deleted items working in place. */
export function Favourites({ host }: { host: HTMLElement }) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [count, setCount] = useState(() => favouriteItems(host).length);
  // Several links may be removed at once (one request each): the one reporter, with a
  // busy mark per link instead of useCall's single flight.
  const { failure: problem, report, clear: clearProblem } = useFailure(host);
  const [notice, setNotice] = useTransientMessage(3000);
  const signal = useUnmountSignal();
  const busy = useRef(new WeakSet<Element>());
  const slot = useRef<HTMLSlotElement>(null);

  useEffect(() => {
    const target = slot.current;
    if (!target) return;
    const onChange = () => setCount(favouriteItems(host).length);
    target.addEventListener('slotchange', onChange);
    return () => target.removeEventListener('slotchange', onChange);
  }, [host]);

  const remove = useCallback(
    (link: HTMLAnchorElement) => {
      const href = link.getAttribute('href');
      // Fetched with credentials: only http(s) on the page's or apiBase's origin (as written, or
      // resolved against apiBase when one is set).
      const url = ownOriginUrl(href) && safeUrl(href);
      if (!href || !url || busy.current.has(link)) return;
      busy.current.add(link);
      link.setAttribute('aria-busy', 'true');
      clearProblem();
      setNotice(null);
      removeDeletedFavourite(url, { signal: signal() })
        .then(() => {
          const item = link.closest('li, [data-fav-item]') ?? link;
          const hadFocus = item.contains(document.activeElement);
          const items = favouriteItems(host);
          const index = items.indexOf(item);
          const next = items[index + 1] ?? items[index - 1];
          item.remove();
          setCount(favouriteItems(host).length);
          setNotice(profileText('profile.removed'));
          emit(host, 'biz-profile-update', { what: 'favourite', href });
          if (hadFocus) {
            const target = next?.querySelector<HTMLElement>('a[href], button') ?? title.current;
            target?.focus();
          }
        })
        .catch((error: unknown) => {
          const endpoint = href.split('?')[0] ?? href;
          report(
            error,
            profileText('profile.removeFailed'),
            endpoint,
            () => remove(link),
            SERVER_WORDING,
          );
        })
        .finally(() => {
          busy.current.delete(link);
          link.removeAttribute('aria-busy');
        });
    },
    [host, report, clearProblem, setNotice, signal],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-fav-remove]');
      if (!(link instanceof HTMLAnchorElement) || !link.closest('[slot="favourites"]')) return;
      if (link.getRootNode() !== host.getRootNode()) return;
      // A remove link elsewhere (another origin, not http(s)) is the page's own plain link.
      if (!ownOriginUrl(link.getAttribute('href'))) return;
      event.preventDefault();
      remove(link);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, remove]);

  return (
    <section className="card" part="favourites-section" aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} className="card__title" tabIndex={-1}>
        {profileText('profile.favouritesTitle')}
      </h2>
      <slot ref={slot} name="favourites" />
      {count === 0 && (
        <p className="empty" part="favourites-empty">
          {profileText('profile.favouritesEmpty')}
        </p>
      )}
      <OutcomeNotice failure={problem} success={notice} />
    </section>
  );
}

/** The favourite items the page put in slot `favourites`. */
function favouriteItems(host: HTMLElement): Element[] {
  return Array.from(
    host.querySelectorAll(
      ':scope > [slot="favourites"] li, :scope > [slot="favourites"] [data-fav-item], :scope > li[slot="favourites"]',
    ),
  );
}
