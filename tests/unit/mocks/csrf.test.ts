/**
 * The demo backend checks calls that change data as the real API does (mocks/csrf.ts): where the
 * demo page renders `<meta name="biz-widgets:csrf-token">`, a vote without that token (header or
 * POST field) is refused with 403 and a token in the URL does not count; reads never need it; in
 * the login-only mode a vote without a session is answered 401.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setDemoCsrf } from '../../../mocks/csrf.ts';
import { db, DEMO_ACCOUNT } from '../../../mocks/db.ts';
import { BASE, post, useDemoBackend } from './helpers.ts';

useDemoBackend();

const VOTE = { article_id: '1024', token: 'v'.repeat(32), rating: 1, local_ip: '' };

function renderMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'biz-widgets:csrf-token';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll('meta[name^="biz-widgets:"]').forEach((m) => m.remove());
  setDemoCsrf();
});

describe('demo backend CSRF checks', () => {
  it('without a rendered token, a vote is taken as before', async () => {
    expect((await post('/article/rate', VOTE)).status).toBe(200);
  });

  it('with the page’s token rendered: the header or the POST field passes, none or a wrong one is 403', async () => {
    renderMeta('demo-tok');
    const none = await post('/article/rate', VOTE);
    expect(none.status).toBe(403);
    expect(await none.json()).toEqual({ status: 'error', message: 'Неверный CSRF-токен (демо)' });
    expect((await post('/article/rate', { ...VOTE, _csrf: 'other' })).status).toBe(403);
    expect((await post('/article/rate', { ...VOTE, _csrf: 'demo-tok' })).status).toBe(200);
    const header = await fetch(`${BASE}/article/rate`, {
      method: 'POST',
      headers: { 'X-CSRF-Token': 'demo-tok' },
      body: new URLSearchParams({ article_id: '1024', token: 'v'.repeat(32), rating: '1' }),
    });
    expect(header.status).toBe(200);
  });

  it('a token in the URL does not count; reads never need one', async () => {
    renderMeta('demo-tok');
    expect((await fetch(`${BASE}/logout?_csrf=demo-tok`)).status).toBe(403);
    expect(
      (await fetch(`${BASE}/logout`, { headers: { 'X-CSRF-Token': 'demo-tok' } })).status,
    ).toBe(200);
    expect((await fetch(`${BASE}/comments/list/1024?fullpage`)).status).toBe(200);
  });

  it('a token set for the HTTP backend wins over the page; login-only answers 401 without a session', async () => {
    renderMeta('page-tok');
    setDemoCsrf({ token: 'server-tok', param: '_token' });
    expect((await post('/article/rate', { ...VOTE, _csrf: 'page-tok' })).status).toBe(403);
    expect((await post('/article/rate', { ...VOTE, _token: 'server-tok' })).status).toBe(200);
    document.head.querySelector('meta[name="biz-widgets:csrf-token"]')!.remove();
    setDemoCsrf({ requireSession: true });
    const anonymous = await post('/article/rate', VOTE);
    expect(anonymous.status).toBe(401);
    db.session = DEMO_ACCOUNT.email;
    expect((await post('/article/rate', VOTE)).status).toBe(200);
  });
});
