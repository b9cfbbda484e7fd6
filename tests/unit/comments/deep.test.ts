import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CAPS, capList, capText } from '../../../src/api/caps.ts';
import { capped } from '../../../src/api/schemas/capped.ts';
import { PollResultAnswer } from '../../../src/api/schemas/poll-result.ts';
import { LiveAnswer } from '../../../src/api/schemas/live.ts';
import type { Comment } from '../../../src/comments/markup.ts';
import {
  addComments,
  countReplies,
  EMPTY_THREAD,
  flatReplies,
  subtreeSizes,
} from '../../../src/comments/thread.ts';

const c = (id: number, parent: number): Comment => ({
  id: String(id),
  parent_id: String(parent),
  author: `Читатель ${id}`,
  userpic: '',
  is_anonymous: false,
  timestamp: 1760000000 + id,
  rating: 0,
  emoji: {},
  status: 'active',
  message: document.createElement('div'),
});

/** A chain: 1 ← 2 ← … ← n. */
const chain = (n: number) => Array.from({ length: n }, (_, i) => c(i + 1, i));

describe('deep reply chains', () => {
  it('a chain of 100,000 builds, counts and flattens without overflowing the stack', () => {
    const thread = addComments(EMPTY_THREAD, chain(100_000));
    expect(countReplies(thread, '1')).toBe(99_999);
    expect(subtreeSizes(thread).get('1')).toBe(100_000);
    const flat = flatReplies(thread, '5', new Set());
    expect(flat).toHaveLength(99_995);
    expect(flat[0]).toEqual({ id: '6', parent: '5' });
    expect(flat.at(-1)).toEqual({ id: '100000', parent: '99999' });
  }, 60_000);

  it('flat replies come in reading order, depth first, and leave hidden branches out', () => {
    // 1 ─ 2 ─ 4
    //   └ 3 ─ 5
    const thread = addComments(EMPTY_THREAD, [c(1, 0), c(2, 1), c(3, 1), c(4, 2), c(5, 3)]);
    expect(flatReplies(thread, '1', new Set()).map((r) => r.id)).toEqual(['2', '4', '3', '5']);
    expect(flatReplies(thread, '1', new Set(['2'])).map((r) => r.id)).toEqual(['2', '3', '5']);
    expect(subtreeSizes(thread)).toEqual(
      new Map([
        ['1', 5],
        ['2', 2],
        ['3', 2],
        ['4', 1],
        ['5', 1],
      ]),
    );
  });
});

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
