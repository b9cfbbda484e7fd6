/**
 * The api client (DESIGN.md "Services: api client"): the only caller of `fetch`.
 *
 * - POST bodies are `application/x-www-form-urlencoded` (the backend was built for jQuery's
 *   `$.post`), or `multipart/form-data` when a value is a Blob.
 * - `X-Requested-With: XMLHttpRequest` on same-origin calls only (cross-origin it would force
 *   a CORS preflight on a partner's page).
 * - Timeout (config `timeoutMs`) and caller abort; JSON answers validated with zod.
 * - Every failure rejects with a typed {@link ApiError}; nothing else is thrown.
 */
import * as z from 'zod/mini';
import { getConfig, resolveUrl } from '../services/config.ts';
import { ApiError } from './errors.ts';

/** A form field value; Blobs switch the body to multipart. Undefined fields are left out. */
export type FieldValue = string | number | boolean | Blob | undefined;

/** Fields of a request: sent as the body of a POST, or as the query of a GET. */
export type Fields = Record<string, FieldValue>;

/** Options of one call. */
export interface RequestOptions {
  /** Cancels the call (rejects with kind `aborted`). */
  signal?: AbortSignal;
  /** Overrides the configured timeout, in ms. */
  timeoutMs?: number;
}

/** What the answer is expected to be. */
export type Expect<T> =
  | { json: z.ZodMiniType<T> }
  /** HTML text (comments list, embeds). */
  | { text: true }
  /** Any 2xx (empty, `1`, `OK` …); a JSON object body is checked with the schema. */
  | { ack: z.ZodMiniType<T> };

function endpointOf(path: string): string {
  return path.split('?')[0] ?? path;
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
  let body: BodyInit | undefined;
  if (method === 'POST') body = encodeBody(fields ?? {});
  else url = withQuery(url, fields);

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
    throw new ApiError(
      'network',
      endpoint,
      error instanceof Error ? error.message : 'fetch failed',
    );
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
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('parse', endpoint, 'answer is not valid JSON', status);
  }
}

/**
 * Makes one call and checks its answer.
 * @param method GET (fields become the query) or POST (fields become the body)
 * @param path a spec path (`/article/rate`) relative to apiBase, or a form action URL
 * @param expect `{json: schema}`, `{text: true}` or `{ack: schema}`
 * @returns the validated answer (`string` for text, `T | undefined` for an empty ack)
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
  const { response, text } = await send(method, path, fields, options);
  if (!response.ok) {
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    throw new ApiError('http', endpoint, `HTTP ${response.status}`, response.status, body);
  }
  if ('text' in expect) return text as T;
  if ('ack' in expect) {
    // The spec does not show these answers: any 2xx counts; a JSON object is still checked.
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return undefined as T;
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined as T;
    return validate(expect.ack, data, endpoint, response.status);
  }
  return validate(
    expect.json,
    parseJson(text, endpoint, response.status),
    endpoint,
    response.status,
  );
}

/** Values of the `status` field that count as success (DESIGN.md). */
const SUCCESS = new Set(['ok', 'success', 'true', '1']);

/** Whether a server `status` value means success: `ok`, `success`, `true` or `1` (any case). */
export function isSuccessStatus(status: unknown): boolean {
  if (status === true || status === 1) return true;
  return typeof status === 'string' && SUCCESS.has(status.trim().toLowerCase());
}
