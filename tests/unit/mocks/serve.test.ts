// @vitest-environment node
/**
 * `npm run backend` remembers between restarts: the real command (mocks/serve.ts) is
 * started, a vote goes through it, it is stopped and started again on the same state file, and
 * the vote is still counted; `--reset` starts from the seed again. The session cookie and a
 * broken file are checked in process (mocks/state-file.ts, the same code the command runs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { db, resetDb } from '../../../mocks/db.ts';
import { startHttpBackend } from '../../../mocks/http-server.ts';
import { keepStateInFile } from '../../../mocks/state-file.ts';
import { setStoreHooks } from '../../../mocks/store-hooks.ts';

let dir = '';
let running: ChildProcess | null = null;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'biz-backend-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => stop());

/** Starts `npm run backend` on a free port with `args`; resolves with its origin. */
function start(...args: string[]): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'mocks/serve.ts',
      '--port',
      '0',
      '--state',
      join(dir, 'state.json'),
      ...args,
    ],
    { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running = child;
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const origin = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (origin) resolve(origin);
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`backend exited (${code}): ${out}`)));
  });
}

/** Stops the running backend (Ctrl+C, as a partner would). */
async function stop(): Promise<void> {
  const child = running;
  running = null;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGINT');
  });
}

/** Votes on article 1024 as visitor `token`; the sum the backend answers. */
async function vote(origin: string, token: string, rating: 1 | -1 = 1): Promise<number> {
  const response = await fetch(`${origin}/article/rate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ article_id: '1024', token, rating: String(rating) }),
  });
  const answer = (await response.json()) as { rating: number };
  return answer.rating;
}

describe('npm run backend keeps its state in a file', () => {
  test('a vote survives a restart; --reset starts from the seed', async () => {
    let origin = await start('--reset');
    expect(await vote(origin, 'reader-a')).toBe(18);
    await stop();
    // The file is JSON (devalue), so a partner can look into it.
    expect(
      () => JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as unknown,
    ).not.toThrow();

    origin = await start();
    // Reader A's vote is still counted: the same vote again changes nothing, another reader's adds one.
    expect(await vote(origin, 'reader-a')).toBe(18);
    expect(await vote(origin, 'reader-b')).toBe(19);
    await stop();

    origin = await start('--reset');
    expect(await vote(origin, 'reader-a')).toBe(18);
  }, 60_000);

  test('a signed-in partner stays signed in across a restart (in process)', async () => {
    const path = join(dir, 'sessions.json');
    expect(await keepStateInFile(path, { reset: true })).toBe('reset');
    let backend = await startHttpBackend();
    const login = await fetch(`${backend.origin}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'reader@example.ru', password: 'demo1234' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^biz_session=.+/);
    await backend.close();
    resetDb(); // what a new process would have in memory

    expect(await keepStateInFile(path)).toBe('loaded');
    backend = await startHttpBackend();
    try {
      const fav = await fetch(`${backend.origin}/me/add-fav`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
        body: new URLSearchParams({ type: '1', id: '1024' }),
      });
      expect(await fav.json()).toMatchObject({ status: 'ok', active: true });
    } finally {
      await backend.close();
      setStoreHooks(null);
      resetDb();
    }
  });

  test('a broken or foreign state file starts from the seed and is replaced', async () => {
    const path = join(dir, 'broken.json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeFileSync(path, '{"articleRatings": ');
    expect(await keepStateInFile(path)).toBe('seed');
    setStoreHooks(null);
    writeFileSync(path, JSON.stringify([{ articleRatings: 1 }]));
    expect(await keepStateInFile(path)).toBe('seed');
    setStoreHooks(null);
    expect(await keepStateInFile(path)).toBe('loaded');
    setStoreHooks(null);
    expect(db.articleRatings.get('1024')).toBe(17);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
