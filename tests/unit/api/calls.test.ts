/**
 * The call table (src/api/calls.ts) against what the endpoint functions send: one function per
 * row, named after it, sending the row's method, path, content type and request fields, with the
 * page's CSRF token exactly when the row changes data. The compiler holds each function's fields
 * and answer check to its row; this holds the literals the functions keep out of the table, and
 * the default actions elements keep out of it, to the rows' fallbacks.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as api from '../../../src/api/endpoints.ts';
import * as calls from '../../../src/api/calls.ts';
import { DEFAULT_POLL_ACTION } from '../../../elements/biz-poll/use-poll.ts';
import { feedbackAttributes } from '../../../elements/biz-feedback/attributes.ts';
import { searchAttributes } from '../../../elements/biz-search/attributes.ts';
import { CALLS, readCallFields } from '../../../src/api/contract.ts';
import { resetServices } from '../../../src/services/registry.ts';
import { clearRequests, requests } from '../../../mocks/log.ts';
import { DEFAULT_ACTIONS, sampleCalls } from '../../../scripts/contract-check.ts';
import { useDemoBackend } from '../mocks/helpers.ts';

useDemoBackend();

/** The fields of every row; Vitest runs from the repository's root. */
const FIELDS = readCallFields(readFileSync('src/api/calls.ts', 'utf8'));

/** A row's fixed path as a pattern of URL paths (`{name}` is one segment), without its query. */
function pathPattern(path: string): RegExp {
  const bare = path.split('?')[0] ?? path;
  const escaped = bare.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, '[^/]+')}$`);
}

beforeEach(() => {
  resetServices(undefined, true);
  localStorage.setItem('token', '0123456789abcdef0123456789abcdef');
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = 't0ken';
  document.head.append(meta);
});
afterEach(() => document.head.querySelector('meta[name="csrf-token"]')?.remove());

describe('call table × endpoint functions', () => {
  it('has one endpoint function per row, named after it, and the fields of every row', () => {
    expect(Object.keys(api).sort()).toEqual([...CALLS.keys()].sort());
    expect([...FIELDS.keys()].sort()).toEqual([...CALLS.keys()].sort());
  });

  for (const [path, , send] of sampleCalls(DEFAULT_ACTIONS)) {
    const [name, row] = [...CALLS].find(([, call]) => call.path === path) ?? [];
    it(`${name ?? path} sends what its row says`, async () => {
      expect(row, `no row with path ${path}`).toBeDefined();
      if (!name || !row) return;
      clearRequests();
      await send().catch(() => undefined);
      const [sent, ...more] = requests();
      expect(more).toEqual([]);
      expect(sent?.method).toBe(row.method);
      // A URL the page supplies is its own (and a link brings its own query).
      const supplied = !row.path.startsWith('/');
      if (!supplied) expect(sent?.path).toMatch(pathPattern(row.path));
      const query = row.path.split('?')[1];
      if (query) expect(sent?.query).toHaveProperty(query);
      const fields = FIELDS.get(name) ?? [];
      const names =
        row.method === 'GET' ? Object.keys(sent?.query ?? {}) : Object.keys(sent?.fields ?? {});
      if (!(supplied && row.method === 'GET')) {
        expect(names.filter((n) => n !== query && n !== '_csrf').sort()).toEqual(
          fields.map((f) => f.name).sort(),
        );
      }
      const type = sent?.headers['content-type'] ?? '';
      if (row.method === 'POST') {
        const multipart = fields.some((f) => f.type === 'file');
        expect(type).toContain(
          multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
        );
      }
      expect(sent?.headers['x-csrf-token']).toBe(row.changes ? 't0ken' : undefined);
    });
  }
});

describe('fallbacks (urlOf)', () => {
  it('gives every row a URL: its path, or its fallback when the page supplies the URL', () => {
    for (const [name, row] of CALLS) {
      const url = calls.urlOf(row);
      expect(url, name).toMatch(/^\//);
      if (row.path.startsWith('/')) expect(url).toBe(row.path);
      else expect(url).toBe(row.fallback);
    }
  });

  it('fills the parameters it is given and keeps the others as written', () => {
    const row = { path: '{link}', fallback: '/a/{type}/{id}?page={page}' };
    expect(calls.urlOf(row, { type: 1, page: 'x' })).toBe('/a/1/{id}?page=x');
    expect(calls.urlOf({ path: '/b/{id}?fullpage' }, { id: '7' })).toBe('/b/7?fullpage');
  });

  it("is each element's default action: the element keeps its own copy, out of calls.ts", () => {
    expect(DEFAULT_POLL_ACTION).toBe(calls.pollVote.fallback);
    expect(feedbackAttributes.action.default).toBe(calls.sendFeedback.fallback);
    expect(searchAttributes.action.default).toBe(calls.search.fallback);
  });

  it('throws for a page-supplied row without a fallback', () => {
    expect(() => calls.urlOf({ path: '{some action}' })).toThrow('"{some action}" has no fallback');
  });
});
