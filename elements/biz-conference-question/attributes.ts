/** The attributes of `<biz-conference-question>` (src/element/attributes.ts); the `@attr` lines of biz-conference-question.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-conference-question>`: camelCase prop → type, default and validity. */
export const conferenceQuestionAttributes = defineAttributes({
  /** `conference-id`: the conference's id, sent as `id`; empty, the form says it cannot work. */
  conferenceId: { type: 'string', default: '' },
});
