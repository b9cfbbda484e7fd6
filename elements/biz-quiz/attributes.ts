/**
 * The attributes of `<biz-quiz>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-quiz>`: camelCase prop → type, default and validity. */
export const quizAttributes = defineAttributes({
  /** Names the stored progress (`quiz{id}`). Default: the definition's `id`. */
  quizId: { type: 'string' },
});
