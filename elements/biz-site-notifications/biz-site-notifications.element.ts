import { createElementClass } from '../../src/element/define.ts';
import { BizSiteNotifications, type SiteNotificationsProps } from './BizSiteNotifications.tsx';
import { siteNotificationsAttributes } from './attributes.ts';
import css from './biz-site-notifications.css?inline';

/**
 * The site's notices to the reader (docs/behaviour.md#site-notifications).
 *
 * @summary The site's notices to the reader, each as a dismissible alert.
 * @tagname biz-site-notifications
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
