/**
 * `route()`: one demo-backend handler with the shared behaviour every endpoint needs: parse the
 * fields, log the request, add latency, and fail as the chaos switches say.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { getChaos, pickFailure, type FailureMode } from './chaos.ts';
import { logRequest } from './log.ts';
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
export type AnswerKind = 'json' | 'html';

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

/**
 * Declares an endpoint of the demo backend.
 * @param method 'get' or 'post'
 * @param path a spec path with msw params, e.g. '/comments/list/:articleId' (any origin matches)
 * @param resolver builds the answer; may return a Response or a JSON-able value
 * @param kind body kind for forced malformed answers
 */
export function route(
  method: 'get' | 'post',
  path: string,
  resolver: (ctx: RouteContext) => unknown,
  kind: AnswerKind = 'json',
): HttpHandler {
  return http[method](`*${path}`, async ({ request, params }) => {
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
      entry.outcome = failure;
      return fail(failure, kind);
    }
    await beforeStoreUse();
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
    entry.outcome = String(response.status);
    return response;
  });
}
