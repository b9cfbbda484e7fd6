/** The attributes of `<biz-standings>` (src/element/attributes.ts); the `@attr` lines of biz-standings.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-standings>`: camelCase prop → type, default and validity. */
export const standingsAttributes = defineAttributes({
  /** `name`: names the remembered choice (localStorage `standings-{name}`); blank, the element's id, else the page's path (decided by the component). */
  name: { type: 'string' },
});
