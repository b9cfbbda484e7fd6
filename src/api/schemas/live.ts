import * as z from 'zod/mini';
import { CAPS } from '../caps.ts';
import { capped } from './capped.ts';
import { id, num } from './common.ts';

/** A live broadcast message; `html` is sanitized before use. */
export const LiveMessage = z.lazy(() =>
  z.looseObject({
    id,
    fixed: z.optional(z.union([z.boolean(), num])),
    html: z.string(),
    /** Unix seconds (assumed); unreadable → NaN, so only that message is dropped. */
    timestamp: z.optional(z.catch(num, Number.NaN)),
  }),
);
/** Type of {@link LiveMessage}. */
export type LiveMessage = z.infer<typeof LiveMessage>;

// At most CAPS.liveMessages (+1, to tell a cut) items of each list are read.
const list = <T extends z.ZodMiniType>(item: T) => z._default(capped(item, CAPS.liveMessages), []);
// Ids to delete or unpin are small: more of them are read.
const ids = <T extends z.ZodMiniType>(item: T) => z._default(capped(item, CAPS.liveFeed * 20), []);

/** POST /live/ajax/{id}; a missing list means none; `delete_fixed` (assumed): ids to unpin. */
export const LiveAnswer = z.lazy(() =>
  z.looseObject({
    updated: list(LiveMessage),
    fixed: list(LiveMessage),
    new: list(LiveMessage),
    delete_fixed: ids(id),
    deleted_messages: ids(z.looseObject({ id_to_delete: id })),
    last_timestamp: num,
  }),
);
/** Type of {@link LiveAnswer}. */
export type LiveAnswer = z.infer<typeof LiveAnswer>;
