/** The attributes of `<biz-site-notifications>` (src/element/attributes.ts); the `@attr` lines of biz-site-notifications.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-site-notifications>`: camelCase prop → type, default and validity. */
export const siteNotificationsAttributes = defineAttributes({});
