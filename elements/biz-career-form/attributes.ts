/**
 * The attributes of `<biz-career-form>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-career-form>`: camelCase prop → type, default and validity. */
export const careerFormAttributes = defineAttributes({
  /**
   * The vacancy's id, sent as `career_id`. Required: without it the form says it cannot work.
   * @remarks The vacancy's id, sent as `career_id`; empty, the form says it cannot work.
   */
  careerId: { type: 'string', default: '' },
  /**
   * The largest file in megabytes. Default 10.
   * @remarks The largest résumé in megabytes; not a positive number, 10 (the backend's limit too).
   */
  maxSize: { type: 'number', default: 10, valid: (value) => value > 0 },
});
