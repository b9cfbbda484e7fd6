/**
 * `npm run contract:check -- <base-url> [--only path,path] [--writes] [--actions name=path,…]
 * [--security [--origin URL] [--csrf-token T] [--csrf-param NAME] [--cookie HEADER]]`: conformance
 * of a running backend. Each call is sent with the elements' own endpoint functions and checked
 * by their client rules and zod schemas: "ok" means an element would accept the answer. Prints
 * call → ok / wrong shape / wrong status / unreachable, with the answer's form
 * (docs/server-contract.md#answers-the-spec-does-not-show); exit 1 unless every call is ok.
 * `--security` also probes CSRF (docs/server-contract.md#csrf, {@link checkForgedCall}).
 * `--writes` adds the calls that change data: staging or `npm run backend`, never production.
 * Paths and the writes flag come from src/api/calls.ts; `--actions login=/user/login,…` names
 * the form actions a page supplies (default: their rows' fallbacks, the demo backend's paths).
 */
import { parseArgs } from 'node:util';
import * as api from '../src/api/endpoints.ts';
import * as calls from '../src/api/calls.ts';
import { readAck, type Fields } from '../src/api/client.ts';
import { ApiError } from '../src/api/errors.ts';
import { configure } from '../src/services/config.ts';
import { getVisitorToken, setFingerprintSource } from '../src/services/token.ts';

/** The outcome of one call. */
export interface CheckRow {
  call: string;
  result:
    | 'ok'
    | 'wrong shape'
    | 'wrong status'
    | 'unreachable'
    | 'skipped'
    | 'refused'
    | 'accepted'
    | 'inconclusive';
  detail: string;
  /** The form of the answer ({@link answerForm}); absent when nothing was answered. */
  form?: string;
}

/**
 * The form a 2xx answer came in, as docs/server-contract.md names them (`empty`, `bare token`,
 * `JSON {status}`, `JSON refusal`, `HTML page`…); a non-2xx is `HTTP {status}`.
 */
export function answerForm(status: number, text: string): string {
  if (status < 200 || status > 299) return `HTTP ${status}`;
  const body = text.trim();
  if (status === 204 || status === 205 || !body) return 'empty';
  if (/^<!doctype\b|^<html[\s>]/i.test(body)) return 'HTML page';
  if (body.startsWith('<')) return 'HTML fragment';
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return readAck(body, status) ? 'bare token' : 'text';
  }
  if (data === null || Array.isArray(data)) return 'JSON';
  if (typeof data !== 'object') return 'bare token';
  if (readAck(body, status)?.refused) return 'JSON refusal';
  return 'status' in data ? 'JSON {status}' : 'JSON (no status)';
}

/** Form actions the page supplies, by name; defaults are their rows' fallbacks. */
export const DEFAULT_ACTIONS = {
  search: calls.urlOf(calls.search),
  login: calls.urlOf(calls.login),
  register: calls.urlOf(calls.register),
  restore: calls.urlOf(calls.restorePassword),
  password: calls.urlOf(calls.changePassword),
  poll: calls.urlOf(calls.pollVote),
  feedback: calls.urlOf(calls.sendFeedback),
  report: calls.urlOf(calls.reportComment),
  loadMore: calls.urlOf(calls.loadMore, { page: 1 }),
};

export type Actions = typeof DEFAULT_ACTIONS;

/** Safe test data: ids the demo backend seeds; a staging backend should have the same. */
const ARTICLE = '1024';
const COMMENT = '5001';

type Sample = [string, boolean, () => Promise<unknown>];

function sample(call: calls.Call<Fields, unknown>, send: () => Promise<unknown>): Sample {
  return [call.path, call.changes === true, send];
}

/** Every call with safe test data and form actions `a` (tests/unit/api/calls.test.ts uses it). */
export function sampleCalls(a: Actions): Sample[] {
  const pdf = new File(['%PDF-1.4\n% contract check\n'], 'contract-check.pdf', {
    type: 'application/pdf',
  });
  const png = new File(
    [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    'contract-check.png',
    { type: 'image/png' },
  );
  return [
    sample(calls.commentsList, () => api.commentsList(ARTICLE)),
    sample(calls.commentEmbed, () => api.commentEmbed(COMMENT)),
    sample(calls.newComments, () => api.newComments(ARTICLE, 0)),
    sample(calls.findUsers, () => api.findUsers('ан')),
    sample(calls.pollResult, () => api.pollResult('7')),
    sample(calls.top10Result, () => api.top10Result(ARTICLE)),
    sample(calls.liveUpdates, () => api.liveUpdates('42', 0)),
    sample(calls.newsPage, () => api.newsPage(2, '0')),
    sample(calls.loadMore, () => api.loadMore(a.loadMore)),
    sample(calls.getNotifications, () => api.getNotifications()),
    sample(calls.search, () =>
      api.search(a.search, { query: 'завод', period: 0, newest_begin: 0, page: 1 }),
    ),
    sample(calls.rateArticle, () => api.rateArticle(ARTICLE, 1)),
    sample(calls.rateComment, () => api.rateComment(COMMENT, 1)),
    sample(calls.reactToComment, () => api.reactToComment(COMMENT, 'like')),
    sample(calls.reportComment, () =>
      api.reportComment(a.report, {
        comment_id: COMMENT,
        reason: 'other',
        text: 'Проверка контракта',
      }),
    ),
    sample(calls.top10Vote, () => api.top10Vote(ARTICLE, '101')),
    sample(calls.pollVote, () => api.pollVote(a.poll, '7', '71')),
    sample(calls.quizVote, () => api.quizVote('301', '1')),
    sample(calls.reportTypo, () =>
      api.reportTypo({ title: 'Проверка', link: '/', message: 'опечатка' }),
    ),
    sample(calls.sendFeedback, () =>
      api.sendFeedback(a.feedback, { message: 'Проверка контракта', contact: 'qa@example.ru' }),
    ),
    sample(calls.askConferenceQuestion, () =>
      api.askConferenceQuestion({
        id: '25',
        email: 'qa@example.ru',
        name: 'Проверка',
        message: 'Проверка контракта',
      }),
    ),
    sample(calls.sendResume, () => api.sendResume('31', pdf)),
    sample(calls.register, () =>
      api.register(a.register, {
        email: `qa-${Date.now()}@example.ru`,
        password: 'contract-check-1',
        password_repeat: 'contract-check-1',
        name: 'Проверка',
        nickname: `qa${Date.now()}`,
      }),
    ),
    sample(calls.restorePassword, () => api.restorePassword(a.restore, { email: 'qa@example.ru' })),
    sample(calls.login, () =>
      api.login(a.login, { email: 'reader@example.ru', password: 'demo1234' }),
    ),
    sample(calls.toggleFavourite, () => api.toggleFavourite(1, ARTICLE)),
    sample(calls.removeDeletedFavourite, () =>
      api.removeDeletedFavourite(
        calls.urlOf(calls.removeDeletedFavourite, { type: 1, id: ARTICLE }),
      ),
    ),
    sample(calls.uploadUserpic, () => api.uploadUserpic(png)),
    sample(calls.changePassword, () =>
      api.changePassword(a.password, {
        password: 'demo1234',
        new_password: 'demo1234',
        repeat_password: 'demo1234',
      }),
    ),
    sample(calls.registerPushToken, () =>
      api.registerPushToken('{"endpoint":"https://push.example/x"}'),
    ),
    sample(calls.sendComment, () =>
      api.sendComment({
        article_id: ARTICLE,
        message: 'Проверка контракта',
        parent_id: '0',
        is_anonymous: 0,
      }),
    ),
    sample(calls.logout, () => api.logout()),
  ];
}

let lastAnswer: Promise<string | undefined> = Promise.resolve(undefined);

/** A cookie jar for Node's fetch, as a browser keeps a login's session; returns the uninstaller. */
function useCookieJar(): () => void {
  const jar = new Map<string, string>();
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await original(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0/i.test(line)) jar.delete(name.trim());
      else jar.set(name.trim(), value.join('='));
    }
    const copy = response.clone();
    lastAnswer = copy.text().then(
      (text) => answerForm(copy.status, text),
      () => undefined,
    );
    return response;
  };
  return () => {
    globalThis.fetch = original;
  };
}

function classify(error: unknown): Pick<CheckRow, 'result' | 'detail'> {
  if (error instanceof ApiError) {
    if (error.kind === 'validation' || error.kind === 'parse') {
      return { result: 'wrong shape', detail: error.message };
    }
    if (error.kind === 'http') return { result: 'wrong status', detail: error.message };
    return { result: 'unreachable', detail: `${error.kind}: ${error.message}` };
  }
  return { result: 'unreachable', detail: String(error) };
}

/**
 * Checks the backend at `base` (e.g. `http://127.0.0.1:8787`): one row per call. `only`: contract
 * paths; `writes`: with calls that change data; `actions`: form action paths.
 */
export async function checkContract(
  base: string,
  options: { only?: string[]; writes?: boolean; actions?: Partial<Actions> } = {},
): Promise<CheckRow[]> {
  configure({ apiBase: base.replace(/\/+$/, ''), credentials: 'include', timeoutMs: 10_000 });
  setFingerprintSource(() => Promise.resolve('c0ntract0check0c0ntract0check000'));
  await getVisitorToken(); // get-notifications waits for a known token (it never computes one)
  const rows: CheckRow[] = [];
  const uninstall = useCookieJar();
  try {
    await run(rows, options);
  } finally {
    uninstall();
  }
  return rows;
}

async function run(
  rows: CheckRow[],
  options: { only?: string[]; writes?: boolean; actions?: Partial<Actions> },
): Promise<void> {
  for (const [call, writes, send] of sampleCalls({ ...DEFAULT_ACTIONS, ...options.actions })) {
    if (options.only?.length && !options.only.includes(call)) continue;
    if (writes && !options.writes) {
      rows.push({ call, result: 'skipped', detail: 'changes data: run with --writes' });
      continue;
    }
    lastAnswer = Promise.resolve(undefined);
    let row: CheckRow;
    try {
      await send();
      row = { call, result: 'ok', detail: '' };
    } catch (error) {
      row = { call, ...classify(error) };
    }
    const form = await lastAnswer;
    rows.push(form ? { ...row, form } : row);
  }
}

/** The foreign origin the `--security` probe claims to come from. */
export const FORGED_ORIGIN = 'https://forged.invalid';

/** What the `--security` probe knows of the site's own calls. */
export interface SecurityOptions {
  /** The site's own origin, the control's `Origin` (default: the backend's). */
  origin?: string;
  /** The CSRF token the site's pages render for the API (control call only). */
  csrfToken?: string;
  /** Its POST field; `_csrf` by default. */
  csrfParam?: string;
  /** A signed-in `Cookie` header, for an API that takes votes from readers only. */
  cookie?: string;
}

/** The vote both probes send: the same fields, so only who sends it differs. */
const PROBE_VOTE = {
  article_id: ARTICLE,
  token: 'f0rged0f0rged0f0rged0f0rged00000',
  rating: '1',
  local_ip: '',
};

const PROBE_CALL = calls.rateArticle;

/** POST /article/rate with `headers` and the vote's fields plus `extra`; never follows a redirect. */
async function probeVote(
  base: string,
  headers: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<{ status: number; text: string; location: string }> {
  const response = await fetch(`${base.replace(/\/+$/, '')}${PROBE_CALL.path}`, {
    method: PROBE_CALL.method,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ ...PROBE_VOTE, ...extra }),
    redirect: 'manual',
  });
  return {
    status: response.status,
    text: await response.text(),
    location: response.headers.get('location') ?? '',
  };
}

function accepted(status: number, text: string): boolean {
  return status >= 200 && status < 300 && readAck(text, status)?.refused !== true;
}

/** Why the site's own control call was not accepted, as an operator can act on it. */
function whyInconclusive(status: number, text: string, location: string): string {
  const own = `HTTP ${status} to the site's own call`;
  if (status === 401) return `${own}: no session (pass --cookie with a signed-in session)`;
  if (status === 403) {
    return `${own}: refused as well (pass --origin, --csrf-token or --cookie as the site's page sends them)`;
  }
  if (status >= 300 && status < 400)
    return `${own}: a redirect${location ? ` to ${location}` : ''}`;
  if (status >= 500) return `${own}: the server failed`;
  const ack = readAck(text, status);
  if (ack?.refused) return `${own}: refused («${ack.answer.message ?? String(ack.answer.status)}»)`;
  return `${own}: not a success`;
}

/**
 * The `--security` probe: POST /article/rate as the site's own page (its `Origin`, same-origin,
 * token and cookie), then, if accepted, from a foreign origin without them: `refused`,
 * `accepted`, `inconclusive` (the control refused; detail says why) or `unreachable`.
 */
export async function checkForgedCall(
  base: string,
  options: SecurityOptions = {},
): Promise<CheckRow> {
  const call = `${PROBE_CALL.method} ${PROBE_CALL.path} from ${FORGED_ORIGIN}, no CSRF token`;
  try {
    const own: Record<string, string> = {
      Origin: options.origin ?? new URL(base).origin,
      'Sec-Fetch-Site': 'same-origin',
    };
    if (options.csrfToken) own['X-CSRF-Token'] = options.csrfToken;
    if (options.cookie) own.Cookie = options.cookie;
    const field = options.csrfToken ? { [options.csrfParam ?? '_csrf']: options.csrfToken } : {};
    const control = await probeVote(base, own, field);
    if (!accepted(control.status, control.text)) {
      return {
        call,
        result: 'inconclusive',
        detail: whyInconclusive(control.status, control.text, control.location),
        form: answerForm(control.status, control.text),
      };
    }
    const forged = await probeVote(base, { Origin: FORGED_ORIGIN, 'Sec-Fetch-Site': 'cross-site' });
    const form = answerForm(forged.status, forged.text);
    return accepted(forged.status, forged.text)
      ? {
          call,
          result: 'accepted',
          detail: `HTTP ${forged.status}: the server changed data for a foreign page (check Origin and the CSRF token)`,
          form,
        }
      : {
          call,
          result: 'refused',
          detail: `HTTP ${forged.status}; the site's own call: HTTP ${control.status}`,
          form,
        };
  } catch (error) {
    return { call, result: 'unreachable', detail: String(error) };
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      only: { type: 'string' },
      writes: { type: 'boolean', default: false },
      actions: { type: 'string' },
      security: { type: 'boolean', default: false },
      origin: { type: 'string' },
      'csrf-token': { type: 'string' },
      'csrf-param': { type: 'string' },
      cookie: { type: 'string' },
    },
  });
  const base = positionals[0];
  if (!base) {
    console.error(
      'usage: npm run contract:check -- <base-url> [--only a,b] [--writes] [--actions name=path,…] [--security [--origin URL] [--csrf-token T] [--csrf-param NAME] [--cookie HEADER]]',
    );
    process.exit(2);
  }
  const actions = Object.fromEntries(
    (values.actions ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  ) as Partial<Actions>;
  const rows = await checkContract(base, {
    only: values.only?.split(',').map((s) => s.trim()),
    writes: values.writes,
    actions,
  });
  if (values.security) {
    rows.push(
      await checkForgedCall(base, {
        origin: values.origin,
        csrfToken: values['csrf-token'],
        csrfParam: values['csrf-param'],
        cookie: values.cookie,
      }),
    );
  }
  const width = Math.max(...rows.map((r) => r.call.length));
  for (const row of rows) {
    const form = (row.form ?? '').padEnd(16);
    console.log(`${row.call.padEnd(width)}  ${row.result.padEnd(12)}  ${form}  ${row.detail}`);
  }
  const bad = rows.filter((r) => !['ok', 'skipped', 'refused'].includes(r.result)).length;
  console.log(
    `\ncontract: ${rows.filter((r) => r.result === 'ok').length} ok, ${bad} not ok, ${rows.filter((r) => r.result === 'skipped').length} skipped`,
  );
  process.exit(bad ? 1 : 0);
}
