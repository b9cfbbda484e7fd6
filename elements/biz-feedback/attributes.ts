/** The attributes of `<biz-feedback>` (src/element/attributes.ts); the `@attr` lines of biz-feedback.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-feedback>`: camelCase prop → type, default and validity. */
export const feedbackAttributes = defineAttributes({
  /** `action`: where the form posts (the site's feedback form action); blank, /feedback (the demo backend's path). */
  action: { type: 'string', default: '/feedback', valid: (value) => value.trim() !== '' },
});
