/**
 * Push notifications (docs/server-contract.md#push): the push token of a visitor, and the site
 * notices handed out once per visitor token.
 */
import { db } from '../db.ts';
import * as calls from '../../src/api/calls.ts';
import { route } from '../route.ts';
import { SITE_NOTICES } from '../seed/notifications.ts';
import { errorAnswer, str } from '../util.ts';

export const pushHandlers = [
  // POST /ajax/messaging/token: token, subscription_id.
  route(calls.registerPushToken, ({ fields }) => {
    const token = str(fields.token);
    const subscription = str(fields.subscription_id);
    if (!token || !subscription) return errorAnswer('Неверный запрос');
    db.pushTokens.set(token, subscription);
    return { status: 'ok' };
  }),

  // POST /ajax/messaging/get-notifications: token → {messages}: the notices the first time,
  // then none.
  route(calls.getNotifications, ({ fields }) => {
    const token = str(fields.token);
    if (!token) return errorAnswer('Неверный запрос');
    if (db.notified.has(token)) return { messages: [] };
    db.notified.add(token);
    return { messages: [...SITE_NOTICES] };
  }),
];
