import { createElementClass } from '../../src/element/define.ts';
import { BizToc, type TocProps } from './BizToc.tsx';
import { tocAttributes } from './attributes.ts';
import css from './biz-toc.css?inline';

/**
 * Table of contents of an article (docs/behaviour.md#toc), built from the headings of the element whose id is
 * `for` and rebuilt when they change. Headings without an id get a readable transliterated one.
 * The section being read is highlighted (`aria-current="location"`) while scrolling; links scroll
 * smoothly (instantly under `prefers-reduced-motion`) and move focus to the heading.
 *
 * @summary Table of contents with the current section highlighted.
 * @tagname biz-toc
 *
 * @csspart nav - The navigation landmark.
 * @csspart title - The «Содержание» title.
 * @csspart link - Each link (`aria-current="location"` on the current section).
 *
 * @cssproperty --biz-accent - Colour of the current section.
 * @cssproperty --biz-border - Border colour.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizTocElement extends createElementClass<TocProps>({
  component: BizToc,
  attributes: tocAttributes,
  styles: [css],
}) {}
