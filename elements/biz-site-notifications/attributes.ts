/** The attributes of `<biz-site-notifications>` (src/element/attributes.ts): the one place they are declared and documented. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-site-notifications>`: camelCase prop → type, default and validity. */
export const siteNotificationsAttributes = defineAttributes({});
