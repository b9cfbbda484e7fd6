/**
 * The attributes of `<biz-poll>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** What `state` may say: results only once finished. */
export type PollState = 'open' | 'finished';

/** The attribute map of `<biz-poll>`: camelCase prop → type, default and validity. */
export const pollAttributes = defineAttributes({
  /** The poll's id, sent as `poll_id`; empty, the poll cannot vote. */
  pollId: { type: 'string', required: true, default: '' },
  /**
   * The vote URL (the site's poll form action). Default: the light DOM form's `action`, else
   * /polls/vote.
   */
  action: { type: 'string' },
  /** 'open' or 'finished' (results only). Default 'open'; anything else reads as 'open'. */
  state: {
    type: 'string',
    default: 'open' as PollState,
    valid: (value) => value === 'open' || value === 'finished',
  },
});
