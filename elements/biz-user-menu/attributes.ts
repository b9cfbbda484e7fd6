/**
 * The attributes of `<biz-user-menu>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';
import { safeUrl } from '../../src/services/url.ts';

/** The attribute map of `<biz-user-menu>`: camelCase prop → type, default and validity. */
export const userMenuAttributes = defineAttributes({
  /**
   * Where the name and userpic link to: http(s) or relative (resolved against apiBase). Default
   * `/me`, also for any other URL (`javascript:` is refused).
   */
  profileHref: { type: 'string', default: '/me', valid: (value) => safeUrl(value) !== null },
});
