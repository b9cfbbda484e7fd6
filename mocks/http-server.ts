/**
 * The demo backend over real HTTP (Node), for what a service worker cannot show: other origins
 * (the three-origin partner test), cookies, CORS, and `npm run contract:check` against a
 * running server. The same MSW handlers answer (`getResponse`), so its behaviour is the demo
 * page's. CORS is what docs/partners.md asks of the news site's API: the exact allowed origin
 * echoed, `Access-Control-Allow-Credentials: true`, `Vary: Origin`, a preflight for
 * multipart/`X-Requested-With`. The session (the demo's `db.session`) lives in a
 * `biz_session` cookie set `SameSite=None; Secure; Partitioned; HttpOnly`: a cross-site API
 * must, since browsers that block third-party cookies (Chromium here, Safari, Firefox) keep
 * only partitioned ones (CHIPS), per top-level site.
 * Demo userpics and pictures (demo/public) are served too, with CORS, so a partner page loads
 * them from this origin. The session cookies live in the store (`db.httpSessions`), so a store
 * kept in a file (mocks/state-file.ts) keeps partners signed in across a restart.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { getResponse } from 'msw';
import { db } from './db.ts';
import { setDemoCsrf } from './csrf.ts';
import { handlers } from './handlers/index.ts';
import { callOf, demoPathOf } from './route.ts';
import { afterStoreUse } from './store-hooks.ts';

/** Options of {@link startHttpBackend}. */
export interface HttpBackendOptions {
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  /** Host to bind; loopback only by default. */
  host?: string;
  /** Origins allowed to call with credentials (exact `scheme://host:port`); none by default. */
  allowOrigins?: string[];
  /** Folder of static files (userpics, pictures); default demo/public. */
  publicDir?: string;
  /**
   * Refuse calls that change data from a foreign `Origin` (the default). False: a backend with
   * no CSRF protection at all, which `contract:check --security` must report as accepting.
   */
  csrf?: boolean;
  /** The CSRF token calls that change data must carry (header or POST field); none by default. */
  csrfToken?: string;
  /** The POST field of {@link csrfToken}; `_csrf` by default. */
  csrfParam?: string;
  /** Calls that change data need a signed-in session (401 otherwise): a login-only API. */
  requireSession?: boolean;
}

/** A running backend. */
export interface HttpBackend {
  /** `http://host:port`, no trailing slash. */
  origin: string;
  server: Server;
  /** Requests seen, in order: method, path and the Cookie header (for tests). */
  seen: { method: string; path: string; cookie: string; origin: string }[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.js': 'text/javascript',
};

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => parts.push(chunk));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * The paths of the calls that change data through GET (docs/server-contract.md#csrf): the rows
 * of the call table that say so, at the paths their handlers serve.
 */
const CHANGING_GETS = new RegExp(
  `^(${handlers
    .map(callOf)
    .flatMap((row) => (row?.method === 'GET' && row.changes ? [demoPathOf(row)] : []))
    .map((path) => path.replace(/:\w+/g, '[^/]+'))
    .join('|')})$`,
);

/**
 * Whether a call that changes data (any POST, and the spec's changing GETs) comes from another
 * site that is not allowed: an `Origin` that is neither the backend's own nor in `allow`, or
 * `Sec-Fetch-Site: cross-site` without an allowed `Origin`. A call without either header (a
 * script, curl, `npm run contract:check`) is not a browser's forged request and passes.
 */
function forged(req: IncomingMessage, url: URL, allow: ReadonlySet<string>): boolean {
  const changes =
    req.method === 'POST' || (req.method === 'GET' && CHANGING_GETS.test(url.pathname));
  if (!changes) return false;
  const origin = req.headers.origin;
  if (origin) return origin !== url.origin && !allow.has(origin);
  return req.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * Sets the CORS headers of an answer to `origin` (credentials allowed for an origin in `allow`)
 * and answers a preflight (OPTIONS) with 204.
 * @returns whether the request was answered (a preflight)
 */
function answerCors(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  allow: ReadonlySet<string>,
): boolean {
  if (allow.has(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  res.setHeader('Vary', 'Origin');
  if (req.method !== 'OPTIONS') return false;
  if (allow.has(origin)) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Requested-With, X-CSRF-Token');
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.writeHead(204).end();
  return true;
}

/**
 * Answers a GET of a file under userpics/ or pics/ in `publicDir`, readable by any site.
 * @returns whether it was answered (false: not such a file; the handlers may know it, e.g. an
 * uploaded userpic)
 */
async function servePublicFile(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  publicDir: string,
): Promise<boolean> {
  const file = normalize(url.pathname).replace(/^([/\\])+/, '');
  if (!/^(userpics|pics)[/\\]/.test(file) || req.method !== 'GET') return false;
  try {
    const bytes = await readFile(join(publicDir, file));
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.end(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The Fetch API request of a Node request to `url`, its body read. */
async function toRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  return new Request(url, {
    method: req.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

/**
 * Runs the handlers on `request` with the session of the request's cookie as the demo's
 * db.session, and sets a new session cookie on `res` (or clears it) when they changed it.
 * @returns the handlers' response, undefined when none knows the request
 */
async function answerWithSession(
  req: IncomingMessage,
  res: ServerResponse,
  request: Request,
): Promise<Response | undefined> {
  const token = cookieValue(req.headers.cookie ?? '', 'biz_session');
  db.session = (token && db.httpSessions.get(token)) || null;
  const before = db.session;
  const response = await getResponse(handlers, request);
  const after = db.session as string | null;
  if (after === before) return response;
  if (after) {
    const next = randomUUID();
    db.httpSessions.set(next, after);
    // Kept like the rest of the store, so a restarted backend still knows the cookie.
    await afterStoreUse();
    res.setHeader(
      'Set-Cookie',
      `biz_session=${next}; Path=/; SameSite=None; Secure; Partitioned; HttpOnly; Max-Age=86400`,
    );
  } else {
    res.setHeader(
      'Set-Cookie',
      'biz_session=; Path=/; SameSite=None; Secure; Partitioned; Max-Age=0',
    );
  }
  return response;
}

/** Sends the handlers' `response` (404 when none, a dropped connection for a network error). */
async function sendResponse(res: ServerResponse, response: Response | undefined): Promise<void> {
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  if (response.type === 'error') {
    res.destroy(); // the chaos switch "network": drop the connection
    return;
  }
  const out: Record<string, string> = {};
  response.headers.forEach((value, key) => (out[key] = value));
  res.writeHead(response.status, out);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Starts the demo backend on HTTP.
 * @returns the running backend; `close()` stops it
 */
export async function startHttpBackend(options: HttpBackendOptions = {}): Promise<HttpBackend> {
  const allow = new Set(options.allowOrigins ?? []);
  setDemoCsrf({
    token: options.csrf === false ? null : (options.csrfToken ?? null),
    param: options.csrfParam,
    requireSession: options.requireSession,
  });
  const publicDir = options.publicDir ?? join(process.cwd(), 'demo', 'public');
  const seen: HttpBackend['seen'] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = req.headers.origin ?? '';
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    seen.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      cookie: req.headers.cookie ?? '',
      origin,
    });
    if (answerCors(req, res, origin, allow)) return;
    if (await servePublicFile(req, res, url, publicDir)) return;
    if (options.csrf !== false && forged(req, url, allow)) {
      // docs/server-contract.md#csrf: a call that changes data from a page that is neither this
      // site nor an allowed partner is refused, as the real API must.
      res
        .writeHead(403, { 'Content-Type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ status: 'error', message: 'Запрос с чужого сайта отклонён (демо)' }));
      return;
    }
    const response = await answerWithSession(req, res, await toRequest(req, url));
    await sendResponse(res, response);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[demo backend]', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('demo backend error');
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host ?? '127.0.0.1';
  return {
    origin: `http://${host}:${port}`,
    server,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        setDemoCsrf();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
