/** The attributes of `<biz-feedback>` (src/element/attributes.ts): the one place they are declared and documented. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-feedback>`: camelCase prop → type, default and validity. */
export const feedbackAttributes = defineAttributes({
  /**
   * Where the form posts (the site's feedback form action). Default /feedback.
   * @remarks Where the form posts (the site's feedback form action); blank, /feedback (the demo
   * backend's path).
   */
  action: { type: 'string', default: '/feedback', valid: (value) => value.trim() !== '' },
});
