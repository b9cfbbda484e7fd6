import * as z from 'zod/mini';
import { CAPS } from '../caps.ts';
import { capped } from './capped.ts';

/** POST /ajax/messaging/get-notifications → `messages` (assumed plain text), each an alert. */
export const NotificationsAnswer = z.lazy(() =>
  z.looseObject({
    messages: z._default(capped(z.string(), CAPS.notifications), []),
  }),
);
/** Type of {@link NotificationsAnswer}. */
export type NotificationsAnswer = z.infer<typeof NotificationsAnswer>;
