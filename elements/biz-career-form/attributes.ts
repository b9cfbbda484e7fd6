/** The attributes of `<biz-career-form>` (src/element/attributes.ts); the `@attr` lines of biz-career-form.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-career-form>`: camelCase prop → type, default and validity. */
export const careerFormAttributes = defineAttributes({
  /** `career-id`: the vacancy's id, sent as `career_id`; empty, the form says it cannot work. */
  careerId: { type: 'string', default: '' },
  /** `max-size`: the largest résumé in megabytes; not a positive number, 10 (the backend's limit too). */
  maxSize: { type: 'number', default: 10, valid: (value) => value > 0 },
});
