import { expect } from '@open-wc/testing';
import { ApiError, type BizErrorDetail } from '../../src/api/errors.ts';
import { useCall, type Call } from '../../src/element/use-call.ts';
import { renderProbe, type RenderedProbe } from './helpers/render-probe.tsx';
import { waitFor } from './helpers/wait.ts';

/** A promise settled from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A request that rejects like the api client when its signal aborts. */
function abortable<T>(signal: AbortSignal, answer: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new ApiError('aborted', '/x', 'aborted')));
    answer.then(resolve, reject);
  });
}

let latest: Call | null = null;

function Probe({ host }: { host: HTMLElement }) {
  const call = useCall(host);
  latest = call;
  return <p>{call.busy ? 'busy' : 'idle'}</p>;
}

describe('useCall', () => {
  let errors: CustomEvent<BizErrorDetail>[];
  let probe: RenderedProbe;
  const call = () => latest!;

  beforeEach(async () => {
    latest = null;
    probe = renderProbe((at) => <Probe host={at} />);
    ({ errors } = probe);
    await waitFor(() => latest, 2000, 'first render');
  });

  afterEach(() => {
    probe.remove();
  });

  it('runs one call at a time: a second run while one is on its way is ignored', async () => {
    const answer = deferred<string>();
    const done: string[] = [];
    let sent = 0;
    const spec = {
      request: () => {
        sent += 1;
        return answer.promise;
      },
      endpoint: '/x',
      failed: 'Не удалось.',
      done: (value: string) => done.push(value),
    };
    expect(call().run(spec)).to.equal(true);
    expect(call().active()).to.equal(true);
    expect(call().run(spec)).to.equal(false);
    await waitFor(() => call().busy, 2000, 'busy');
    answer.resolve('ok');
    await waitFor(() => !call().busy, 2000, 'not busy');
    expect(sent).to.equal(1);
    expect(done).to.deep.equal(['ok']);
    expect(call().failure).to.equal(null);
    expect(errors).to.have.length(0);
  });

  it('a failure rolls the optimistic change back, shows the Russian reason with a retry and dispatches biz-error', async () => {
    const steps: string[] = [];
    const retry = () => steps.push('retry');
    call().run({
      request: () => Promise.reject(new ApiError('http', '/x', 'HTTP 503', 503, undefined, 5000)),
      endpoint: '/x',
      failed: 'Не удалось сохранить.',
      retry,
      optimistic: { apply: () => steps.push('apply'), rollback: () => steps.push('rollback') },
      done: () => steps.push('done'),
    });
    await waitFor(() => call().failure, 2000, 'failure');
    expect(call().failure!.message).to.equal(
      'Не удалось сохранить. Сервер перегружен. Попробуйте ещё раз через 5 с.',
    );
    expect(call().failure!.retry).to.equal(retry);
    expect(steps).to.deep.equal(['apply', 'rollback']);
    expect(errors.map((e) => e.detail)).to.deep.equal([
      { endpoint: '/x', kind: 'http', message: 'HTTP 503' },
    ]);
    expect(errors[0]!.bubbles && errors[0]!.composed).to.equal(true);
    expect(call().busy).to.equal(false);
  });

  it("words a failure with the server's message where asked, but not over a Retry-After wait", async () => {
    const refusal = (retryAfterMs?: number) =>
      new ApiError('http', '/x', 'HTTP 400', 400, { message: ' Пароль неверный ' }, retryAfterMs);
    const spec = (error: ApiError) => ({
      request: () => Promise.reject(error),
      endpoint: '/x',
      failed: 'Не удалось.',
      wording: { serverMessage: true },
    });
    call().run(spec(refusal()));
    await waitFor(() => call().failure, 2000, 'first failure');
    expect(call().failure!.message).to.equal('Не удалось. Пароль неверный');
    call().run(spec(refusal(61_000)));
    await waitFor(() => call().failure?.message.includes('2 мин'), 2000, 'second failure');
    expect(call().failure!.message).to.equal(
      'Не удалось. Сервер перегружен. Попробуйте ещё раз через 2 мин.',
    );
  });

  it('a new run clears the failure shown', async () => {
    call().run({
      request: () => Promise.reject(new ApiError('network', '/x', 'offline')),
      endpoint: '/x',
      failed: 'Ой.',
    });
    await waitFor(() => call().failure, 2000, 'failure');
    const answer = deferred<void>();
    call().run({ request: () => answer.promise, endpoint: '/x', failed: 'Ой.' });
    await waitFor(() => call().failure === null && call().busy, 2000, 'cleared and busy');
    answer.resolve();
    await waitFor(() => !call().busy, 2000, 'done');
  });

  it('unmount aborts the call on its way, and the abort is neither shown nor dispatched', async () => {
    let signal: AbortSignal | null = null;
    const failedWith: unknown[] = [];
    call().run({
      request: (s) => {
        signal = s;
        return abortable(s, new Promise<void>(() => undefined));
      },
      endpoint: '/x',
      failed: 'Ой.',
      failedWith: (error) => failedWith.push(error),
    });
    probe.unmount();
    expect(signal!.aborted).to.equal(true);
    await waitFor(() => failedWith.length, 2000, 'settled');
    expect(errors).to.have.length(0);
  });

  it('replace: the older call is aborted and its late answer dropped; cancel drops the newer', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const done: string[] = [];
    const signals: AbortSignal[] = [];
    const spec = (answer: Promise<string>) => ({
      request: (signal: AbortSignal) => {
        signals.push(signal);
        return answer;
      },
      endpoint: '/x',
      failed: 'Ой.',
      replace: true,
      done: (value: string) => done.push(value),
    });
    call().run(spec(first.promise));
    expect(call().run(spec(second.promise))).to.equal(true);
    expect(signals[0]!.aborted).to.equal(true);
    first.resolve('old'); // answers although aborted: dropped
    second.resolve('new');
    await waitFor(() => done.length && !call().busy, 2000, 'newer done');
    expect(done).to.deep.equal(['new']);

    const third = deferred<string>();
    call().run(spec(third.promise));
    call().cancel();
    third.reject(new Error('late failure'));
    await waitFor(() => !call().busy, 2000, 'cancelled');
    await new Promise((r) => setTimeout(r, 0));
    expect(done).to.deep.equal(['new']);
    expect(call().failure).to.equal(null);
    expect(errors).to.have.length(0);
  });
});
