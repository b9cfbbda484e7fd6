import { createElementClass } from '../../src/element/define.ts';
import { BizToTop, type ToTopProps } from './BizToTop.tsx';
import { toTopAttributes } from './attributes.ts';
import css from './biz-to-top.css?inline';

/**
 * «Наверх» button (docs/behaviour.md#to-top).
 *
 * @summary A «Наверх» button that appears after 1000 px of scroll.
 * @tagname biz-to-top
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
