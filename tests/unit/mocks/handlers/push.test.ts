/** Demo backend (mocks/handlers/push.ts): push tokens and the site notices. */
import { describe, expect, it } from 'vitest';
import * as s from '../../../../src/api/schemas/index.ts';
import { db } from '../../../../mocks/db.ts';
import { parsed, post, useDemoBackend } from '../helpers.ts';

useDemoBackend();

describe('push', () => {
  it('stores the push token', async () => {
    await post('/ajax/messaging/token', { token: 'tk', subscription_id: '{"endpoint":"e"}' });
    expect(db.pushTokens.get('tk')).toBe('{"endpoint":"e"}');
  });

  it('hands out the site notices once per token', async () => {
    const get = (token: string) =>
      parsed(post('/ajax/messaging/get-notifications', { token }), s.NotificationsAnswer);
    const first = await get('tk');
    expect(first.messages.length).toBeGreaterThanOrEqual(1);
    expect(first.messages[0]).toMatch(/[А-Яа-я]/);
    expect(await get('tk')).toEqual({ messages: [] });
    expect((await get('other')).messages).toEqual(first.messages);
  });
});
