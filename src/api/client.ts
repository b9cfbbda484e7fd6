/**
 * The api client (docs/architecture.md#api-client): the only caller of `fetch`.
 *
 * - POST bodies are `application/x-www-form-urlencoded` (the backend was built for jQuery's
 *   `$.post`), or `multipart/form-data` when a value is a Blob.
 * - `X-Requested-With: XMLHttpRequest` on same-origin calls only (cross-origin it would force
 *   a CORS preflight on a partner's page).
 * - Calls that change data ({@link RequestOptions.changes}) carry the CSRF token that belongs to
 *   their origin, if any (src/api/csrf.ts): as the `X-CSRF-Token` header, and as a form field of
 *   a POST body; never in a URL.
 * - Timeout (config `timeoutMs`) and caller abort; JSON answers validated with zod.
 * - Success is decided per call ({@link Expect}): a 2xx is a success only when its body is what
 *   the call's contract says (JSON of the schema, an HTML fragment, or an acknowledgement); an
 *   HTML page, an empty or 204 answer, broken JSON or the wrong shape are failures.
 * - `Retry-After` of a 429/503 is kept on the error ({@link ApiError.retryAfterMs}) and honoured:
 *   later calls to the same endpoint wait until then (see {@link request}).
 * - Every failure rejects with a typed {@link ApiError}; nothing else is thrown.
 */
import * as z from 'zod/mini';
import { getConfig, resolveUrl } from '../services/config.ts';
import { shared } from '../services/registry.ts';
import { ApiError } from './errors.ts';
import { CSRF_HEADER, csrfTokenFor } from './csrf.ts';

/** A form field value; Blobs switch the body to multipart. Undefined fields are left out. */
type FieldValue = string | number | boolean | Blob | undefined;

/** Fields of a request: sent as the body of a POST, or as the query of a GET. */
export type Fields = Record<string, FieldValue>;

/** Options of one call. */
export interface RequestOptions {
  /** Cancels the call (rejects with kind `aborted`). */
  signal?: AbortSignal;
  /** Overrides the configured timeout, in ms. */
  timeoutMs?: number;
  /**
   * The call changes data on the server (a vote, a comment, sign-in, logout): it carries the
   * CSRF token of its origin when there is one (src/api/csrf.ts). Set by src/api/endpoints.ts.
   */
  changes?: boolean;
}

/**
 * What the answer is expected to be, i.e. what counts as success (always a 2xx first):
 * - `json`: a body that parses as JSON and passes the schema. Empty or 204 → `parse`; an HTML
 *   page (body starting with `<`) → `parse`; broken JSON → `parse`; wrong shape → `validation`.
 * - `text`: an HTML fragment (comments list, embed). Not 204/205 → `parse`; a `Content-Type`
 *   other than `text/html` or `text/plain` (e.g. JSON) → `validation`; a whole HTML document
 *   (`<!doctype`, `<html>`: a login or error page) → `validation`. An empty 200 body is returned
 *   as `''` (the list contract's "no comments"); callers check that a non-empty body holds items.
 * - `ack`: answers the spec does not show (docs/server-contract.md#answers-the-spec-does-not-show).
 *   Liberal about success, strict about failure: a 2xx with an empty body, a 204, a
 *   bare success token (`1`, `ok`, `true`, `success`, any case, as text or JSON) or JSON that does
 *   not say failure is success, read as `{status: 'ok'}` or `{status: token, ...fields}`. JSON that
 *   says failure (a `status` that is not a success word, `success: false`, an `error` field, a
 *   bare `0`/`false`/`error`) is a refusal, read as `{status, message}` with the server's message
 *   ({@link readAck}). An HTML page (a login or error page) and broken JSON → `parse`.
 *   With `strict`, a refusal rejects with kind `http` and the answer as body: for calls whose
 *   element has no way to show a refusal. With `page`, an HTML page counts as success: GET
 *   /logout, which a server-rendered site answers with a redirect to its home page.
 */
export type Expect<T> =
  | { json: z.ZodMiniType<T> }
  /** HTML fragment text (comments list, embeds). */
  | { text: true }
  /** An acknowledgement: see `ack` above; the answer (always with a `status`) is then checked by the schema. */
  | { ack: z.ZodMiniType<T>; strict?: boolean; page?: boolean };

/** Bare success bodies an `ack` call accepts (docs/server-contract.md#success success statuses), lowercased. */
const ACK_TOKENS = new Set(['1', 'ok', 'true', 'success']);

/** Bare bodies (text or JSON) that say an `ack` call failed, lowercased. */
const REFUSAL_TOKENS = new Set(['0', 'false', 'error', 'fail', 'failed', 'failure']);

/** A whole HTML document (a login, error or captcha page), never one of our fragments. */
const HTML_DOCUMENT = /^\s*(<!doctype\b|<html[\s>])/i;

/** Longest wait the client holds a call for a `Retry-After` (ms); longer ones fail at once. */
export const MAX_RETRY_HOLD_MS = 10_000;

/** Largest `Retry-After` honoured (ms): one day; longer values are clamped. */
const MAX_RETRY_AFTER_MS = 86_400_000;

/**
 * Reads a `Retry-After` header (RFC 9110 10.2.3): delay-seconds (`120`) or an HTTP-date
 * (`Wed, 21 Oct 2026 07:28:00 GMT`).
 * @param value the header value (null when absent)
 * @param now the current time in ms since the epoch (injectable for tests)
 * @returns the wait in ms (0 for a date in the past, at most one day), or undefined when the
 *   header is absent or unreadable
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, MAX_RETRY_AFTER_MS);
  // HTTP-date only (IMF-fixdate and the two obsolete forms all name a weekday and `GMT`).
  if (!/^[a-z]{3,9},? .*\d{2}:\d{2}:\d{2} GMT$/i.test(text) && !/^[a-z]{3} [a-z]{3} /i.test(text))
    return undefined;
  const at = Date.parse(text);
  if (!Number.isFinite(at)) return undefined;
  return Math.min(Math.max(0, at - now), MAX_RETRY_AFTER_MS);
}

/** Per endpoint: the time (ms since the epoch) before which it must not be called again. */
function retryGate(): Map<string, { until: number; status: number }> {
  return shared('api-retry-gate', () => new Map<string, { until: number; status: number }>());
}

/**
 * Waits out a `Retry-After` the endpoint answered earlier: holds the call for up to
 * {@link MAX_RETRY_HOLD_MS}, fails at once (the same `http` error, with what is left) beyond it.
 */
async function honourRetryAfter(endpoint: string, signal: AbortSignal | undefined): Promise<void> {
  const gate = retryGate();
  const entry = gate.get(endpoint);
  if (!entry) return;
  const left = entry.until - Date.now();
  if (left <= 0) {
    gate.delete(endpoint);
    return;
  }
  if (left > MAX_RETRY_HOLD_MS) {
    throw new ApiError(
      'http',
      endpoint,
      `HTTP ${entry.status}: Retry-After not over (${left} ms left)`,
      entry.status,
      undefined,
      left,
    );
  }
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(done, left);
    function done() {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(new ApiError('aborted', endpoint, 'aborted by caller'));
    }
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function endpointOf(path: string): string {
  return path.split('?')[0] ?? path;
}

const hinted = new Set<string>();

/**
 * The developer-facing message of a failed cross-origin call: a CORS refusal and a dropped
 * connection look the same to the page, so it names both and the partner guide. Said once per
 * origin on the console as well (a hint for the partner's developer, not for readers).
 */
function corsHint(url: string, reason: string): string {
  let origin = url;
  try {
    origin = new URL(url).origin;
  } catch {
    /* keep the URL as it is */
  }
  const hint =
    `${reason}. The API (${origin}) is on another origin: if the network is up, its CORS ` +
    'headers may not allow this page (docs/partners.md#the-api-the-news-sites-server)';
  if (!hinted.has(origin)) {
    hinted.add(origin);
    console.warn(`[biz-widgets] ${hint}`);
  }
  return hint;
}

function isSameOrigin(url: string): boolean {
  if (typeof location === 'undefined') return true;
  try {
    return new URL(url).origin === location.origin;
  } catch {
    return false;
  }
}

function encodeBody(fields: Fields): URLSearchParams | FormData {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined) as [
    string,
    Exclude<FieldValue, undefined>,
  ][];
  if (entries.some(([, v]) => v instanceof Blob)) {
    const form = new FormData();
    for (const [key, value] of entries) {
      if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
      else form.append(key, String(value));
    }
    return form;
  }
  const params = new URLSearchParams();
  for (const [key, value] of entries) params.append(key, String(value));
  return params;
}

function withQuery(url: string, fields: Fields | undefined): string {
  if (!fields) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && !(value instanceof Blob)) params.append(key, String(value));
  }
  const query = params.toString();
  if (!query) return url;
  // Appended as text: the path's own query stays verbatim (`?fullpage`, not `?fullpage=`).
  const [base = url, hash] = url.split('#');
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash === undefined ? '' : `#${hash}`}`;
}

async function send(
  method: 'GET' | 'POST',
  path: string,
  fields: Fields | undefined,
  options: RequestOptions,
): Promise<{ response: Response; text: string }> {
  const endpoint = endpointOf(path);
  const config = getConfig();
  let url = resolveUrl(path);
  const headers: Record<string, string> = { Accept: 'application/json, text/html;q=0.9' };
  if (isSameOrigin(url)) headers['X-Requested-With'] = 'XMLHttpRequest';
  const csrf = options.changes ? csrfTokenFor(url, resolveUrl('/')) : null;
  if (csrf) headers[CSRF_HEADER] = csrf.token;
  let body: BodyInit | undefined;
  if (method === 'POST') {
    if (csrf) fields = { ...fields, [csrf.param]: fields?.[csrf.param] ?? csrf.token };
    body = encodeBody(fields ?? {});
  } else url = withQuery(url, fields);

  const controller = new AbortController();
  let timedOut = false;
  const timeoutMs = options.timeoutMs ?? config.timeoutMs;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });

  try {
    const response = await fetch(url, {
      method,
      headers,
      body,
      credentials: config.credentials,
      signal: controller.signal,
    });
    // Read the body before clearing the timer: a body that stalls is a timeout, and an abort
    // by the caller still cancels it.
    const text = await response.text();
    return { response, text };
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', endpoint, `no answer within ${timeoutMs} ms`);
    if (options.signal?.aborted) throw new ApiError('aborted', endpoint, 'aborted by caller');
    const reason = error instanceof Error ? error.message : 'fetch failed';
    if (isSameOrigin(url)) throw new ApiError('network', endpoint, reason);
    throw new ApiError('network', endpoint, corsHint(url, reason), 0, undefined, undefined, true);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

function validate<T>(schema: z.ZodMiniType<T>, data: unknown, endpoint: string, status: number): T {
  const result = z.safeParse(schema, data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'answer';
    throw new ApiError(
      'validation',
      endpoint,
      `${where}: ${issue?.message ?? 'wrong shape'}`,
      status,
      data,
    );
  }
  return result.data;
}

function parseJson(text: string, endpoint: string, status: number): unknown {
  if (status === 204 || status === 205 || !text.trim()) {
    throw new ApiError('parse', endpoint, `empty answer (HTTP ${status})`, status);
  }
  if (text.trimStart().startsWith('<')) {
    throw new ApiError('parse', endpoint, 'answer is an HTML page, not JSON', status);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('parse', endpoint, 'answer is not valid JSON', status);
  }
}

/** Checks an HTML fragment answer (see {@link Expect} `text`). */
function checkText(response: Response, text: string, endpoint: string): string {
  const { status } = response;
  if (status === 204 || status === 205) {
    throw new ApiError(
      'parse',
      endpoint,
      `empty answer (HTTP ${status}) where HTML was due`,
      status,
    );
  }
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  if (type && !type.startsWith('text/html') && !type.startsWith('text/plain')) {
    throw new ApiError('validation', endpoint, `answer is ${type}, not an HTML fragment`, status);
  }
  if (HTML_DOCUMENT.test(text)) {
    throw new ApiError(
      'validation',
      endpoint,
      'answer is a whole HTML page, not a fragment',
      status,
    );
  }
  return text;
}

/** An acknowledgement as the client reads it: always a `status`, and `message` when one was said. */
export interface AckReading {
  /** Whether the answer said the call failed (see {@link readAck}). */
  refused: boolean;
  /** The answer's fields, with `status` (a success or refusal word) and the server's `message`. */
  answer: Record<string, unknown> & { status: string | number | boolean; message?: string };
}

/** The server's words in a refusal: `message`, else `error` as text, else `error.message`. */
function refusalMessage(data: Record<string, unknown>): string | undefined {
  const inner = (data.error as { message?: unknown } | null)?.message;
  const said = [data.message, data.error, inner].find((v) => typeof v === 'string' && v.trim());
  return (said as string | undefined)?.trim();
}

/** Whether a JSON object says its call failed: a non-success `status`, `success: false`, an `error`. */
function saysFailure(data: Record<string, unknown>): boolean {
  if (data.status !== undefined && data.status !== null && !isSuccessStatus(data.status))
    return true;
  return data.success === false || Boolean(data.error);
}

/**
 * Reads the 2xx answer of a call the spec shows no answer for (see {@link Expect} `ack`):
 * success or refusal, with the server's message. Exported for `npm run contract:check`, which
 * reports which answer form a backend uses.
 * @param text the body as text
 * @param status the HTTP status (2xx)
 * @param page whether an HTML page counts as success (GET /logout's redirect home)
 * @returns the reading, or null when the answer is unreadable (an HTML page, broken JSON, text);
 *   a `status` that is neither text, a number nor a boolean is left for the schema to refuse
 */
export function readAck(text: string, status: number, page = false): AckReading | null {
  const body = text.trim();
  const ok = { refused: false, answer: { status: 'ok' } };
  if (status === 204 || status === 205 || !body) return ok;
  const bare = body.toLowerCase().replace(/^"(.*)"$/, '$1');
  if (ACK_TOKENS.has(bare)) return { refused: false, answer: { status: bare } };
  if (REFUSAL_TOKENS.has(bare)) return { refused: true, answer: { status: bare } };
  if (body.startsWith('<')) return page ? ok : null;
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof data === 'string') {
    // A JSON string that is no success word is the server's own words of a refusal.
    return { refused: true, answer: { status: 'error', message: data.trim() } };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return ok;
  const fields = data as Record<string, unknown>;
  const message = refusalMessage(fields);
  const said = fields.status as AckReading['answer']['status'];
  const readable = ['string', 'number', 'boolean'].includes(typeof said);
  // A `status` that is an object or a list is no word at all: the schema fails it (validation).
  if (!readable && said !== undefined && said !== null) {
    return { refused: false, answer: fields as AckReading['answer'] };
  }
  if (saysFailure(fields)) {
    const word = readable && !isSuccessStatus(said) ? said : 'error';
    return { refused: true, answer: { ...fields, status: word, ...(message ? { message } : {}) } };
  }
  return { refused: false, answer: { ...fields, status: readable ? said : 'ok' } };
}

/** Checks an acknowledgement (see {@link Expect} `ack`). */
function checkAck<T>(
  expect: { ack: z.ZodMiniType<T>; strict?: boolean; page?: boolean },
  text: string,
  endpoint: string,
  status: number,
): T {
  const reading = readAck(text, status, expect.page);
  if (!reading) {
    const what = text.trimStart().startsWith('<') ? 'an HTML page' : 'not valid JSON';
    throw new ApiError('parse', endpoint, `answer is ${what}, not an acknowledgement`, status);
  }
  if (reading.refused && expect.strict) {
    throw new ApiError(
      'http',
      endpoint,
      `refused (HTTP ${status}, status ${JSON.stringify(reading.answer.status)})`,
      status,
      reading.answer,
    );
  }
  return validate(expect.ack, reading.answer, endpoint, status);
}

/**
 * Makes one call and checks its answer.
 *
 * A 429 or 503 with `Retry-After` rejects with `retryAfterMs` set, and closes the endpoint until
 * then: a later call (a retry button, a poller) waits for the rest of that time when it is at
 * most {@link MAX_RETRY_HOLD_MS}, or rejects at once with the same `http` error and the time left.
 * @param method GET (fields become the query) or POST (fields become the body)
 * @param path a spec path (`/article/rate`) relative to apiBase, or a form action URL
 * @param expect `{json: schema}`, `{text: true}` or `{ack: schema}`: what counts as success
 * @returns the validated answer (`string` for text)
 * @throws {ApiError} typed: network, timeout, http, parse, validation or aborted
 */
export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  expect: Expect<T>,
  fields?: Fields,
  options: RequestOptions = {},
): Promise<T> {
  const endpoint = endpointOf(path);
  await honourRetryAfter(endpoint, options.signal);
  const { response, text } = await send(method, path, fields, options);
  if (!response.ok) {
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const busy = response.status === 429 || response.status === 503;
    const retryAfterMs = busy ? parseRetryAfter(response.headers.get('retry-after')) : undefined;
    if (retryAfterMs !== undefined && retryAfterMs > 0) {
      retryGate().set(endpoint, { until: Date.now() + retryAfterMs, status: response.status });
    }
    throw new ApiError(
      'http',
      endpoint,
      `HTTP ${response.status}${retryAfterMs === undefined ? '' : ` (Retry-After ${retryAfterMs} ms)`}`,
      response.status,
      body,
      retryAfterMs,
    );
  }
  if ('text' in expect) return checkText(response, text, endpoint) as T;
  if ('ack' in expect) return checkAck(expect, text, endpoint, response.status);
  return validate(
    expect.json,
    parseJson(text, endpoint, response.status),
    endpoint,
    response.status,
  );
}

/** Values of the `status` field that count as success (docs/server-contract.md#success). */
const SUCCESS = new Set(['ok', 'success', 'true', '1']);

/** Whether a server `status` value means success: `ok`, `success`, `true` or `1` (any case). */
export function isSuccessStatus(status: unknown): boolean {
  if (status === true || status === 1) return true;
  return typeof status === 'string' && SUCCESS.has(status.trim().toLowerCase());
}
