/** Registers `<biz-poll>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizPollElement } from './biz-poll.element.ts';

export { BizPollElement };

defineElement('biz-poll', BizPollElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-poll': BizPollElement;
  }
}
