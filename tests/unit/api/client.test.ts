import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import {
  isSuccessStatus,
  MAX_RETRY_HOLD_MS,
  parseRetryAfter,
  request,
} from '../../../src/api/client.ts';
import { ApiError, toApiError, type ApiErrorKind } from '../../../src/api/errors.ts';
import { AckAnswer, SearchAnswer, unixTime } from '../../../src/api/schemas/index.ts';
import { configure } from '../../../src/services/config.ts';
import { resetPage } from '../services/reset.ts';

const ORIGIN = 'http://localhost:3000';
const server = setupServer();

/** What a handler saw of one request. */
interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  contentType: string;
  body: string;
}

/** Answers `answer` on `method path` and records the request. */
function capture(method: 'get' | 'post', url: string, answer: () => Response = ok) {
  const seen: Seen[] = [];
  server.use(
    http[method](url, async ({ request: req }) => {
      seen.push({
        method: req.method,
        url: new URL(req.url),
        headers: req.headers,
        contentType: req.headers.get('content-type') ?? '',
        body: method === 'post' ? await req.clone().text() : '',
      });
      return answer();
    }),
  );
  return seen;
}

const ok = () => HttpResponse.json({ status: 'ok' });

/** Awaits a call that must fail and returns its ApiError. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

const ack = { ack: AckAnswer } as const;
/** Any JSON: for tests about what is sent, not about the answer. */
const anyJson = { json: z.unknown() } as const;

/** The part of Node's `process` this file uses (no @types/node in the project). */
interface NodeProcessEvents {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
  off(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(resetPage);
afterEach(() => {
  server.resetHandlers();
  resetPage();
});
afterAll(() => server.close());

describe('request encoding', () => {
  test('POST sends application/x-www-form-urlencoded with exactly the given fields', async () => {
    const seen = capture('post', `${ORIGIN}/article/rate`);
    await request('POST', '/article/rate', ack, {
      article_id: '42',
      token: 'abc',
      rating: -1,
      local_ip: '',
      skipped: undefined,
      flag: true,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.contentType.split(';')[0]).toBe('application/x-www-form-urlencoded');
    expect([...new URLSearchParams(seen[0]!.body)]).toEqual([
      ['article_id', '42'],
      ['token', 'abc'],
      ['rating', '-1'],
      ['local_ip', ''],
      ['flag', 'true'],
    ]);
  });

  test('Cyrillic and reserved characters are form-encoded', async () => {
    const seen = capture('post', `${ORIGIN}/comments/send`);
    await request('POST', '/comments/send', ack, { message: 'Привет & пока = 100%' });
    expect(new URLSearchParams(seen[0]!.body).get('message')).toBe('Привет & пока = 100%');
    expect(seen[0]!.body).not.toContain('Привет');
  });

  test('a POST without fields sends an empty form body', async () => {
    const seen = capture('post', `${ORIGIN}/logout-post`);
    await request('POST', '/logout-post', ack);
    expect(seen[0]!.contentType.split(';')[0]).toBe('application/x-www-form-urlencoded');
    expect(seen[0]!.body).toBe('');
  });

  test('a File field switches the body to multipart/form-data, keeping the other fields', async () => {
    const received: Record<string, unknown> = {};
    let contentType = '';
    server.use(
      http.post(`${ORIGIN}/career/ajax/send_email`, async ({ request: req }) => {
        contentType = req.headers.get('content-type') ?? '';
        const form = await req.formData();
        for (const [key, value] of form) {
          received[key] =
            typeof value === 'string'
              ? value
              : { name: value.name, type: value.type, text: await value.text() };
        }
        return HttpResponse.json({ state: 'ok' });
      }),
    );
    const file = new File(['%PDF-1.4 резюме'], 'cv.pdf', { type: 'application/pdf' });
    await request('POST', '/career/ajax/send_email', anyJson, {
      career_file: file,
      career_id: 7,
    });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received).toEqual({
      career_file: { name: 'cv.pdf', type: 'application/pdf', text: '%PDF-1.4 резюме' },
      career_id: '7',
    });
  });

  test('a plain Blob field is multipart too', async () => {
    let contentType = '';
    let keys: string[] = [];
    server.use(
      http.post(`${ORIGIN}/profile/update/userpic`, async ({ request: req }) => {
        contentType = req.headers.get('content-type') ?? '';
        keys = [...(await req.formData()).keys()];
        return HttpResponse.json({ userpic: '/u/1.png' });
      }),
    );
    await request('POST', '/profile/update/userpic', anyJson, {
      userpic: new Blob(['png'], { type: 'image/png' }),
    });
    expect(contentType).toMatch(/^multipart\/form-data/);
    expect(keys).toEqual(['userpic']);
  });

  test('GET puts the fields in the query and sends no body', async () => {
    const seen = capture('get', `${ORIGIN}/typo`);
    await request('GET', '/typo', ack, {
      title: 'Опечатка',
      link: 'http://localhost:3000/article/1024',
      message: 'превед',
      none: undefined,
    });
    expect(seen[0]!.method).toBe('GET');
    expect([...seen[0]!.url.searchParams]).toEqual([
      ['title', 'Опечатка'],
      ['link', 'http://localhost:3000/article/1024'],
      ['message', 'превед'],
    ]);
  });

  test('GET keeps a query already in the path (?fullpage) and adds the fields', async () => {
    const seen = capture('get', `${ORIGIN}/ajax/page/2`, () =>
      HttpResponse.json({ articles: [], page: 2 }),
    );
    await request('GET', '/ajax/page/2?fullpage', anyJson, { region: '10' });
    expect(seen[0]!.url.pathname).toBe('/ajax/page/2');
    expect(seen[0]!.url.searchParams.has('fullpage')).toBe(true);
    expect(seen[0]!.url.searchParams.get('region')).toBe('10');
    expect(seen[0]!.url.search).toBe('?fullpage&region=10');
  });
});

describe('headers, origin and credentials', () => {
  test('same-origin calls carry X-Requested-With: XMLHttpRequest', async () => {
    const seen = capture('post', `${ORIGIN}/me/add-fav`);
    await request('POST', '/me/add-fav', ack, { type: 1, id: '42' });
    expect(seen[0]!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  test('a same-origin apiBase with a path still sends X-Requested-With', async () => {
    configure({ apiBase: '/api' });
    const seen = capture('post', `${ORIGIN}/api/me/add-fav`);
    await request('POST', '/me/add-fav', ack, { type: 1, id: '42' });
    expect(seen[0]!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  test('calls to another origin (apiBase with a path prefix) carry no X-Requested-With', async () => {
    configure({ apiBase: 'https://api.example.ru/v1' });
    const seen = capture('post', 'https://api.example.ru/v1/article/rate');
    await request('POST', '/article/rate', ack, { article_id: '1' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.href).toBe('https://api.example.ru/v1/article/rate');
    expect(seen[0]!.headers.get('x-requested-with')).toBeNull();
  });

  test('an absolute cross-origin form action carries no X-Requested-With either', async () => {
    const seen = capture('post', 'https://search.example.ru/search/');
    await request('POST', 'https://search.example.ru/search/', ack, { query: 'нефть' });
    expect(seen[0]!.headers.get('x-requested-with')).toBeNull();
  });

  test('credentials mode comes from config', async () => {
    const fetchSpy = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ status: 'ok' }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await request('POST', '/me/add-fav', ack, { id: '1' });
    expect(fetchSpy.mock.calls[0]![1]!.credentials).toBe('same-origin');
    configure({ credentials: 'include', apiBase: 'https://api.example.ru' });
    await request('POST', '/me/add-fav', ack, { id: '1' });
    expect(fetchSpy.mock.calls[1]![0]).toBe('https://api.example.ru/me/add-fav');
    expect(fetchSpy.mock.calls[1]![1]!.credentials).toBe('include');
    expect(fetchSpy.mock.calls[1]![1]!.method).toBe('POST');
  });
});

describe('answers', () => {
  test('a JSON answer is validated and returned with coerced values', async () => {
    capture('post', `${ORIGIN}/search/`, () =>
      HttpResponse.json({ total_found: '12', html: '<div>…</div>', extra: 1 }),
    );
    const answer = await request('POST', '/search/', { json: SearchAnswer }, { query: 'x' });
    expect(answer).toEqual({ total_found: 12, html: '<div>…</div>', extra: 1 });
  });

  test('an empty 2xx or a 204 for an ack endpoint is success (the spec shows no answer)', async () => {
    capture('post', `${ORIGIN}/polls/top10/vote`, () => new HttpResponse(null, { status: 200 }));
    await expect(request('POST', '/polls/top10/vote', ack, { variant: '1' })).resolves.toEqual({
      status: 'ok',
    });
    for (const status of [204, 205]) {
      capture('post', `${ORIGIN}/me/add-fav`, () => new HttpResponse(null, { status }));
      const strict = { ack: AckAnswer, strict: true } as const;
      await expect(request('POST', '/me/add-fav', strict, {})).resolves.toEqual({ status: 'ok' });
    }
    capture('post', `${ORIGIN}/me/add-fav`, () => HttpResponse.text('  \n'));
    await expect(request('POST', '/me/add-fav', ack, {})).resolves.toEqual({ status: 'ok' });
  });

  test('JSON that does not say failure is success for an ack endpoint', async () => {
    for (const [body, answer] of [
      [{}, { status: 'ok' }],
      [{ rating: 18 }, { status: 'ok', rating: 18 }],
      [{ message: 'Спасибо' }, { status: 'ok', message: 'Спасибо' }],
      [{ success: true }, { status: 'ok', success: true }],
      [
        { status: 'OK', error: null },
        { status: 'OK', error: null },
      ],
      [['готово'], { status: 'ok' }],
      [null, { status: 'ok' }],
    ] as const) {
      server.use(http.post(`${ORIGIN}/article/rate`, () => HttpResponse.json(body)));
      const strict = { ack: AckAnswer, strict: true } as const;
      await expect(request('POST', '/article/rate', strict, {})).resolves.toEqual(answer);
    }
  });

  test('JSON that says failure is a refusal with its message', async () => {
    const strict = { ack: AckAnswer, strict: true } as const;
    for (const [body, status, message] of [
      [{ status: 'error', message: 'Требуется вход' }, 'error', 'Требуется вход'],
      [{ status: 0 }, 0, undefined],
      [{ success: false, message: 'Голос уже учтён' }, 'error', 'Голос уже учтён'],
      [{ error: 'Сессия истекла' }, 'error', 'Сессия истекла'],
      [{ status: 'ok', error: { message: 'Запрещено' } }, 'error', 'Запрещено'],
      [false, 'false', undefined],
      ['Ошибка доступа', 'error', 'Ошибка доступа'],
    ] as const) {
      server.use(http.post(`${ORIGIN}/article/rate`, () => HttpResponse.json(body)));
      const error = await failure(request('POST', '/article/rate', strict, {}));
      expect(error.kind, JSON.stringify(body)).toBe('http');
      expect(error.status).toBe(200);
      expect(error.body).toMatchObject({ status });
      expect((error.body as { message?: string }).message).toBe(message);
      // Without `strict`, the same refusal comes back for the element to show.
      const answer = await request('POST', '/article/rate', ack, {});
      expect(isSuccessStatus(answer.status)).toBe(false);
    }
    for (const body of ['0', 'false', 'error', 'FAIL']) {
      server.use(http.post(`${ORIGIN}/article/rate`, () => HttpResponse.text(body)));
      expect((await failure(request('POST', '/article/rate', strict, {}))).kind).toBe('http');
    }
  });

  test('logout: an HTML page (the redirect home) is success, JSON that says failure is not', async () => {
    const logout = { ack: AckAnswer, strict: true, page: true } as const;
    server.use(
      http.get(`${ORIGIN}/logout`, () =>
        HttpResponse.html('<!doctype html><html><body><h1>Главная</h1></body></html>'),
      ),
    );
    await expect(request('GET', '/logout', logout)).resolves.toEqual({ status: 'ok' });
    server.use(http.get(`${ORIGIN}/logout`, () => HttpResponse.json({ status: 'error' })));
    expect((await failure(request('GET', '/logout', logout))).kind).toBe('http');
    server.use(http.get(`${ORIGIN}/logout`, () => HttpResponse.text('{"status": "ok"')));
    expect((await failure(request('GET', '/logout', logout))).kind).toBe('parse');
  });

  test('a bare success token (1, OK, true, "success") is read as {status}', async () => {
    for (const body of ['1', 'OK', ' true\n', '"success"']) {
      server.use(http.post(`${ORIGIN}/me/add-fav`, () => HttpResponse.text(body)));
      const answer = await request('POST', '/me/add-fav', ack, {});
      expect(isSuccessStatus(answer.status)).toBe(true);
    }
  });

  test('an ack endpoint with a JSON body returns it', async () => {
    capture('post', `${ORIGIN}/comments/rate`, () => HttpResponse.json({ status: 'ok', sum: 3 }));
    await expect(request('POST', '/comments/rate', ack, {})).resolves.toEqual({
      status: 'ok',
      sum: 3,
    });
  });

  test('a text answer is returned as is', async () => {
    capture('get', `${ORIGIN}/comments/list/42`, () =>
      HttpResponse.html('<div class="comment">Первый!</div>'),
    );
    await expect(request('GET', '/comments/list/42?fullpage', { text: true })).resolves.toBe(
      '<div class="comment">Первый!</div>',
    );
  });
});

describe('typed failures', () => {
  test('fetch rejecting → network', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(request('POST', '/article/rate', ack, {}));
    expect(error.kind).toBe('network');
    expect(error.endpoint).toBe('/article/rate');
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
  });

  test('a cross-origin call that fails at the network level: neutral words for the reader, CORS named for the developer', async () => {
    configure({ apiBase: 'https://api.example-news.ru' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(request('POST', '/article/rate', ack, {}));
    expect(error.kind).toBe('network');
    expect(error.crossOrigin).toBe(true);
    expect(error.messageKey).toBe('error.unreachable');
    expect(error.message).toContain('https://api.example-news.ru');
    expect(error.message).toContain('CORS');
    expect(error.message).toContain('docs/partners.md');
    expect(error.toDetail().message).toBe(error.message);
    await failure(request('POST', '/article/rate', ack, {}));
    expect(warn.mock.calls.filter(([m]) => String(m).includes('CORS'))).toHaveLength(1);
  });

  test('a same-origin network failure keeps the "check your internet" words', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(request('POST', '/article/rate', ack, {}));
    expect(error.crossOrigin).toBe(false);
    expect(error.messageKey).toBe('error.network');
  });

  test('a network error from the server side → network', async () => {
    server.use(http.post(`${ORIGIN}/comments/send`, () => HttpResponse.error()));
    const error = await failure(request('POST', '/comments/send', ack, {}));
    expect(error.kind).toBe('network');
  });

  test('no answer within timeoutMs → timeout', async () => {
    configure({ timeoutMs: 50 });
    server.use(
      http.post(`${ORIGIN}/live/ajax/7`, async () => {
        await delay('infinite');
        return ok();
      }),
    );
    const started = Date.now();
    const error = await failure(request('POST', '/live/ajax/7', ack, { last_timestamp: 0 }));
    expect(error.kind).toBe('timeout');
    expect(error.endpoint).toBe('/live/ajax/7');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('the per-call timeoutMs option overrides the config', async () => {
    server.use(
      http.get(`${ORIGIN}/slow`, async () => {
        await delay('infinite');
        return ok();
      }),
    );
    const error = await failure(request('GET', '/slow', ack, undefined, { timeoutMs: 30 }));
    expect(error.kind).toBe('timeout');
  });

  /**
   * A fetch that behaves as browsers do once headers have arrived: the body streams `first`
   * and then stalls; aborting the request's signal errors the body (Fetch spec "abort fetch").
   */
  function stalledBodyFetch(first: string) {
    return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(first));
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('The operation was aborted.', 'AbortError')),
          );
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'application/json' } });
    });
  }

  test('headers in time but a body that stalls past timeoutMs → timeout', async () => {
    vi.stubGlobal('fetch', stalledBodyFetch('{"status":'));
    const error = await failure(
      request('POST', '/live/ajax/7', ack, { last_timestamp: 0 }, { timeoutMs: 50 }),
    );
    expect(error.kind).toBe('timeout');
  });

  test('the caller aborting while the body is still arriving → aborted', async () => {
    vi.stubGlobal('fetch', stalledBodyFetch('{"total_found":'));
    const controller = new AbortController();
    const call = request('POST', '/search/', ack, {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(call);
    expect(error.kind).toBe('aborted');
  });

  test('a body that breaks off (connection reset) → network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"status":'));
            setTimeout(() => controller.error(new TypeError('network error')), 5);
          },
        });
        return new Response(body);
      }),
    );
    const error = await failure(request('POST', '/me/add-fav', ack, {}));
    expect(error.kind).toBe('network');
  });

  test('500 → http with status 500 and the parsed body', async () => {
    server.use(
      http.post(`${ORIGIN}/comments/send`, () =>
        HttpResponse.json({ status: 'error', message: 'Сервер недоступен' }, { status: 500 }),
      ),
    );
    const error = await failure(request('POST', '/comments/send', ack, {}));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.body).toEqual({ status: 'error', message: 'Сервер недоступен' });
    expect(error.message).toBe('HTTP 500');
  });

  test('404 with an HTML body → http with status 404 and no body', async () => {
    server.use(
      http.get(`${ORIGIN}/comments/embed/9`, () =>
        HttpResponse.html('<h1>Нет</h1>', { status: 404 }),
      ),
    );
    const error = await failure(request('GET', '/comments/embed/9', { text: true }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
    expect(error.body).toBeUndefined();
  });

  test('broken JSON → parse', async () => {
    server.use(
      http.post(
        `${ORIGIN}/search/`,
        () =>
          new HttpResponse('{"total_found": 3, "html": "<p>обрыв', {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const error = await failure(request('POST', '/search/', { json: SearchAnswer }, {}));
    expect(error.kind).toBe('parse');
    expect(error.status).toBe(200);
  });

  test('an HTML page or other text for an ack endpoint is a parse failure', async () => {
    for (const [body, message] of [
      ['<!doctype html><html><body><form action="/login">Вход</form></body></html>', /HTML page/],
      ['<html>ok', /HTML page/],
      ['Спасибо', /not valid JSON/],
    ] as const) {
      server.use(http.post(`${ORIGIN}/me/add-fav`, () => HttpResponse.html(body)));
      const error = await failure(request('POST', '/me/add-fav', ack, {}));
      expect(error.kind).toBe('parse');
      expect(error.status).toBe(200);
      expect(error.message).toMatch(message);
    }
  });

  test('an ack object of the wrong shape → validation', async () => {
    server.use(http.post(`${ORIGIN}/me/add-fav`, () => HttpResponse.json({ status: ['no'] })));
    const error = await failure(request('POST', '/me/add-fav', ack, {}));
    expect(error.kind).toBe('validation');
  });

  test('JSON of the wrong shape → validation, with the field path and the body', async () => {
    server.use(
      http.post(`${ORIGIN}/search/`, () => HttpResponse.json({ unexpected: true, html: 5 })),
    );
    const error = await failure(request('POST', '/search/', { json: SearchAnswer }, {}));
    expect(error.kind).toBe('validation');
    expect(error.body).toEqual({ unexpected: true, html: 5 });
    expect(error.message).toMatch(/^(total_found|html): /);
  });

  test('an ack answer whose status is no word (an object, a list) → validation', async () => {
    for (const body of [{ status: { unexpected: true } }, { status: ['ok'] }]) {
      server.use(http.post(`${ORIGIN}/me/add-fav`, () => HttpResponse.json(body)));
      const error = await failure(request('POST', '/me/add-fav', ack, {}));
      expect(error.kind).toBe('validation');
    }
  });

  test('the caller aborting → aborted (not timeout, not network)', async () => {
    server.use(
      http.post(`${ORIGIN}/search/`, async () => {
        await delay('infinite');
        return ok();
      }),
    );
    const controller = new AbortController();
    const call = request('POST', '/search/', ack, {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(call);
    expect(error.kind).toBe('aborted');
    expect(error.endpoint).toBe('/search/');
  });

  test('an already aborted signal → aborted without a request reaching the server', async () => {
    const seen = capture('post', `${ORIGIN}/search/`);
    const controller = new AbortController();
    controller.abort();
    const error = await failure(
      request('POST', '/search/', ack, {}, { signal: controller.signal }),
    );
    expect(error.kind).toBe('aborted');
    expect(seen).toHaveLength(0);
  });

  test('failures are ApiErrors with a catalogue key and a biz-error detail', async () => {
    server.use(http.get(`${ORIGIN}/polls/result/3`, () => new HttpResponse('', { status: 503 })));
    const error = await failure(request('GET', '/polls/result/3?fullpage', ack));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.endpoint).toBe('/polls/result/3');
    expect(error.messageKey).toBe('error.http');
    expect(error.toDetail()).toEqual({
      endpoint: '/polls/result/3',
      kind: 'http',
      message: 'HTTP 503',
    });
  });

  test('no failure leaks as an unhandled rejection', async () => {
    const unhandled = vi.fn();
    const { process } = globalThis as unknown as { process: NodeProcessEvents };
    process.on('unhandledRejection', unhandled);
    try {
      configure({ timeoutMs: 30 });
      server.use(
        http.post(`${ORIGIN}/a`, () => HttpResponse.error()),
        http.post(`${ORIGIN}/b`, async () => {
          await delay('infinite');
          return ok();
        }),
        http.post(`${ORIGIN}/c`, () => HttpResponse.json({}, { status: 500 })),
        http.post(`${ORIGIN}/d`, () => HttpResponse.text('{')),
        http.post(`${ORIGIN}/e`, () => HttpResponse.json({ total_found: 'x' })),
      );
      const kinds = await Promise.all(
        ['/a', '/b', '/c', '/d', '/e'].map((path) =>
          request('POST', path, { json: SearchAnswer }, {}).then(
            () => 'resolved',
            (error: unknown) => (error as ApiError).kind,
          ),
        ),
      );
      expect(kinds).toEqual<ApiErrorKind[]>(['network', 'timeout', 'http', 'parse', 'validation']);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('toApiError', () => {
  test('keeps ApiErrors and turns anything else into network', () => {
    const original = new ApiError('parse', '/x', 'bad');
    expect(toApiError(original, '/y')).toBe(original);
    const converted = toApiError(new Error('boom'), '/y');
    expect(converted.kind).toBe('network');
    expect(converted.endpoint).toBe('/y');
    expect(converted.message).toBe('boom');
    expect(toApiError('weird', '/z').message).toBe('weird');
  });
});

describe('isSuccessStatus', () => {
  test.each([['ok'], ['success'], ['true'], ['1'], ['OK'], [' Success '], [true], [1]])(
    '%j is success',
    (status) => {
      expect(isSuccessStatus(status)).toBe(true);
    },
  );

  test.each([
    ['error'],
    ['0'],
    ['not_active'],
    ['false'],
    [''],
    [false],
    [0],
    [2],
    [null],
    [undefined],
    [{ status: 'ok' }],
  ])('%j is not success', (status) => {
    expect(isSuccessStatus(status)).toBe(false);
  });
});

describe('schemas used through the client', () => {
  test('a custom zod/mini schema works as json expectation', async () => {
    capture('get', `${ORIGIN}/users/ajax/an`, () =>
      HttpResponse.json({ status: 1, data: [{ username: 'anna', nickname: 'Анна' }] }),
    );
    const schema = z.object({ status: z.number() });
    await expect(request('GET', '/users/ajax/an', { json: schema })).resolves.toEqual({
      status: 1,
    });
  });
});

describe('what counts as success, per kind of call', () => {
  const LOGIN_PAGE =
    '<!DOCTYPE html><html lang="ru"><head><title>Вход</title></head><body><form action="/login"></form></body></html>';

  test('json: an HTML page served with 200 → parse, not success', async () => {
    capture('post', `${ORIGIN}/search/`, () => HttpResponse.html(LOGIN_PAGE));
    const error = await failure(request('POST', '/search/', { json: SearchAnswer }, {}));
    expect(error.kind).toBe('parse');
    expect(error.message).toBe('answer is an HTML page, not JSON');
  });

  test('json: an empty 204 or 200 → parse', async () => {
    for (const status of [204, 200]) {
      server.use(http.post(`${ORIGIN}/search/`, () => new HttpResponse(null, { status })));
      const error = await failure(request('POST', '/search/', { json: SearchAnswer }, {}));
      expect(error.kind).toBe('parse');
      expect(error.message).toBe(`empty answer (HTTP ${status})`);
    }
  });

  test('text: 204 → parse; JSON → validation; a whole HTML page → validation', async () => {
    const path = '/comments/list/42?fullpage';
    server.use(
      http.get(`${ORIGIN}/comments/list/42`, () => new HttpResponse(null, { status: 204 })),
    );
    expect((await failure(request('GET', path, { text: true }))).kind).toBe('parse');
    server.use(http.get(`${ORIGIN}/comments/list/42`, () => HttpResponse.json({ status: 'ok' })));
    const json = await failure(request('GET', path, { text: true }));
    expect(json.kind).toBe('validation');
    expect(json.message).toBe('answer is application/json, not an HTML fragment');
    server.use(http.get(`${ORIGIN}/comments/list/42`, () => HttpResponse.html(LOGIN_PAGE)));
    const page = await failure(request('GET', path, { text: true }));
    expect(page.kind).toBe('validation');
    expect(page.message).toBe('answer is a whole HTML page, not a fragment');
  });

  test('text: an empty 200 fragment is returned as "" (the list contract: no comments)', async () => {
    capture('get', `${ORIGIN}/comments/list/42`, () => HttpResponse.html(''));
    await expect(request('GET', '/comments/list/42?fullpage', { text: true })).resolves.toBe('');
  });

  test('strict ack: a refusing status → http with the body; a success status resolves', async () => {
    const strict = { ack: AckAnswer, strict: true } as const;
    server.use(
      http.post(`${ORIGIN}/article/rate`, () =>
        HttpResponse.json({ status: 'error', message: 'Требуется вход' }),
      ),
    );
    const error = await failure(request('POST', '/article/rate', strict, {}));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(200);
    expect(error.body).toEqual({ status: 'error', message: 'Требуется вход' });
    server.use(http.post(`${ORIGIN}/article/rate`, () => HttpResponse.json({ status: 'ok' })));
    await expect(request('POST', '/article/rate', strict, {})).resolves.toEqual({ status: 'ok' });
  });

  test('plain ack: a refusing status comes back for the element to show', async () => {
    capture('post', `${ORIGIN}/polls/vote`, () =>
      HttpResponse.json({ status: 'error', message: 'Вы уже проголосовали' }),
    );
    await expect(request('POST', '/polls/vote', ack, {})).resolves.toEqual({
      status: 'error',
      message: 'Вы уже проголосовали',
    });
  });
});

describe('Retry-After', () => {
  const NOW = Date.parse('2026-11-23T10:00:00Z');

  test('parseRetryAfter reads delay-seconds and HTTP-dates, and nothing else', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:00:30 GMT', NOW)).toBe(30_000);
    expect(parseRetryAfter('Monday, 23-Nov-26 10:01:00 GMT', NOW)).toBe(60_000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 09:00:00 GMT', NOW)).toBe(0); // in the past
    expect(parseRetryAfter('99999999999', NOW)).toBe(86_400_000); // clamped to a day
    for (const bad of [null, '', '-5', '1.5', 'soon', '2026-11-23', 'Mon, 99 Foo 2026 GMT']) {
      expect(parseRetryAfter(bad, NOW)).toBeUndefined();
    }
  });

  test('a 429 with Retry-After seconds rejects http with retryAfterMs and the «через» message', async () => {
    capture('post', `${ORIGIN}/article/rate`, () =>
      HttpResponse.json({ status: 'error' }, { status: 429, headers: { 'Retry-After': '42' } }),
    );
    const error = await failure(request('POST', '/article/rate', ack, {}));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(42_000);
    expect(error.messageKey).toBe('error.busy');
    expect(error.messageParams).toEqual({ wait: '42 с' });
  });

  test('a 503 with an HTTP-date Retry-After is read too; a 500 ignores the header', async () => {
    const at = new Date(Date.now() + 120_000).toUTCString();
    server.use(
      http.post(`${ORIGIN}/live/ajax/1`, () =>
        HttpResponse.text('down', { status: 503, headers: { 'Retry-After': at } }),
      ),
    );
    const error = await failure(request('POST', '/live/ajax/1', ack, {}));
    expect(error.retryAfterMs).toBeGreaterThan(100_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(120_000);
    expect(error.messageParams).toEqual({ wait: '2 мин' });
    server.use(
      http.post(`${ORIGIN}/live/ajax/2`, () =>
        HttpResponse.text('oops', { status: 500, headers: { 'Retry-After': '5' } }),
      ),
    );
    const plain = await failure(request('POST', '/live/ajax/2', ack, {}));
    expect(plain.retryAfterMs).toBeUndefined();
    expect(plain.messageKey).toBe('error.http');
  });

  test('the next call to that endpoint waits out a short Retry-After before it is sent', async () => {
    let calls = 0;
    const sentAt: number[] = [];
    server.use(
      http.post(`${ORIGIN}/me/add-fav`, () => {
        sentAt.push(Date.now());
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 429, headers: { 'Retry-After': '1' } })
          : HttpResponse.json({ status: 'ok' });
      }),
    );
    const first = await failure(request('POST', '/me/add-fav', ack, {}));
    const failedAt = Date.now();
    expect(first.retryAfterMs).toBe(1000);
    await expect(request('POST', '/me/add-fav', ack, {})).resolves.toEqual({ status: 'ok' });
    expect(sentAt).toHaveLength(2);
    // Not before the Retry-After (a lower bound only: a slow machine only makes it later).
    expect(sentAt[1]! - failedAt).toBeGreaterThanOrEqual(950);
  });

  test('a long Retry-After fails the next call at once, without a request, saying how long', async () => {
    const seen = capture(
      'post',
      `${ORIGIN}/comments/rate`,
      () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '3600' } }),
    );
    await failure(request('POST', '/comments/rate', ack, {}));
    const again = await failure(request('POST', '/comments/rate', ack, {}));
    expect(seen).toHaveLength(1);
    expect(again.kind).toBe('http');
    expect(again.status).toBe(429);
    expect(again.retryAfterMs).toBeGreaterThan(MAX_RETRY_HOLD_MS);
    expect(again.messageParams).toEqual({ wait: '60 мин' });
  });

  test('other endpoints are not held, and aborting a held call rejects with aborted', async () => {
    server.use(
      http.post(
        `${ORIGIN}/me/add-fav`,
        () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '5' } }),
      ),
    );
    capture('post', `${ORIGIN}/article/rate`);
    await failure(request('POST', '/me/add-fav', ack, {}));
    await expect(request('POST', '/article/rate', ack, {})).resolves.toEqual({ status: 'ok' });
    const controller = new AbortController();
    const held = request('POST', '/me/add-fav', ack, {}, { signal: controller.signal });
    controller.abort();
    expect((await failure(held)).kind).toBe('aborted');
  });
});

describe('unixTime (one bad timestamp must not break a list)', () => {
  test('accepts seconds a Date can hold, rejects 1e16, NaN-ish strings and Infinity', () => {
    expect(z.safeParse(unixTime, '1760000000').data).toBe(1760000000);
    expect(z.safeParse(unixTime, 8_640_000_000_000).success).toBe(true);
    for (const bad of [1e16, '10000000000000000', Infinity, 'abc', '']) {
      expect(z.safeParse(unixTime, bad).success).toBe(false);
    }
  });
});
