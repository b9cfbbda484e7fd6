/**
 * The comment thread (src/comments/thread.ts): reply chains of any depth build, count and
 * flatten without overflowing the stack; flat replies come in reading order.
 */
import { describe, expect, it } from 'vitest';
import {
  addComments,
  countReplies,
  EMPTY_THREAD,
  flatReplies,
  subtreeSizes,
} from '../../../src/comments/thread.ts';
import { comment } from './fixtures.ts';

const c = (id: number, parent: number) => comment(id, parent);

/** A chain: 1 ← 2 ← … ← n. */
const chain = (n: number) => Array.from({ length: n }, (_, i) => c(i + 1, i));

describe('deep reply chains', () => {
  it('a chain of 100,000 builds, counts and flattens without overflowing the stack', () => {
    const thread = addComments(EMPTY_THREAD, chain(100_000));
    expect(countReplies(thread, '1')).toBe(99_999);
    expect(subtreeSizes(thread).get('1')).toBe(100_000);
    const flat = flatReplies(thread, '5', new Set());
    expect(flat).toHaveLength(99_995);
    expect(flat[0]).toEqual({ id: '6', parent: '5', place: 1 });
    expect(flat.at(-1)).toEqual({ id: '100000', parent: '99999', place: 99_995 });
    // One slice of it: only its comments are listed.
    const part = flatReplies(thread, '5', new Set(), 50_000, 50_003);
    expect(part.map((r) => r.id)).toEqual(['50005', '50006', '50007']);
  }, 60_000);

  it('flat replies come in reading order, depth first, and leave hidden branches out', () => {
    // 1 ─ 2 ─ 4
    //   └ 3 ─ 5
    const thread = addComments(EMPTY_THREAD, [c(1, 0), c(2, 1), c(3, 1), c(4, 2), c(5, 3)]);
    expect(flatReplies(thread, '1', new Set()).map((r) => r.id)).toEqual(['2', '4', '3', '5']);
    expect(flatReplies(thread, '1', new Set(['2'])).map((r) => r.id)).toEqual(['2', '3', '5']);
    // A slice of the branch: places [from, to), 1 being the first reply; a hidden branch's
    // replies keep their places.
    expect(flatReplies(thread, '1', new Set(), 2, 4).map((r) => r.id)).toEqual(['4', '3']);
    expect(flatReplies(thread, '1', new Set(), 0, 2).map((r) => r.id)).toEqual(['2']);
    expect(flatReplies(thread, '1', new Set(['2']), 2, 5).map((r) => r.id)).toEqual(['3', '5']);
    expect(flatReplies(thread, '1', new Set(), 4).map((r) => r.id)).toEqual(['5']);
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
