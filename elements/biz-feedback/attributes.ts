/**
 * The attributes of `<biz-feedback>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-feedback>`: camelCase prop → type, default and validity. */
export const feedbackAttributes = defineAttributes({
  /**
   * Where the form posts (the site's feedback form action). Default /feedback (the demo backend's
   * path), also when blank.
   */
  action: { type: 'string', default: '/feedback', valid: (value) => value.trim() !== '' },
});
