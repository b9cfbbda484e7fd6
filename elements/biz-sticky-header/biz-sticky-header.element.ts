import { createElementClass } from '../../src/element/define.ts';
import { BizStickyHeader, type StickyHeaderProps } from './BizStickyHeader.tsx';
import { stickyHeaderAttributes } from './attributes.ts';
import css from './biz-sticky-header.css?inline';

/**
 * Sticky site header (docs/behaviour.md#sticky-header). Wraps the page's own header (light DOM: it stays the page's
 * markup, styles and links, readable without JavaScript) and keeps it at the top of the
 * viewport (`position: sticky` on the element). Once the page is scrolled more than `threshold`
 * px (default 3000) and the reader scrolls down, it slides up out of view; scrolling up brings
 * it back, and so does keyboard focus moving into it (its links stay in the tab order: Shift+Tab
 * from the article reaches the menu, which slides back in). The element's `data-state` is
 * `shown` or `hidden`, for page CSS (e.g. the offset of a sticky sidebar). Under
 * `prefers-reduced-motion` it appears and disappears without sliding.
 *
 * Reads the scroll position through the page's one shared passive scroll listener (rAF-batched).
 * Anchor targets under a sticky header need `scroll-padding-top` on the page's `html`.
 *
 * @summary Keeps the site header at the top; hides it after 3000 px of scroll down.
 * @tagname biz-sticky-header
 *
 * @slot - The page's header.
 *
 * @csspart bar - The sliding bar around the header.
 *
 * @cssproperty --biz-sticky-header-z-index - Stacking level. Default 800.
 * @cssproperty --biz-sticky-header-speed - Duration of the slide. Default 0.25s.
 */
export class BizStickyHeaderElement extends createElementClass<StickyHeaderProps>({
  component: BizStickyHeader,
  attributes: stickyHeaderAttributes,
  styles: [css],
}) {}
