/**
 * The api client, the only `fetch` caller: POSTs form-urlencoded, as for jQuery's `$.post`;
 * `X-Requested-With` same-origin only (cross-origin it forces a CORS preflight).
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
  signal?: AbortSignal;
  /** Overrides the configured timeout, in ms. */
  timeoutMs?: number;
  /** The call changes data (a vote, a comment, sign-in): it carries its origin's CSRF token. */
  changes?: boolean;
}

/**
 * What a 2xx must be: `json` passing the schema; `text`, an HTML fragment, not a page (empty 200:
 * `''`); `ack`, read by {@link readAck}, where `strict` rejects a refusal as `http` and `page`
 * accepts an HTML page (GET /logout redirects home).
 */
export type Expect<T> =
  | { json: z.ZodMiniType<T> }
  | { text: true }
  | { ack: z.ZodMiniType<T>; strict?: boolean; page?: boolean };

/** Bare success bodies an `ack` call accepts, lowercased. */
const ACK_TOKENS = new Set(['1', 'ok', 'true', 'success']);

/** Bare bodies (text or JSON) that say an `ack` call failed, lowercased. */
const REFUSAL_TOKENS = new Set(['0', 'false', 'error', 'fail', 'failed', 'failure']);

/** A whole HTML document (a login, error or captcha page), never one of our fragments. */
const HTML_DOCUMENT = /^\s*(<!doctype\b|<html[\s>])/i;

/** Longest wait the client holds a call for a `Retry-After` (ms); longer ones fail at once. */
export const MAX_RETRY_HOLD_MS = 10_000;

/** Largest `Retry-After` honoured (ms): one day; longer values are clamped. */
const MAX_RETRY_AFTER_MS = 86_400_000;

/** `Retry-After` `value` as a wait in ms (0 when past, ≤ a day) from `now`; else undefined. */
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

/** Holds a call to an endpoint under `Retry-After` up to {@link MAX_RETRY_HOLD_MS}, else fails. */
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

/** A failed cross-origin call's message, naming CORS too (the page cannot tell); warned once. */
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
    // Read before clearing the timer: a stalled body is a timeout, and an abort still cancels it.
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

/** An acknowledgement as the client reads it: a `status`, and `message` when one was said. */
export interface AckReading {
  /** Whether the answer said the call failed (see {@link readAck}). */
  refused: boolean;
  answer: Record<string, unknown> & { status: string | number | boolean; message?: string };
}

/** The server's words in a refusal: `message`, else `error` as text, else `error.message`. */
function refusalMessage(data: Record<string, unknown>): string | undefined {
  const inner = (data.error as { message?: unknown } | null)?.message;
  const said = [data.message, data.error, inner].find((v) => typeof v === 'string' && v.trim());
  return (said as string | undefined)?.trim();
}

/** Whether a JSON object says failure: a non-success `status`, `success: false`, an `error`. */
function saysFailure(data: Record<string, unknown>): boolean {
  if (data.status !== undefined && data.status !== null && !isSuccessStatus(data.status))
    return true;
  return data.success === false || Boolean(data.error);
}

/**
 * Reads a 2xx `text` of an `ack` call: a refusal when it says failure (`0`, `false`, `error`, or
 * JSON per {@link saysFailure}), null when unreadable (HTML unless `page`), else success.
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
 * One call to `path` (under apiBase, or an action URL), `fields` as query or POST body; resolves
 * with what `expect` validates. A 429/503 `Retry-After` closes the endpoint until then.
 * @throws {ApiError} network, timeout, http, parse, validation or aborted
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

const SUCCESS = new Set(['ok', 'success', 'true', '1']);

/** Whether a server `status` value means success: `ok`, `success`, `true` or `1` (any case). */
export function isSuccessStatus(status: unknown): boolean {
  if (status === true || status === 1) return true;
  return typeof status === 'string' && SUCCESS.has(status.trim().toLowerCase());
}
