// @vitest-environment node
/**
 * `npm run contract:check` against the demo backend served over real HTTP: every call is ok,
 * and a call the backend answers with the wrong shape is reported as such.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetChaos, setChaos } from '../../../mocks/chaos.ts';
import { resetDb } from '../../../mocks/db.ts';
import { startHttpBackend, type HttpBackend } from '../../../mocks/http-server.ts';
import { checkContract } from '../../../scripts/contract-check.ts';
import { CONTRACT } from '../../../src/api/contract.ts';

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
    expect(rows.map((r) => r.call).sort()).toEqual(CONTRACT.map((c) => c.path).sort());
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
});
