/** Demo backend: latency, forced failures and the request log. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as s from '../../../src/api/schemas/index.ts';
import { pickFailure, setChaos } from '../../../mocks/chaos.ts';
import { db } from '../../../mocks/db.ts';
import { requests } from '../../../mocks/log.ts';
import { WRONG_SHAPE } from '../../../mocks/route.ts';
import { BASE, get, post, useDemoBackend } from './helpers.ts';

useDemoBackend();

const rate = () => post('/article/rate', { article_id: 1024, token: 't', rating: 1, local_ip: '' });

describe('forced failures', () => {
  it('http500 answers 500 with a JSON error and changes nothing', async () => {
    setChaos({ force: 'http500' });
    const res = await rate();
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ status: 'error' });
    expect(db.articleRatings.get('1024')).toBe(17);
  });

  it('network makes fetch reject', async () => {
    setChaos({ force: 'network' });
    await expect(rate()).rejects.toThrow();
  });

  it('timeout never answers', async () => {
    setChaos({ force: 'timeout' });
    const call = fetch(`${BASE}/polls/result/7`, { signal: AbortSignal.timeout(200) });
    await expect(call).rejects.toThrow();
  });

  it('malformed JSON does not parse; malformed HTML is cut off', async () => {
    setChaos({ force: 'malformed' });
    const text = await (await post('/live/ajax/42', { last_timestamp: 0 })).text();
    expect(() => JSON.parse(text)).toThrow();
    const html = await (await get('/comments/list/1024?fullpage')).text();
    expect(html).not.toContain('</article>');
  });

  it('wrong-shape JSON fails the schema', async () => {
    setChaos({ force: 'wrong-shape' });
    const data: unknown = await (await post('/live/ajax/42', { last_timestamp: 0 })).json();
    expect(z.safeParse(s.LiveAnswer, data).success).toBe(false);
    const html = await (await get('/comments/list/1024?fullpage')).text();
    expect(html).not.toContain('biz-comment');
  });

  it('the wrong-shape body fails every answer schema', () => {
    const answers = Object.entries(s).filter(([name]) => /Answer$/.test(name));
    expect(answers.length).toBeGreaterThanOrEqual(15);
    for (const [name, schema] of answers) {
      const ok = z.safeParse(schema as z.ZodMiniType, WRONG_SHAPE).success;
      expect(ok, name).toBe(false);
    }
  });

  it('`only` limits the failure to one path', async () => {
    setChaos({ force: 'http500', only: '/article/rate' });
    expect((await rate()).status).toBe(500);
    expect((await get('/polls/result/7')).status).toBe(200);
  });
});

describe('rates and latency', () => {
  it('error and malformed rates pick failures by chance', () => {
    setChaos({ errorRate: 1 });
    expect(['http500', 'network']).toContain(pickFailure('/x', () => 0.1));
    setChaos({ errorRate: 0, malformedRate: 1 });
    expect(['malformed', 'wrong-shape']).toContain(pickFailure('/x', () => 0.9));
    setChaos({ malformedRate: 0.2 });
    expect(pickFailure('/x', () => 0.5)).toBeNull();
  });

  it('adds latency', async () => {
    setChaos({ latencyMs: 150 });
    const started = performance.now();
    await get('/polls/result/7');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('request log', () => {
  it('records method, path, query and fields', async () => {
    await rate();
    await get('/typo', { title: 'T', link: '/article/1024', message: 'опечтака' });
    expect(requests('/article/rate')[0]).toMatchObject({
      method: 'POST',
      fields: { article_id: '1024', token: 't', rating: '1', local_ip: '' },
    });
    expect(requests('/typo')[0]?.query).toEqual({
      title: 'T',
      link: '/article/1024',
      message: 'опечтака',
    });
    expect(requests('/article/rate')[0]?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('records how each request was answered', async () => {
    await rate();
    setChaos({ force: 'network' });
    await expect(rate()).rejects.toThrow();
    expect(requests('/article/rate').map((r) => r.outcome)).toEqual(['200', 'network']);
    expect(requests()[0]?.at).toBeGreaterThan(0);
  });
});

describe('forced failures (answers that lie)', () => {
  it('html-page answers 200 with a whole login page', async () => {
    setChaos({ force: 'html-page', only: '/article/rate' });
    const res = await rate();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/^<!DOCTYPE html><html/);
    expect(db.articleRatings.get('1024')).toBe(17);
  });

  it('empty-204 answers 204 with no body', async () => {
    setChaos({ force: 'empty-204' });
    const res = await rate();
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('rate-limit answers 429 with Retry-After in seconds; unavailable 503 with an HTTP-date', async () => {
    setChaos({ force: 'rate-limit', retryAfterSec: 7 });
    const limited = await rate();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    setChaos({ force: 'unavailable', retryAfterSec: 60 });
    const down = await rate();
    expect(down.status).toBe(503);
    const at = Date.parse(down.headers.get('retry-after') ?? '');
    expect(at - Date.now()).toBeGreaterThan(50_000);
    expect(down.headers.get('retry-after')).toMatch(/ GMT$/);
  });
});
