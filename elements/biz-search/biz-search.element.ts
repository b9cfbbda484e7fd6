import { createElementClass } from '../../src/element/define.ts';
import { lazyFailureStyles } from '../../src/ui/styles.ts';
import { BizSearch, type SearchProps } from './BizSearch.tsx';
import { searchAttributes } from './attributes.ts';
import css from './biz-search.css?inline';

/**
 * Search popup (docs/behaviour.md#search).
 *
 * @summary Search popup with period tabs, newest-first toggle and paged results.
 * @tagname biz-search
 * @cssproperty --biz-accent - Accent colour (selected period, toggle, highlights).
 * @cssproperty --biz-surface - Popup background.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizSearchElement extends createElementClass<SearchProps>({
  component: BizSearch,
  attributes: searchAttributes,
  // The popup's sheets come with it (./SearchDialog.tsx).
  styles: [lazyFailureStyles, css],
}) {}
