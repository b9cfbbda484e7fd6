/**
 * Answer caps (src/api/caps.ts and the capped schemas): lists and texts keep their head and say
 * what there was; a capped schema reads at most max + 1 items.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CAPS, capList, capText } from '../../../src/api/caps.ts';
import { capped } from '../../../src/api/schemas/capped.ts';
import { PollResultAnswer } from '../../../src/api/schemas/poll-result.ts';
import { LiveAnswer } from '../../../src/api/schemas/live.ts';

describe('answer caps', () => {
  it('capList and capText keep the head and say what there was', () => {
    expect(capList([1, 2, 3], 2)).toEqual({ items: [1, 2], total: 3 });
    expect(capList([1], 2)).toEqual({ items: [1], total: 1 });
    expect(capText('абвгд', 3)).toEqual({ text: 'абв', cut: true });
    expect(capText('аб', 3)).toEqual({ text: 'аб', cut: false });
  });

  it('a capped schema validates max + 1 items only: a bad item past the cap is never read', () => {
    const schema = capped(z.number(), 2);
    expect(z.parse(schema, [1, 2, 3, 'not a number'])).toEqual([1, 2, 3]);
    expect(z.safeParse(schema, [1, 'x']).success).toBe(false);
  });

  it('poll results and live lists are read up to their caps + 1', () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => ({
      variant_id: i,
      variant_title: 'в',
      percent: 0,
    }));
    expect(z.parse(PollResultAnswer, rows)).toHaveLength(CAPS.pollRows + 1);
    const answer = z.parse(LiveAnswer, {
      new: Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, html: '<p>x</p>' })),
      last_timestamp: 1,
    });
    expect(answer.new).toHaveLength(CAPS.liveMessages + 1);
    expect(answer.updated).toEqual([]);
  });
});
