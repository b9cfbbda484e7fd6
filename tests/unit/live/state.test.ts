/** Item-level checks of live answers (elements/biz-live/state.ts): one bad date skips one message. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dropBadMessages } from '../../../elements/biz-live/state.ts';
import { LiveAnswer } from '../../../src/api/schemas/index.ts';

describe('dropBadMessages', () => {
  it('drops messages whose timestamp a Date cannot hold, keeps the rest, says which', () => {
    const answer = z.parse(LiveAnswer, {
      new: [
        { id: 1, html: '<p>а</p>', timestamp: 1760000000 },
        { id: 2, html: '<p>б</p>', timestamp: 1e16 },
        { id: 3, html: '<p>в</p>', timestamp: 'завтра' },
        { id: 4, html: '<p>г</p>' },
      ],
      fixed: [{ id: 5, html: '<p>д</p>', timestamp: -1e16 }],
      last_timestamp: 1760000000,
    });
    const { answer: clean, skipped } = dropBadMessages(answer);
    expect(clean.new.map((m) => m.id)).toEqual(['1', '4']);
    expect(clean.fixed).toEqual([]);
    expect(skipped).toHaveLength(3);
    expect(skipped.join(' ')).toContain('new message 2');
    expect(skipped.join(' ')).toContain('fixed message 5');
  });
});
