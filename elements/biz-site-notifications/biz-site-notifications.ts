/** Registers `<biz-site-notifications>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizSiteNotificationsElement } from './biz-site-notifications.element.ts';

export { BizSiteNotificationsElement };

defineElement('biz-site-notifications', BizSiteNotificationsElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-site-notifications': BizSiteNotificationsElement;
  }
}
