import { createElementClass } from '../../src/element/define.ts';
import { BizStickyHeader, type StickyHeaderProps } from './BizStickyHeader.tsx';
import { stickyHeaderAttributes } from './attributes.ts';
import css from './biz-sticky-header.css?inline';

/**
 * Sticky site header around the page's own header (docs/behaviour.md#sticky-header).
 *
 * @summary Keeps the site header at the top; hides it after 3000 px of scroll down.
 * @tagname biz-sticky-header
 * @slot - The page's header.
 * @cssproperty --biz-sticky-header-z-index - Stacking level. Default 800.
 * @cssproperty --biz-sticky-header-speed - Duration of the slide. Default 0.25s.
 */
export class BizStickyHeaderElement extends createElementClass<StickyHeaderProps>({
  component: BizStickyHeader,
  attributes: stickyHeaderAttributes,
  styles: [css],
}) {}
