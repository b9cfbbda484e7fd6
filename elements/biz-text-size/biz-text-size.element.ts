import { createElementClass } from '../../src/element/define.ts';
import { BizTextSize, type TextSizeProps } from './BizTextSize.tsx';
import { textSizeAttributes } from './attributes.ts';
import css from './biz-text-size.css?inline';

/**
 * Text size switcher for the article body (docs/behaviour.md#text-size).
 *
 * @summary Small, medium or big article text.
 * @tagname biz-text-size
 * @cssproperty --biz-accent - Colour of the chosen size.
 * @cssproperty --biz-border - Border colour.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizTextSizeElement extends createElementClass<TextSizeProps>({
  component: BizTextSize,
  attributes: textSizeAttributes,
  styles: [css],
}) {}
