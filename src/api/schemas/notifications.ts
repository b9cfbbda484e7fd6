import * as z from 'zod/mini';

/**
 * POST /ajax/messaging/get-notifications → `messages`, each shown in an alert (spec 7).
 * Assumption: each message is a plain-text string.
 */
export const NotificationsAnswer = z.looseObject({ messages: z._default(z.array(z.string()), []) });
/** Type of {@link NotificationsAnswer}. */
export type NotificationsAnswer = z.infer<typeof NotificationsAnswer>;
