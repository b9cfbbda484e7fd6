import { createElementClass } from '../../src/element/define.ts';
import { lazyFailureStyles } from '../../src/ui/styles.ts';
import { BizSearch, type SearchProps } from './BizSearch.tsx';
import { searchAttributes } from './attributes.ts';
import css from './biz-search.css?inline';

/**
 * Search popup (docs/behaviour.md#search): a modal dialog (WAI-ARIA APG: focus moves in, Tab stays
 * inside, Esc closes, focus returns) with the query, period tabs (`period` 1 all time, 2 year,
 * 3 month, 4 week; default 1), a «Сначала новые» toggle (`newest_begin`, `aria-pressed`) and
 * results from POST {action} (`query, period, newest_begin, page` → `total_found, html`).
 *
 * Ctrl+K (⌘K) anywhere and «/» outside text fields open it (`shortcut="off"` turns «/» off,
 * WCAG 2.1.4), as do the page controls named by `trigger`: a text field on Enter or through its
 * form's submit (typing in it never opens the popup, WCAG 3.2.2), other controls on a click too.
 * Those controls get `aria-haspopup="dialog"`, and buttons among them and their form's submit
 * buttons `aria-expanded`. With `open-button="hidden"` the element's own button still shows
 * while none of them is drawn (a header field hidden on phones or at 200 % zoom). Typing is debounced and a newer query aborts the older one (stale answers are
 * dropped). 12 results a page; the next page loads when the results are scrolled within 50 px of
 * their end (or with «Показать ещё»); the footer is hidden below 12 results; zero results show
 * «Ничего не найдено»; the count is announced politely. Result HTML is sanitized.
 *
 * The popup is a chunk of its own, loaded on the first open. If it does not arrive,
 * the reader sees «Эта часть страницы не загрузилась…» with «Повторить» (`biz-error`
 * `{endpoint: 'biz-search/dialog', kind: 'load'}`); the next open tries again.
 *
 * @summary Search popup with period tabs, newest-first toggle and paged results.
 * @tagname biz-search
 *
 * @csspart open - The button that opens the popup.
 * @csspart dialog - The popup (`<dialog>`).
 * @csspart dialog-title - Its title.
 * @csspart close - Its close button.
 * @csspart input - The query field.
 * @csspart sort - The «Сначала новые» toggle (`aria-pressed`).
 * @csspart period - Each period tab (also `period-1` … `period-4`).
 * @csspart results - The scrolling results area.
 * @csspart count - The announced count line.
 * @csspart result - One result (a top-level element of the server's HTML).
 * @csspart empty - «Ничего не найдено».
 * @csspart footer - «Показано N из M» and «Показать ещё» (12 or more results).
 * @csspart more - The «Показать ещё» button.
 * @csspart error - The failure message.
 * @csspart retry - The retry button inside the failure message.
 * @csspart capped - «Показаны первые N …»: the answer was larger than the caps (src/api/caps.ts).
 *
 * @cssproperty --biz-accent - Accent colour (selected period, toggle, highlights).
 * @cssproperty --biz-surface - Popup background.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizSearchElement extends createElementClass<SearchProps>({
  component: BizSearch,
  attributes: searchAttributes,
  // The popup's sheets come with it (./SearchDialog.tsx).
  styles: [lazyFailureStyles, css],
}) {}
