/** The attributes of `<biz-user-menu>` (src/element/attributes.ts); the `@attr` lines of biz-user-menu.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';
import { safeUrl } from '../../src/services/url.ts';

/** The attribute map of `<biz-user-menu>`: camelCase prop → type, default and validity. */
export const userMenuAttributes = defineAttributes({
  /**
   * `profile-href`: where the name and userpic link to; absent, or not http(s) or relative
   * (resolved against apiBase; `javascript:` is refused), `/me` (docs/behaviour.md#user-menu).
   */
  profileHref: { type: 'string', default: '/me', valid: (value) => safeUrl(value) !== null },
});
