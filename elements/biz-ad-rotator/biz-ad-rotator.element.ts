import { createElementClass } from '../../src/element/define.ts';
import { BizAdRotator, type AdRotatorProps } from './BizAdRotator.tsx';
import { adRotatorAttributes } from './attributes.ts';
import css from './biz-ad-rotator.css?inline';

/**
 * Rotates the page's advertising text items (docs/behaviour.md#ad-rotator: the page uses two rotators, every 3 s and
 * every 20 s). Each element child is one item (a link with a line of text, say): without
 * JavaScript all of them are shown; with it, one at a time, in order, wrapping around. Each item
 * goes to a named slot (`slot="item-N"`); the others are not rendered.
 *
 * Rotation pauses while the element cannot be seen (`document.hidden`, or scrolled out of the
 * viewport), while the pointer is over it and while keyboard focus is in it; a small button,
 * first in the element (before the ads), stops and restarts it (WCAG 2.2.2 Pause, Stop, Hide).
 * Under `prefers-reduced-motion: reduce` it starts stopped. Changes are not announced
 * (`aria-live="off"`). The «Реклама» label is the page's: put it beside the element.
 *
 * @summary Shows the page's text ads one at a time, changing every `interval` ms.
 * @tagname biz-ad-rotator
 *
 * @slot - The items: each element child is one ad (assigned to `item-N` by the element).
 *
 * @csspart rotator - The group.
 * @csspart items - The box that holds the shown item.
 * @csspart item - One item's box; `item-current` on the shown one.
 * @csspart rotation - The button that stops and restarts rotation.
 *
 * @cssproperty --biz-muted - Colour of the stop button.
 */
export class BizAdRotatorElement extends createElementClass<AdRotatorProps>({
  component: BizAdRotator,
  attributes: adRotatorAttributes,
  styles: [css],
}) {}
