import { createElementClass } from '../../src/element/define.ts';
import { BizSiteNotifications, type SiteNotificationsProps } from './BizSiteNotifications.tsx';
import { siteNotificationsAttributes } from './attributes.ts';
import css from './biz-site-notifications.css?inline';

/**
 * Site notifications (docs/server-contract.md#push): when it starts, POST /ajax/messaging/get-notifications with the
 * visitor `token` (the stored one; a first visitor's request waits until a vote, comment or push
 * subscription in the page computes it, so a page view alone never loads FingerprintJS); each
 * message of the answer is shown as an alert box with a close button, inside a region labelled
 * «Уведомления сайта» where the element stands (put it under the site header). Messages are
 * plain text with no urgency, so each is announced politely (`role="status"`); an assertive
 * alert is kept for what is urgent. Closing the last box moves keyboard focus on to the next
 * control after the element (never `<body>`). Nothing is shown when there are none.
 *
 * A separate element, not part of `<biz-push-prompt>`: the notices are for every reader, also
 * those whose browser cannot do push or who blocked notifications (where the prompt never
 * starts), and the page chooses where they appear.
 *
 * A failed call shows a Russian message with «Повторить» and a close button (announced once,
 * politely), and dispatches `biz-error`.
 *
 * @summary The site's notices to the reader, each as a dismissible alert.
 * @tagname biz-site-notifications
 *
 * @csspart notifications - The region around the alerts.
 * @csspart notification - One alert.
 * @csspart text - The text of an alert.
 * @csspart dismiss - The close button of an alert.
 * @csspart error - The failure message.
 * @csspart retry - The retry button inside the failure message.
 * @csspart close - The close button of the failure message.
 * @csspart capped - «Показаны первые N …»: the answer was larger than the caps (src/api/caps.ts).
 *
 * @cssproperty --biz-site-notifications-margin - Margin around the alerts, only while there are some (an empty element takes no room). Default 0.
 * @cssproperty --biz-accent - Border and icon of an alert.
 * @cssproperty --biz-surface - Background.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizSiteNotificationsElement extends createElementClass<SiteNotificationsProps>({
  component: BizSiteNotifications,
  attributes: siteNotificationsAttributes,
  styles: [css],
}) {}
