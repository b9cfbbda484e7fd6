/** Registers `<biz-push-prompt>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizPushPromptElement } from './biz-push-prompt.element.ts';

export { BizPushPromptElement };

defineElement('biz-push-prompt', BizPushPromptElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-push-prompt': BizPushPromptElement;
  }
}
