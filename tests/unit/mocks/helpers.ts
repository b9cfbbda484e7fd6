/** Shared set-up of the demo-backend tests: msw/node server, request helpers, schema checks. */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import * as z from 'zod/mini';
import { resetChaos } from '../../../mocks/chaos.ts';
import { resetDb } from '../../../mocks/db.ts';
import { clearRequests } from '../../../mocks/log.ts';
import { server } from '../../../mocks/node.ts';

/** Origin the tests call (any origin matches the handlers). */
export const BASE = 'http://localhost:3000';

/** Starts the demo backend for a test file and restores it after every case. */
export function useDemoBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    resetChaos();
    resetDb();
    clearRequests();
    server.resetHandlers();
  });
  afterAll(() => server.close());
}

type Field = string | number | Blob;

/** POSTs fields urlencoded (multipart when a value is a Blob), as the api client does. */
export function post(path: string, fields: Record<string, Field> = {}): Promise<Response> {
  const hasBlob = Object.values(fields).some((v) => v instanceof Blob);
  let body: URLSearchParams | FormData;
  if (hasBlob) {
    body = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      if (v instanceof Blob) body.append(k, v, v instanceof File ? v.name : k);
      else body.append(k, String(v));
    }
  } else {
    body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  }
  return fetch(BASE + path, {
    method: 'POST',
    body,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
}

/** GETs a path, with optional query fields. */
export function get(path: string, query: Record<string, Field> = {}): Promise<Response> {
  const url = new URL(BASE + path);
  for (const [k, v] of Object.entries(query)) url.searchParams.append(k, String(v));
  return fetch(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
}

/** Parses a JSON answer with a schema and fails the test with zod's issues when it does not fit. */
export async function parsed<T>(response: Response | Promise<Response>, schema: z.ZodMiniType<T>) {
  const res = await response;
  const text = await res.text();
  let data: unknown;
  expect(() => (data = JSON.parse(text)), `${res.url} answered non-JSON: ${text}`).not.toThrow();
  const result = z.safeParse(schema, data);
  expect(result.success, `${res.url}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
  return result.data as T;
}

/** The raw JSON of an answer. */
export async function json<T = Record<string, unknown>>(response: Response | Promise<Response>) {
  return (await (await response).json()) as T;
}

/** Signs the demo account in. */
export async function signIn(email = 'reader@example.ru', password = 'demo1234') {
  const answer = await json(post('/auth/login', { email, password, _ajax: 1 }));
  expect(answer.status).toBe('ok');
  return answer;
}

/** Parses comment markup into the `<article>` elements (happy-dom). */
export function commentNodes(html: string): HTMLElement[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...doc.querySelectorAll<HTMLElement>('article.biz-comment')];
}
