import { createElementClass } from '../../src/element/define.ts';
import { BizToTop, type ToTopProps } from './BizToTop.tsx';
import { toTopAttributes } from './attributes.ts';
import css from './biz-to-top.css?inline';

/**
 * «Наверх» (docs/behaviour.md#to-top): a round button fixed at the bottom end corner that appears once the page is
 * scrolled more than `threshold` px (default 1000) and scrolls back to the top: smoothly, or at
 * once under `prefers-reduced-motion`. Keyboard focus goes to the top as well: to the element
 * with id `target`, or the page's first `<h1>` (given `tabindex="-1"` when it is not focusable),
 * so the next Tab continues from the top and a screen reader reads where the reader landed.
 * While hidden the button is out of the tab order and the accessibility tree.
 *
 * Reads the scroll position through the page's one shared passive scroll listener (rAF-batched).
 *
 * @summary A «Наверх» button that appears after 1000 px of scroll.
 * @tagname biz-to-top
 *
 * @csspart button - The button.
 *
 * @cssproperty --biz-to-top-offset - Distance from the viewport's bottom and end edges. Default 20px.
 * @cssproperty --biz-to-top-z-index - Stacking level. Default 900.
 * @cssproperty --biz-accent - Button colour.
 * @cssproperty --biz-accent-contrast - Arrow colour.
 */
export class BizToTopElement extends createElementClass<ToTopProps>({
  component: BizToTop,
  attributes: toTopAttributes,
  styles: [css],
}) {}
