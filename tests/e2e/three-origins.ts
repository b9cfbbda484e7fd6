/**
 * Three origins as a partner meets them (docs/partners.md): the bundle on a CDN (127.0.0.1:C), a
 * partner page with the strict CSP docs/partners.md gives (127.0.0.1:P), the API on another site
 * (localhost:A, so its cookie must be `SameSite=None; Secure`). Rating, comments, sign-in, a
 * bookmark and «Выйти» work; userpics load from the API; the partner's own CSRF token reaches no
 * API request; no CSP or Trusted Types violation; no request to the partner's origin but the page.
 */
import { createServer } from 'node:http';
import type { Browser, Page } from 'puppeteer-core';
import { startHttpBackend } from '../../mocks/http-server.ts';
import { DEMO_ACCOUNT } from '../../mocks/seed/users.ts';
import { waitFor, waitInPage } from './browser.ts';
import { startCdn } from './cdn.ts';

/** The partner page's CSP (docs/partners.md "The partner page's CSP"). */
function partnerCsp(cdn: string, api: string): string {
  return [
    "default-src 'self'",
    `script-src ${cdn}`,
    `connect-src ${api}`,
    `img-src ${api} data:`,
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types biz-widgets',
  ].join('; ');
}

/** The partner framework's own CSRF token (Rails, Laravel and Yii render it on every page). */
const PARTNER_TOKEN = 'partner-own-csrf-9f8e7d';

function partnerPage(cdn: string, api: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Партнёр</title>
<meta name="csrf-param" content="authenticity_token">
<meta name="csrf-token" content="${PARTNER_TOKEN}">
<meta name="biz-widgets:api-base" content="${api}">
<meta name="biz-widgets:credentials" content="include">
<script type="module" src="${cdn}/biz-widgets.js"></script></head>
<body><header><biz-user-menu></biz-user-menu></header>
<biz-auth-modal login-action="${api}/auth/login" register-action="${api}/auth/register"
  restore-action="${api}/auth/restore"></biz-auth-modal>
<main><h1>Статья партнёра</h1><p>Текст статьи.</p>
<biz-bookmark item-id="1024" type="1"></biz-bookmark>
<biz-article-rating article-id="1024" rating="5"></biz-article-rating>
<biz-comments article-id="1024"></biz-comments></main></body></html>`;
}

const inShadow = (tag: string, selector: string) =>
  `document.querySelector('${tag}')?.shadowRoot?.querySelector('${selector}')`;

/** Collects CSP violations and page errors from the moment the page starts. */
async function watch(page: Page) {
  const violations: string[] = [];
  const pageErrors: string[] = [];
  await page.exposeFunction('__violation', (text: string) => violations.push(text));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __violation(t: string): void }).__violation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  return { violations, pageErrors };
}

/** A partner origin the API does not allow: a neutral message; `biz-error` names CORS. */
async function notAllowed(
  browser: Browser,
  handler: Parameters<typeof createServer>[1],
  apiOrigin: string,
): Promise<string> {
  const other = createServer(handler);
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const address = other.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const page = await browser.newPage();
  try {
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { errors: string[] };
      w.errors = [];
      document.addEventListener('biz-error', (e) =>
        w.errors.push((e as CustomEvent<{ message: string }>).detail.message),
      );
    });
    await page.goto(`${origin}/`);
    await waitInPage(page, 'the rating', `!!${inShadow('biz-article-rating', '[part~=plus]')}`);
    await page.evaluate(`${inShadow('biz-article-rating', '[part~=plus]')}.click()`);
    await waitInPage(page, 'the CORS hint', `window.errors.some((m) => m.includes('CORS'))`);
    await waitInPage(
      page,
      "the rating's failure message",
      `!!${inShadow('biz-article-rating', '[part~=error]')}?.textContent`,
    );
    const shown = await page.evaluate<[], () => string>(
      `${inShadow('biz-article-rating', '[part~=error]')}?.textContent ?? ''`,
    );
    if (!shown.includes('Не удалось связаться с сервером')) {
      throw new Error(`the reader saw «${shown}» on a page the API does not allow`);
    }
    return `an origin the API does not allow: the reader reads «Не удалось связаться…», biz-error names CORS (${apiOrigin})`;
  } finally {
    await page.close();
    other.closeAllConnections();
    await new Promise<void>((resolve) => other.close(() => resolve()));
  }
}

/** Watches `page`'s API requests for the partner's CSRF token: those that carried it. */
function watchToken(page: Page, apiOrigin: string): string[] {
  const leaks: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${apiOrigin}/`)) return;
    const where = [
      request.url().includes(PARTNER_TOKEN) ? 'URL' : '',
      Object.values(request.headers()).some((v) => v.includes(PARTNER_TOKEN)) ? 'header' : '',
      (request.postData() ?? '').includes(PARTNER_TOKEN) ? 'body' : '',
    ].filter(Boolean);
    if (where.length) leaks.push(`${request.method()} ${request.url()} (${where.join(', ')})`);
  });
  return leaks;
}

/** «Выйти» in the user menu: GET /logout reaches the API and the menu is anonymous again. */
async function signOut(page: Page, api: { seen: { method: string; path: string }[] }) {
  await page.evaluate(`${inShadow('biz-user-menu', '[part~=logout]')}.click()`);
  await waitFor('GET /logout at the API', () =>
    api.seen.some((r) => r.method === 'GET' && r.path === '/logout'),
  );
  await waitInPage(page, 'signed out', `!!${inShadow('biz-user-menu', '[part~=login]')}`);
}

/** The partner scenario (`localhost` mapped to 127.0.0.1): a line per check; throws on failure. */
export async function threeOrigins(browser: Browser): Promise<string[]> {
  const cdn = await startCdn('dist');
  let html = '';
  let csp = '';
  const partner = createServer((req, res) => {
    res.writeHead(req.url === '/' ? 200 : 404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
    });
    res.end(req.url === '/' ? html : '');
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const address = partner.address();
  const partnerOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The API allows exactly the partner's origin, with credentials, on another site (localhost).
  const api = await startHttpBackend({ host: '127.0.0.1', allowOrigins: [partnerOrigin] });
  const apiOrigin = api.origin.replace('127.0.0.1', 'localhost');
  html = partnerPage(cdn.origin, apiOrigin);
  csp = partnerCsp(cdn.origin, apiOrigin);

  const results: string[] = [];
  const page = await browser.newPage();
  const leaks = watchToken(page, apiOrigin);
  try {
    const { violations, pageErrors } = await watch(page);
    await page.goto(`${partnerOrigin}/`);

    await waitInPage(page, 'the rating', `!!${inShadow('biz-article-rating', '[part~=plus]')}`);
    await page.evaluate(`${inShadow('biz-article-rating', '[part~=plus]')}.click()`);
    await waitFor('POST /article/rate at the API', () =>
      api.seen.some((r) => r.method === 'POST' && r.path === '/article/rate'),
    );
    await waitInPage(
      page,
      'the new sum',
      `${inShadow('biz-article-rating', '[part~=sum]')}?.textContent.includes('6')`,
    );
    results.push('rating: vote sent to the API, sum 5 → 6');

    // Comments: the list comes from the API; userpics load from the API's origin.
    await waitInPage(
      page,
      'comments',
      `document.querySelector('biz-comments')?.shadowRoot?.querySelectorAll('[part~=comment]').length > 3`,
    );
    const pics = await page.evaluate<[], () => string[]>(
      `[...document.querySelector('biz-comments').shadowRoot.querySelectorAll('img')].map((i) => i.src)`,
    );
    const foreign = pics.filter(
      (src) => !src.startsWith(`${apiOrigin}/`) && !src.startsWith('data:'),
    );
    if (!pics.length || foreign.length) {
      throw new Error(
        `userpics not from the API origin: ${foreign.slice(0, 3).join(', ') || 'none shown'}`,
      );
    }
    // Userpics are lazy: those in view load from the API, with no CSP complaint.
    await waitInPage(
      page,
      'the first userpic loaded',
      `(() => { const i = document.querySelector('biz-comments').shadowRoot.querySelector('img'); return i.complete && i.naturalWidth > 0; })()`,
    );
    results.push(
      `comments: list from the API, ${pics.length} userpics from ${apiOrigin}, the first loaded`,
    );

    // Sign-in: the dialog posts to the API; its cookie comes back on the next call.
    await waitInPage(page, 'the «Войти» button', `!!${inShadow('biz-user-menu', '[part~=login]')}`);
    await page.evaluate(`${inShadow('biz-user-menu', '[part~=login]')}.click()`);
    await page.waitForSelector('biz-auth-modal form[slot=login] input[name=email]', {
      visible: true,
    });
    await page.type('biz-auth-modal form[slot=login] input[name=email]', DEMO_ACCOUNT.email);
    await page.type('biz-auth-modal form[slot=login] input[name=password]', DEMO_ACCOUNT.password);
    await page.keyboard.press('Enter');
    await waitInPage(
      page,
      'the signed-in name',
      `${inShadow('biz-user-menu', '[part~=username]')}?.textContent.includes('Анна Соколова')`,
    );
    await page.evaluate(`${inShadow('biz-bookmark', '[part~=button]')}.click()`);
    await waitFor('the bookmark call', () => api.seen.some((r) => r.path === '/me/add-fav'));
    const bookmark = api.seen.find((r) => r.path === '/me/add-fav')!;
    if (!bookmark.cookie.includes('biz_session=')) {
      throw new Error('the API session cookie was not sent with the bookmark call');
    }
    await waitInPage(
      page,
      'the bookmark pressed',
      `${inShadow('biz-bookmark', '[part~=button]')}?.getAttribute('aria-pressed') === 'true'`,
    );
    results.push(
      'sign-in: login at the API, name shown, the session cookie sent with the bookmark',
    );

    await signOut(page, api);
    if (leaks.length)
      throw new Error(`the partner's CSRF token left the page: ${leaks.join('; ')}`);
    results.push(
      "«Выйти» at the API; the partner's own csrf-token in no request (vote, bookmark, logout)",
    );

    if (!cdn.log.some((r) => r.path === '/biz-widgets.js' && r.status === 200)) {
      throw new Error('the bundle did not come from the CDN');
    }
    if (violations.length) throw new Error(`CSP violations: ${violations.join('; ')}`);
    if (pageErrors.length) throw new Error(`page errors: ${pageErrors.join('; ')}`);
    results.push('no CSP or Trusted Types violation, no page error');
    results.push(await notAllowed(browser, partner.listeners('request')[0] as never, apiOrigin));
    return results;
  } finally {
    await page.close();
    await api.close();
    await cdn.close();
    partner.closeAllConnections();
    await new Promise<void>((resolve) => partner.close(() => resolve()));
  }
}
