/** Demo backend: the live broadcast and its diff since last_timestamp. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as s from '../../../../src/api/schemas/index.ts';
import { advanceDemoClock, demoNowSec } from '../../../../mocks/db.ts';
import { parsed, post, useDemoBackend } from '../helpers.ts';

useDemoBackend();

// The demo clock follows Date.now(); freeze it so a second boundary cannot fall mid-test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
});
afterEach(() => {
  vi.useRealTimers();
});

const poll = (lastTimestamp: number) =>
  parsed(post('/live/ajax/42', { last_timestamp: lastTimestamp }), s.LiveAnswer);

describe('POST /live/ajax/{id}', () => {
  it('answers everything current for 0, with the server time', async () => {
    const answer = await poll(0);
    expect(answer.new.map((m) => m.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(answer.fixed.map((m) => m.id)).toEqual(['2']);
    expect(answer.new.find((m) => m.id === '2')?.fixed).toBe(1);
    expect(answer.updated).toEqual([]);
    expect(answer.deleted_messages).toEqual([]);
    expect(answer.last_timestamp).toBe(demoNowSec());
  });

  it('answers only what changed since last_timestamp', async () => {
    const first = await poll(0);
    const quiet = await poll(first.last_timestamp);
    expect(quiet).toMatchObject({ new: [], updated: [], fixed: [], delete_fixed: [] });

    advanceDemoClock(60_000); // new 10 and 11, edit of 9, pin 11, unpin 2
    const second = await poll(first.last_timestamp);
    expect(second.new.map((m) => m.id)).toEqual(['10', '11']);
    expect(second.updated.map((m) => m.id)).toEqual(['9']);
    expect(second.updated[0]?.html).toContain('Обновлено');
    expect(second.fixed.map((m) => m.id)).toEqual(['11']);
    expect(second.delete_fixed).toEqual(['2']);
    expect(second.last_timestamp).toBe(first.last_timestamp + 60);

    advanceDemoClock(60_000); // new 12, 13; delete 12 (posted and removed within the gap)
    const third = await poll(second.last_timestamp);
    expect(third.new.map((m) => m.id)).toEqual(['13']);
    expect(third.deleted_messages).toEqual([]);

    advanceDemoClock(200_000); // deletes 8, which the client has seen
    const fourth = await poll(third.last_timestamp);
    expect(fourth.deleted_messages).toEqual([{ id_to_delete: '8' }]);
    // 14 was posted and edited within the gap: it arrives once, already edited.
    expect(fourth.updated).toEqual([]);
    expect(fourth.new.find((m) => m.id === '14')?.html).toContain('наблюдательный совет');
  });

  it('ends the script with the last message and keeps answering', async () => {
    advanceDemoClock(3_600_000);
    const all = await poll(0);
    expect(all.new.at(-1)?.html).toContain('Спасибо, что были с нами');
    expect(all.new.some((m) => m.id === '8' || m.id === '12')).toBe(false);
    expect(all.fixed.map((m) => m.id)).toEqual(['11']);
    expect(await poll(all.last_timestamp)).toMatchObject({ new: [], updated: [] });
  });

  it('answers 404 for an unknown broadcast', async () => {
    expect((await post('/live/ajax/1', { last_timestamp: 0 })).status).toBe(404);
  });
});
