/**
 * The demo backend's routing is the call table's (mocks/route.ts): one handler per row of
 * src/api/calls.ts, at the row's method and path, and no handler for a call the table lacks.
 */
import { describe, expect, it } from 'vitest';
import * as calls from '../../../src/api/calls.ts';
import { CALLS } from '../../../src/api/contract.ts';
import { handlers } from '../../../mocks/handlers/index.ts';
import { callOf, demoPathOf } from '../../../mocks/route.ts';

/** Handlers that serve no call of the table: files the demo's answers link to. */
const NOT_CALLS = ['GET */userpics/uploaded/:name'];

describe('demo backend routing', () => {
  it('serves every row of the call table exactly once', () => {
    const served = handlers.map(callOf).filter((row) => row !== undefined);
    expect(served).toHaveLength(new Set(served).size);
    expect(new Set(served)).toEqual(new Set(CALLS.values()));
  });

  it('has no handler outside the table but the files it links to', () => {
    const others = handlers
      .filter((handler) => !callOf(handler))
      .map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`);
    expect(others).toEqual(NOT_CALLS);
  });

  it("answers at each row's method and path (its fallback when the page supplies the URL)", () => {
    for (const handler of handlers) {
      const row = callOf(handler);
      if (!row) continue;
      expect(handler.info.method).toBe(row.method);
      expect(handler.info.path).toBe(`*${demoPathOf(row)}`);
    }
    expect(demoPathOf(calls.pollVote)).toBe('/polls/vote');
    expect(demoPathOf(calls.removeDeletedFavourite)).toBe('/me/fav/remove/:type/:id');
    expect(demoPathOf(calls.loadMore)).toBe('/news/ajax/more');
    expect(demoPathOf(calls.commentsList)).toBe('/comments/list/:article_id');
  });
});
