import { createElementClass } from '../../src/element/define.ts';
import { BizLoadMore, type LoadMoreProps } from './BizLoadMore.tsx';
import { loadMoreAttributes } from './attributes.ts';
import css from './biz-load-more.css?inline';

/**
 * «Показать ещё» under a server-rendered list (docs/behaviour.md#load-more). GET {href} answers JSON
 * `html, href, current_url`: the HTML, sanitized, is appended to the list whose id is `target`;
 * `href` becomes the next link (the button disappears when there is none); the page address is
 * replaced with `current_url` without `/ajax` (`history.replaceState`), so reload and Back keep
 * the reader's place. Focus moves to the first new link when the button had it; the count is
 * announced politely.
 *
 * Only http(s) links on the page's origin or on apiBase's origin are followed (relative links are
 * resolved against apiBase): a `data:` link or one to another origin, from the attribute or from
 * the server's `href`, is not fetched; the reader reads «Новости не загрузились. Ссылка на
 * продолжение списка недопустима.» and `biz-error` (kind `validation`) is dispatched.
 * `current_url` changes the address only where the list lives: on the page's origin, when the
 * followed link is on it too, and at the page's own path or at/below the followed link's path
 * before its `/ajax` segment (`/news/ajax/more?page=2` → `/news…`); anything else
 * (`/logout?next=…`, another origin) leaves the address as it is (see `nextAddress`).
 *
 * @summary «Показать ещё» for a server-rendered list.
 * @tagname biz-load-more
 *
 * @csspart button - The «Показать ещё» button.
 * @csspart status - The polite status line (count, failures).
 * @csspart error - The failure message.
 * @csspart retry - The retry button inside the failure message.
 * @csspart capped - «Показаны первые N …»: the answer was larger than the caps (src/api/caps.ts).
 *
 * @cssproperty --biz-accent - Button colour.
 * @cssproperty --biz-radius - Corner radius.
 * @cssproperty --biz-font-family - Font family.
 */
export class BizLoadMoreElement extends createElementClass<LoadMoreProps>({
  component: BizLoadMore,
  attributes: loadMoreAttributes,
  styles: [css],
}) {}
