/**
 * `route()`: the demo backend's handler of one row of the call table (src/api/calls.ts), with the
 * shared behaviour every endpoint needs: parse the fields, log the request, add latency, fail as
 * the chaos switches say, and check a call that changes data (mocks/csrf.ts). Method, path (the
 * row's fallback when the page supplies the URL) and answer kind come from the row.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { urlOf, type Call } from '../src/api/calls.ts';
import type { Fields } from '../src/api/client.ts';
import { getChaos, pickFailure, type FailureMode } from './chaos.ts';
import { refuseChange } from './csrf.ts';
import { answered, logRequest } from './log.ts';
import { parseMultipart } from './multipart.ts';
import { afterStoreUse, beforeStoreUse } from './store-hooks.ts';

/** What a route's resolver gets. */
export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** Body fields (POST) merged over query parameters (GET). */
  fields: Record<string, string | File>;
}

/** How an answer body should look when `malformed` or `wrong-shape` is forced. */
type AnswerKind = 'json' | 'html';

async function readFields(request: Request): Promise<Record<string, string | File>> {
  const fields: Record<string, string | File> = {};
  if (request.method === 'GET' || request.method === 'HEAD') return fields;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    // From the bytes: WebKit's formData() reads a file part with a non-ASCII name as a string.
    return parseMultipart(new Uint8Array(await request.arrayBuffer()), type);
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    form.forEach((value, key) => {
      fields[key] = value;
    });
  } else {
    const text = await request.text();
    if (text) new URLSearchParams(text).forEach((v, k) => (fields[k] = v));
  }
  return fields;
}

/** The JSON body of a forced `wrong-shape` answer. */
export const WRONG_SHAPE = { status: { unexpected: true }, messages: 'не то', items: 'не то' };

/** The body of a forced `html-page` answer: a whole login page, served with 200. */
const LOGIN_PAGE =
  '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Вход на сайт</title></head>' +
  '<body><h1>Войдите на сайт</h1><form action="/login" method="post"><input name="email">' +
  '<input name="password" type="password"><button>Войти</button></form></body></html>';

async function fail(mode: FailureMode, kind: AnswerKind): Promise<Response> {
  const { retryAfterSec } = getChaos();
  switch (mode) {
    case 'html-page':
      return HttpResponse.html(LOGIN_PAGE);
    case 'empty-204':
      return new HttpResponse(null, { status: 204 });
    case 'rate-limit':
      return HttpResponse.json(
        { status: 'error', message: 'Слишком много запросов (демо)' },
        { status: 429, headers: { 'Retry-After': String(retryAfterSec) } },
      );
    case 'unavailable':
      return HttpResponse.text('Сервис временно недоступен (демо)', {
        status: 503,
        headers: {
          'Retry-After': new Date(Date.now() + retryAfterSec * 1000).toUTCString(),
        },
      });
    case 'http500':
      return HttpResponse.json(
        { status: 'error', message: 'Внутренняя ошибка сервера (демо)' },
        { status: 500 },
      );
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await delay('infinite');
      return HttpResponse.error();
    case 'malformed':
      return kind === 'json'
        ? new HttpResponse('{"status": "ok", "html": "<p>обрыв', {
            headers: { 'Content-Type': 'application/json' },
          })
        : HttpResponse.html('<div class="comment" data-comment-id=');
    case 'wrong-shape':
      return kind === 'json'
        ? // Fails every answer schema, even the lenient ack and notification ones.
          HttpResponse.json(WRONG_SHAPE)
        : HttpResponse.html('<p>Это не тот ответ, которого ждали.</p>');
  }
}

/** A row of the call table, whatever its fields and answer. */
type Row = Call<Fields, unknown>;

/** The row each handler made by {@link route} serves. */
const ROWS = new WeakMap<HttpHandler, Row>();

/**
 * The row of the call table a handler serves.
 * @returns undefined for a handler that {@link route} did not make (a static file)
 */
export function callOf(handler: HttpHandler): Row | undefined {
  return ROWS.get(handler);
}

/**
 * The msw path of a row: its path, or its fallback when the page supplies the URL
 * (`{poll action}` → `/polls/vote`); `{name}` parameters become `:name`, the query is dropped.
 * @throws Error for a page-supplied row without a fallback
 */
export function demoPathOf(call: Row): string {
  const url = urlOf(call);
  return (url.split('?')[0] ?? url).replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Declares the demo backend's handler of a row of the call table.
 * @param call the row: its method and its path or fallback ({@link demoPathOf}; any origin
 *   matches), and its answer kind for forced malformed answers (an HTML fragment or JSON)
 * @param resolver builds the answer; may return a Response or a JSON-able value
 */
export function route(call: Row, resolver: (ctx: RouteContext) => unknown): HttpHandler {
  const path = demoPathOf(call);
  const kind: AnswerKind = 'text' in call.expect ? 'html' : 'json';
  const method = call.method === 'GET' ? 'get' : 'post';
  const handler = http[method](`*${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const body = await readFields(request.clone());
    const fields = { ...Object.fromEntries(url.searchParams), ...body };
    const headers: Record<string, string> = {};
    // Lowercase names: some Headers implementations (happy-dom) keep the sender's case.
    request.headers.forEach((value, key) => (headers[key.toLowerCase()] = value));
    const entry = logRequest({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      fields: body,
      headers,
    });
    const { latencyMs } = getChaos();
    if (latencyMs > 0) await delay(latencyMs);
    const failure = pickFailure(url.pathname);
    if (failure) {
      answered(entry, failure);
      return fail(failure, kind);
    }
    await beforeStoreUse();
    const refusal = call.changes ? refuseChange(headers, body) : null;
    if (refusal) {
      answered(entry, String(refusal.status));
      return refusal;
    }
    const result = await resolver({
      request,
      url,
      params: params as Record<string, string>,
      fields,
    });
    // A persistent demo backend keeps what the call changed before the answer leaves.
    await afterStoreUse();
    let response: Response;
    if (result instanceof Response) response = result;
    else if (result === undefined) response = new HttpResponse(null, { status: 204 });
    else response = HttpResponse.json(result as never);
    answered(entry, String(response.status));
    return response;
  });
  ROWS.set(handler, call);
  return handler;
}
