/** The attributes of `<biz-conference-question>` (src/element/attributes.ts): the one place they are declared and documented. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-conference-question>`: camelCase prop → type, default and validity. */
export const conferenceQuestionAttributes = defineAttributes({
  /**
   * The conference's id, sent as `id`. Required: without it the form says it cannot work.
   * @remarks The conference's id, sent as `id`; empty, the form says it cannot work.
   */
  conferenceId: { type: 'string', default: '' },
});
