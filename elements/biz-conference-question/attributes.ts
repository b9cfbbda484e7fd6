/**
 * The attributes of `<biz-conference-question>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-conference-question>`: camelCase prop → type, default and validity. */
export const conferenceQuestionAttributes = defineAttributes({
  /** The conference's id, sent as `id`. Required: absent or empty, the form says it cannot work. */
  conferenceId: { type: 'string', default: '' },
});
