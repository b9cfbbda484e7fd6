/** The attributes of `<biz-poll>` (src/element/attributes.ts); the `@attr` lines of biz-poll.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** What `state` may say: results only once finished. */
export type PollState = 'open' | 'finished';

/** The attribute map of `<biz-poll>`: camelCase prop → type, default and validity. */
export const pollAttributes = defineAttributes({
  /** `poll-id`: the poll's id, sent as `poll_id`; empty, the poll cannot vote. */
  pollId: { type: 'string', required: true, default: '' },
  /** `action`: the vote URL; absent, the light DOM form's `action`, else /polls/vote (decided by the component). */
  action: { type: 'string' },
  /** `state`: 'open' or 'finished'; anything else reads as 'open'. */
  state: {
    type: 'string',
    default: 'open' as PollState,
    valid: (value) => value === 'open' || value === 'finished',
  },
});
