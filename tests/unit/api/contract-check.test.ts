// @vitest-environment node
/**
 * `npm run contract:check` against the demo backend served over real HTTP: every call is ok,
 * and a call the backend answers with the wrong shape is reported as such.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetChaos, setChaos } from '../../../mocks/chaos.ts';
import { resetDb } from '../../../mocks/db.ts';
import { startHttpBackend, type HttpBackend } from '../../../mocks/http-server.ts';
import { createServer } from 'node:http';
import {
  answerForm,
  checkContract,
  checkForgedCall,
  FORGED_ORIGIN,
} from '../../../scripts/contract-check.ts';
import { CALLS } from '../../../src/api/contract.ts';

let backend: HttpBackend;
beforeAll(async () => {
  resetDb();
  resetChaos();
  backend = await startHttpBackend();
});
afterAll(async () => {
  resetChaos();
  await backend.close();
});

describe('contract:check', () => {
  it('finds every call of the contract ok on the demo backend', async () => {
    const rows = await checkContract(backend.origin, { writes: true });
    expect(rows.filter((r) => r.result !== 'ok')).toEqual([]);
    expect(rows.map((r) => r.call).sort()).toEqual([...CALLS.values()].map((c) => c.path).sort());
  }, 30_000);

  it('skips the calls that change data unless told', async () => {
    const rows = await checkContract(backend.origin);
    const skipped = rows.filter((r) => r.result === 'skipped').map((r) => r.call);
    expect(skipped).toContain('/comments/send');
    expect(skipped).not.toContain('/comments/list/{article_id}?fullpage');
  }, 30_000);

  it('reports a wrong-shape answer and a 500 for the call that gave it', async () => {
    setChaos({ force: 'wrong-shape', only: '/polls/top10/result' });
    const [shape] = await checkContract(backend.origin, { only: ['/polls/top10/result'] });
    expect(shape).toMatchObject({ call: '/polls/top10/result', result: 'wrong shape' });
    setChaos({ force: 'http500', only: '/live/ajax' });
    const [status] = await checkContract(backend.origin, { only: ['/live/ajax/{id}'] });
    expect(status).toMatchObject({ call: '/live/ajax/{id}', result: 'wrong status' });
    resetChaos();
  }, 30_000);

  it('reports the form each answer came in', async () => {
    const rows = await checkContract(backend.origin, {
      only: ['/article/rate', '/logout'],
      writes: true,
    });
    expect(rows.map((r) => [r.call, r.form])).toEqual([
      ['/article/rate', 'JSON {status}'],
      ['/logout', 'JSON {status}'],
    ]);
    expect(answerForm(204, '')).toBe('empty');
    expect(answerForm(200, ' OK ')).toBe('bare token');
    expect(answerForm(200, '1')).toBe('bare token');
    expect(answerForm(200, '{"rating": 3}')).toBe('JSON (no status)');
    expect(answerForm(200, '{"success": false, "message": "нет"}')).toBe('JSON refusal');
    expect(answerForm(200, '<!DOCTYPE html><html><body>Главная</body></html>')).toBe('HTML page');
    expect(answerForm(200, '<div class="comment"></div>')).toBe('HTML fragment');
    expect(answerForm(200, 'Спасибо')).toBe('text');
    expect(answerForm(403, '')).toBe('HTTP 403');
  }, 30_000);
});

describe('contract:check --security', () => {
  /** A backend that refuses or accepts every call, recording what arrived. */
  async function fake(status: number, body: string) {
    const seen: { origin?: string; site?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => {
        seen.push({
          origin: req.headers.origin,
          site: req.headers['sec-fetch-site'] as string | undefined,
          body: data,
        });
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return { origin: `http://127.0.0.1:${port}`, seen, close: () => server.close() };
  }

  it('the demo backend refuses a forged vote, and takes the same vote from a script', async () => {
    const row = await checkForgedCall(backend.origin);
    expect(row).toMatchObject({ result: 'refused', detail: 'HTTP 403' });
    const [plain] = await checkContract(backend.origin, { only: ['/article/rate'], writes: true });
    expect(plain).toMatchObject({ call: '/article/rate', result: 'ok' });
  }, 30_000);

  it('sends a forged vote: a foreign Origin, cross-site, no CSRF token', async () => {
    const server = await fake(403, '{"status": "error"}');
    try {
      const row = await checkForgedCall(server.origin);
      expect(row).toMatchObject({ result: 'refused', detail: 'HTTP 403' });
      expect(server.seen).toHaveLength(1);
      expect(server.seen[0]!.origin).toBe(FORGED_ORIGIN);
      expect(server.seen[0]!.site).toBe('cross-site');
      expect(Object.fromEntries(new URLSearchParams(server.seen[0]!.body))).not.toHaveProperty(
        '_csrf',
      );
    } finally {
      server.close();
    }
  });

  it('a 200 that counts the vote is reported as accepted; a 200 refusal as refused', async () => {
    const open = await fake(200, '{"status": "ok"}');
    try {
      expect((await checkForgedCall(open.origin)).result).toBe('accepted');
    } finally {
      open.close();
    }
    const polite = await fake(200, '{"status": "error", "message": "CSRF"}');
    try {
      expect((await checkForgedCall(polite.origin)).result).toBe('refused');
    } finally {
      polite.close();
    }
  });
});
