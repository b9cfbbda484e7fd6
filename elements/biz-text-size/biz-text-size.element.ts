import { createElementClass } from '../../src/element/define.ts';
import { BizTextSize, type TextSizeProps } from './BizTextSize.tsx';
import { textSizeAttributes } from './attributes.ts';
import css from './biz-text-size.css?inline';

/**
 * Text size switcher for the article body (docs/behaviour.md#text-size): small, medium or big. Puts class
 * `word__small`, `word__medium` or `word__big` on the element whose id is `for` (the page's CSS
 * sizes the text); the choice is kept in localStorage `word__size` (default `word__small`) and
 * every switcher on the page, and in other tabs, follows it.
 *
 * @summary Small, medium or big article text.
 * @tagname biz-text-size
 *
 * @csspart small - The small-text button (`aria-pressed` when chosen).
 * @csspart medium - The medium-text button.
 * @csspart big - The big-text button.
 *
 * @cssproperty --biz-accent - Colour of the chosen size.
 * @cssproperty --biz-border - Border colour.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizTextSizeElement extends createElementClass<TextSizeProps>({
  component: BizTextSize,
  attributes: textSizeAttributes,
  styles: [css],
}) {}
