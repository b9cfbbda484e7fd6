/**
 * The attributes of `<biz-site-notifications>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-site-notifications>`: camelCase prop → type, default and validity. */
export const siteNotificationsAttributes = defineAttributes({});
