import { createElementClass } from '../../src/element/define.ts';
import { BizLoadMore, type LoadMoreProps } from './BizLoadMore.tsx';
import { loadMoreAttributes } from './attributes.ts';
import css from './biz-load-more.css?inline';

/**
 * «Показать ещё» under a server-rendered list (docs/behaviour.md#load-more).
 *
 * @summary «Показать ещё» for a server-rendered list.
 * @tagname biz-load-more
 * @cssproperty --biz-accent - Button colour.
 * @cssproperty --biz-radius - Corner radius.
 * @cssproperty --biz-font-family - Font family.
 */
export class BizLoadMoreElement extends createElementClass<LoadMoreProps>({
  component: BizLoadMore,
  attributes: loadMoreAttributes,
  styles: [css],
}) {}
