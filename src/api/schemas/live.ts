import * as z from 'zod/mini';
import { CAPS } from '../caps.ts';
import { capped } from './capped.ts';
import { id, num } from './common.ts';

/** A live broadcast message: `id, fixed, html` (docs/server-contract.md#live). `html` is sanitized before use. */
export const LiveMessage = z.looseObject({
  id,
  fixed: z.optional(z.union([z.boolean(), num])),
  html: z.string(),
  /**
   * Unix time in seconds (assumption). Unreadable → NaN, so the answer still parses and the
   * element drops that one message (elements/biz-live/state.ts `dropBadMessages`).
   */
  timestamp: z.optional(z.catch(num, Number.NaN)),
});
/** Type of {@link LiveMessage}. */
export type LiveMessage = z.infer<typeof LiveMessage>;

// At most CAPS.liveMessages (+1, to tell a cut) items of each list are read.
const list = <T extends z.ZodMiniType>(item: T) => z._default(capped(item, CAPS.liveMessages), []);
// Ids to delete or unpin are small: more of them are read.
const ids = <T extends z.ZodMiniType>(item: T) => z._default(capped(item, CAPS.liveFeed * 20), []);

/**
 * POST /live/ajax/{id} → `updated, fixed, new, delete_fixed, deleted_messages, last_timestamp`
 * (docs/server-contract.md#live). Missing lists mean "none". `delete_fixed` lists ids of messages to unpin (assumption:
 * the spec names the field only).
 */
export const LiveAnswer = z.looseObject({
  updated: list(LiveMessage),
  fixed: list(LiveMessage),
  new: list(LiveMessage),
  delete_fixed: ids(id),
  deleted_messages: ids(z.looseObject({ id_to_delete: id })),
  last_timestamp: num,
});
/** Type of {@link LiveAnswer}. */
export type LiveAnswer = z.infer<typeof LiveAnswer>;
