import { createElementClass } from '../../src/element/define.ts';
import { BizToc, type TocProps } from './BizToc.tsx';
import { tocAttributes } from './attributes.ts';
import css from './biz-toc.css?inline';

/**
 * Table of contents of an article (docs/behaviour.md#toc).
 *
 * @summary Table of contents with the current section highlighted.
 * @tagname biz-toc
 * @cssproperty --biz-accent - Colour of the current section.
 * @cssproperty --biz-border - Border colour.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizTocElement extends createElementClass<TocProps>({
  component: BizToc,
  attributes: tocAttributes,
  styles: [css],
}) {}
