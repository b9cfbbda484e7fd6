import { createElementClass } from '../../src/element/define.ts';
import { BizAdRotator, type AdRotatorProps } from './BizAdRotator.tsx';
import { adRotatorAttributes } from './attributes.ts';
import css from './biz-ad-rotator.css?inline';

/**
 * Rotates the page's text ads, one at a time (docs/behaviour.md#ad-rotator).
 *
 * @summary Shows the page's text ads one at a time, changing every `interval` ms.
 * @tagname biz-ad-rotator
 * @slot - The items: each element child is one ad (assigned to `item-N` by the element).
 * @cssproperty --biz-muted - Colour of the stop button.
 */
export class BizAdRotatorElement extends createElementClass<AdRotatorProps>({
  component: BizAdRotator,
  attributes: adRotatorAttributes,
  styles: [css],
}) {}
