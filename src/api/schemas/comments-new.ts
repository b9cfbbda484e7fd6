import * as z from 'zod/mini';
import { id, num } from './common.ts';
import { reactions } from './reactions.ts';

/** A comment as /comments/new sends it; `message` is HTML, sanitized. */
export const CommentJson = z.lazy(() =>
  z.looseObject({
    id,
    parent_id: z.optional(z.nullable(id)),
    author: z.optional(z.string()),
    userpic: z.optional(z.nullable(z.string())),
    message: z.string(),
    is_anonymous: z.optional(z.union([num, z.boolean()])),
    /** Unix time in seconds. */
    timestamp: num,
    rating: z._default(num, 0),
    /** Emoji id → count; a bad entry drops itself only. */
    emoji: reactions,
    status: z.optional(z.string()),
  }),
);
/** Type of {@link CommentJson}. */
export type CommentJson = z.infer<typeof CommentJson>;

/** POST /comments/new → parent id ('0': top level) → comments. */
export const CommentsNewAnswer = z.lazy(() => z.record(z.string(), z.array(CommentJson)));
/** Type of {@link CommentsNewAnswer}. */
export type CommentsNewAnswer = z.infer<typeof CommentsNewAnswer>;
