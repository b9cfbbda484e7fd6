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
  /** What a fake backend answers: to the site's own call (same-origin) and to a forged one. */
  interface Answers {
    own: [number, string, Record<string, string>?];
    forged: [number, string];
  }

  /** A backend answering by `Sec-Fetch-Site`, recording what arrived. */
  async function fake(answers: Answers) {
    const seen: { origin?: string; site?: string; header?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => {
        const site = req.headers['sec-fetch-site'] as string | undefined;
        seen.push({
          origin: req.headers.origin,
          site,
          header: req.headers['x-csrf-token'] as string | undefined,
          body: data,
        });
        const [status, body, headers] = site === 'cross-site' ? answers.forged : answers.own;
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return { origin: `http://127.0.0.1:${port}`, seen, close: () => server.close() };
  }

  /** Runs the probe against a demo backend started with `options`, then closes it. */
  async function againstDemo(
    options: Parameters<typeof startHttpBackend>[0],
    security: Parameters<typeof checkForgedCall>[1] = {},
  ) {
    await backend.close();
    backend = await startHttpBackend(options);
    try {
      return await checkForgedCall(backend.origin, security);
    } finally {
      await backend.close();
      backend = await startHttpBackend();
    }
  }

  it('demo backend with CSRF on: the site’s own vote with its token is taken, the forged one refused', async () => {
    const row = await againstDemo({ csrfToken: 'news-csrf-1' }, { csrfToken: 'news-csrf-1' });
    expect(row).toMatchObject({
      result: 'refused',
      detail: "HTTP 403; the site's own call: HTTP 200",
    });
  }, 30_000);

  it('demo backend with CSRF on but no token given: inconclusive, not a false «refused»', async () => {
    const row = await againstDemo({ csrfToken: 'news-csrf-1' });
    expect(row.result).toBe('inconclusive');
    expect(row.detail).toMatch(/^HTTP 403 to the site's own call: refused as well \(pass --origin/);
  }, 30_000);

  it('demo backend with CSRF off: the forged vote is accepted', async () => {
    const row = await againstDemo({ csrf: false });
    expect(row.result).toBe('accepted');
    expect(row.detail).toMatch(/^HTTP 200: the server changed data for a foreign page/);
  }, 30_000);

  it('demo backend that takes votes from signed-in readers only: inconclusive, says why', async () => {
    const row = await againstDemo({ requireSession: true });
    expect(row).toMatchObject({
      result: 'inconclusive',
      detail:
        "HTTP 401 to the site's own call: no session (pass --cookie with a signed-in session)",
      form: 'HTTP 401',
    });
  }, 30_000);

  it('sends the control as the site’s page would, then the forged vote: foreign Origin, cross-site, no token', async () => {
    const server = await fake({
      own: [200, '{"status":"ok"}'],
      forged: [403, '{"status":"error"}'],
    });
    try {
      const row = await checkForgedCall(server.origin, {
        origin: 'https://www.news.example',
        csrfToken: 'tok-9',
        csrfParam: '_token',
        cookie: 'sid=1',
      });
      expect(row).toMatchObject({ result: 'refused' });
      expect(server.seen).toHaveLength(2);
      const [own, forged] = server.seen;
      expect(own).toMatchObject({
        origin: 'https://www.news.example',
        site: 'same-origin',
        header: 'tok-9',
      });
      expect(Object.fromEntries(new URLSearchParams(own!.body))).toMatchObject({ _token: 'tok-9' });
      expect(forged).toMatchObject({
        origin: FORGED_ORIGIN,
        site: 'cross-site',
        header: undefined,
      });
      const fields = Object.fromEntries(new URLSearchParams(forged!.body));
      expect(Object.keys(fields).sort()).toEqual(['article_id', 'local_ip', 'rating', 'token']);
    } finally {
      server.close();
    }
  });

  it('a 200 that counts the forged vote is accepted; a 200 refusal is refused', async () => {
    const open = await fake({ own: [200, '{"status":"ok"}'], forged: [200, '{"status": "ok"}'] });
    try {
      expect((await checkForgedCall(open.origin)).result).toBe('accepted');
    } finally {
      open.close();
    }
    const polite = await fake({
      own: [200, '1'],
      forged: [200, '{"status": "error", "message": "CSRF"}'],
    });
    try {
      expect((await checkForgedCall(polite.origin)).result).toBe('refused');
    } finally {
      polite.close();
    }
  });

  it('a server that fails or redirects the site’s own call is inconclusive, never «refused»', async () => {
    const cases: [Answers['own'], string][] = [
      [[503, ''], "HTTP 503 to the site's own call: the server failed"],
      [[302, '', { Location: '/login' }], "HTTP 302 to the site's own call: a redirect to /login"],
      [
        [200, '{"status":"error","message":"Голосование закрыто"}'],
        "HTTP 200 to the site's own call: refused («Голосование закрыто»)",
      ],
    ];
    for (const [own, detail] of cases) {
      const server = await fake({ own, forged: [403, ''] });
      try {
        const row = await checkForgedCall(server.origin);
        expect(row).toMatchObject({ result: 'inconclusive', detail });
        expect(server.seen).toHaveLength(1);
      } finally {
        server.close();
      }
    }
  });
});
