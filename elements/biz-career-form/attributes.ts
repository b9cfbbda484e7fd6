/**
 * The attributes of `<biz-career-form>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-career-form>`: camelCase prop → type, default and validity. */
export const careerFormAttributes = defineAttributes({
  /**
   * The vacancy's id, sent as `career_id`. Required: absent or empty, the form says it cannot work.
   */
  careerId: { type: 'string', default: '' },
  /**
   * The largest résumé in megabytes (the backend's limit too). Default 10, also for a value that is
   * not positive.
   */
  maxSize: { type: 'number', default: 10, valid: (value) => value > 0 },
});
