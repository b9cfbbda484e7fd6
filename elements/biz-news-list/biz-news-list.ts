/** Registers `<biz-news-list>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizNewsListElement } from './biz-news-list.element.ts';

export { BizNewsListElement };

defineElement('biz-news-list', BizNewsListElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-news-list': BizNewsListElement;
  }
}
