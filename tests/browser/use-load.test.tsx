import { expect } from '@open-wc/testing';
import { ApiError, type BizErrorDetail } from '../../src/api/errors.ts';
import { manualClock, setClock, type ManualClock } from '../../src/element/clock.ts';
import { HEAL_MAX_MS } from '../../src/element/healing.ts';
import { useLoad, type Load, type LoadSpec } from '../../src/element/use-load.ts';
import { renderProbe, type RenderedProbe } from './helpers/render-probe.tsx';
import { settle, waitFor } from './helpers/wait.ts';

let latest: Load | null = null;

function Probe({ host }: { host: HTMLElement }) {
  const load = useLoad(host);
  latest = load;
  return <p>{load.loading ? 'loading' : 'idle'}</p>;
}

/** Answers handed out one by one: each request takes the next settle functions. */
function answers<T>() {
  const waiting: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const signals: AbortSignal[] = [];
  const request = (signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<T>((resolve, reject) => {
      waiting.push({ resolve, reject });
      signal.addEventListener('abort', () => reject(new ApiError('aborted', '/x', 'aborted')));
    });
  };
  return { request, waiting, signals };
}

describe('useLoad', () => {
  let errors: CustomEvent<BizErrorDetail>[];
  let probe: RenderedProbe;
  let clock: ManualClock;
  const load = () => latest!;

  beforeEach(async () => {
    latest = null;
    clock = manualClock();
    setClock(clock);
    probe = renderProbe((at) => <Probe host={at} />);
    ({ errors } = probe);
    await waitFor(() => latest, 2000, 'first render');
  });

  afterEach(() => {
    probe.remove();
    setClock(null);
  });

  it('a failure is shown with a retry and reported once; quiet retries keep it until one works', async () => {
    const { request, waiting } = answers<string>();
    const done: string[] = [];
    const starts: boolean[] = [];
    const spec: LoadSpec<string> = {
      request,
      endpoint: '/x',
      failed: 'Не удалось загрузить.',
      retry: () => load().run(spec),
      start: (quiet) => starts.push(quiet),
      done: (answer) => done.push(answer),
    };
    load().run(spec);
    await waitFor(() => load().loading, 2000, 'loading');
    waiting[0]!.reject(new ApiError('network', '/x', 'offline'));
    await waitFor(() => load().failure, 2000, 'failure shown');
    expect(load().failure!.message).to.match(/^Не удалось загрузить\. /);
    expect(load().failure!.retry).to.be.a('function');
    expect(errors.map((e) => e.detail.endpoint)).to.deep.equal(['/x']);
    expect(load().loading).to.equal(false);

    // The quiet retry: nothing cleared, no loading state, no second message or event.
    expect(clock.pending).to.equal(1);
    clock.tick(HEAL_MAX_MS);
    await waitFor(() => waiting.length === 2, 2000, 'quiet retry sent');
    expect(starts).to.deep.equal([false, true]);
    expect(load().quiet()).to.equal(true);
    waiting[1]!.reject(new ApiError('network', '/x', 'offline'));
    await waitFor(() => clock.pending === 1, 2000, 'next quiet retry planned');
    clock.tick(HEAL_MAX_MS);
    await waitFor(() => waiting.length === 3, 2000, 'second quiet retry sent');
    expect(errors).to.have.length(1);
    expect(load().failure).to.not.equal(null);

    waiting[2]!.resolve('ok');
    await waitFor(() => load().failure === null, 2000, 'failure cleared');
    expect(done).to.deep.equal(['ok']);
    expect(load().quiet()).to.equal(false);
    expect(clock.pending).to.equal(0);
  });

  /** A load of '/x' whose answer failed (no network): shown, its quiet retry planned. */
  async function failedLoad() {
    const { request, waiting } = answers<string>();
    const spec: LoadSpec<string> = {
      request,
      endpoint: '/x',
      failed: 'Не удалось загрузить.',
      retry: () => load().run(spec),
      done: () => {},
    };
    load().run(spec);
    waiting[0]!.reject(new ApiError('network', '/x', 'offline'));
    await waitFor(() => load().failure, 2000, 'failure shown');
    return waiting;
  }

  it('«Повторить» while a quiet retry is on its way takes it over: no request, loading, its failure reported', async () => {
    const waiting = await failedLoad();
    clock.tick(HEAL_MAX_MS);
    await waitFor(() => waiting.length === 2, 2000, 'quiet retry sent');
    load().failure!.retry!();
    await waitFor(() => load().loading, 2000, 'shown as loading');
    expect(waiting, 'requests').to.have.length(2);
    expect(load().failure, 'failure while it loads').to.equal(null);
    expect(load().quiet()).to.equal(false);
    waiting[1]!.reject(new ApiError('network', '/x', 'offline'));
    await waitFor(() => load().failure, 2000, 'failure shown again');
    expect(errors.map((e) => e.detail.endpoint)).to.deep.equal(['/x', '/x']);
    expect(load().loading).to.equal(false);
  });

  it('«Повторить» with a quiet retry planned drops it: one request, the backoff from the start', async () => {
    const waiting = await failedLoad();
    expect(clock.pending, 'quiet retry planned').to.equal(1);
    load().failure!.retry!();
    expect(clock.pending, 'planned after the click').to.equal(0);
    expect(waiting).to.have.length(2);
    waiting[1]!.resolve('ok');
    await waitFor(() => load().failure === null, 2000, 'failure cleared');
    expect(waiting).to.have.length(2);
  });

  it('another key loaded while a quiet retry is on its way is the reader’s: shown, reported, and then the one that heals', async () => {
    const waiting = await failedLoad();
    clock.tick(HEAL_MAX_MS);
    await waitFor(() => waiting.length === 2, 2000, 'quiet retry sent');
    const other = answers<string>();
    const otherSpec: LoadSpec<string> = {
      request: other.request,
      endpoint: '/x',
      key: '/x?tab=2',
      failed: 'Не удалось загрузить.',
      retry: () => load().run(otherSpec),
      done: () => {},
    };
    load().run(otherSpec);
    await waitFor(() => load().loading, 2000, 'shown as loading');
    expect(load().failure, 'the first failure, cleared').to.equal(null);
    other.waiting[0]!.reject(new ApiError('network', '/x', 'offline'));
    await waitFor(() => errors.length === 2, 2000, 'its failure reported');
    // The event goes out as the failure is set; the render that shows it may come a task later.
    const shown = await waitFor(() => load().failure, 2000, 'its failure shown');
    expect(shown.message).to.contain('Не удалось загрузить.');
    // The overtaken quiet retry answers: the other key's failure stays, and only it heals.
    waiting[1]!.resolve('ok');
    await settle(50); // negative check: nothing that follows may change
    expect(load().failure, 'the other key’s failure').to.not.equal(null);
    expect(clock.pending, 'one quiet retry planned').to.equal(1);
    clock.tick(HEAL_MAX_MS);
    await waitFor(() => other.waiting.length === 2, 2000, 'the other key’s quiet retry');
    expect(waiting, 'the first key: no more requests').to.have.length(2);
  });

  it('cap cuts a list of the answer and reports the cut at the endpoint', async () => {
    let kept: number[] = [];
    let total = 0;
    load().run({
      request: async () => [1, 2, 3, 4],
      endpoint: '/list',
      failed: 'Не удалось.',
      retry: () => {},
      done: (answer, cap) => ({ items: kept, total } = cap(answer, 2, 'things')),
    });
    await waitFor(() => total, 2000, 'answer');
    expect(kept).to.deep.equal([1, 2]);
    expect(total).to.equal(4);
    expect(errors.map((e) => e.detail)).to.deep.equal([
      { endpoint: '/list', kind: 'validation', message: 'answer capped: first 2 things shown' },
    ]);
  });

  it('a failure the element handles is neither shown nor retried; heal: false is not retried', async () => {
    const seen: unknown[] = [];
    load().run({
      request: () => Promise.reject(new ApiError('http', '/gone', 'not found', 404)),
      endpoint: '/gone',
      failed: 'Не удалось.',
      retry: () => {},
      done: () => {},
      handled: (error) => seen.push(error) > 0,
    });
    await waitFor(() => seen.length, 2000, 'handled');
    load().run({
      request: () => Promise.reject(new ApiError('network', '/more', 'offline')),
      endpoint: '/more',
      failed: 'Не удалось.',
      retry: () => {},
      done: () => {},
      heal: false,
    });
    await waitFor(() => load().failure, 2000, 'failure shown');
    expect(errors.map((e) => e.detail.endpoint)).to.deep.equal(['/more']);
    expect(clock.pending).to.equal(0);
  });

  it('keep: the failure shown stays while «Повторить» reads again; by default it goes', async () => {
    const { request, waiting } = answers<string>();
    const spec = (keep: boolean): LoadSpec<string> => ({
      request,
      endpoint: '/x',
      failed: 'Не удалось.',
      retry: () => {},
      done: () => {},
      keep,
      heal: false,
    });
    load().run(spec(true));
    waiting[0]!.reject(new ApiError('network', '/x', 'offline'));
    await waitFor(() => load().failure, 2000, 'failure shown');
    load().run(spec(true));
    await waitFor(() => load().loading, 2000, 'loading again');
    expect(load().failure).to.not.equal(null);
    load().run(spec(false));
    await waitFor(() => load().failure === null, 2000, 'failure cleared');
  });

  it('unmount aborts the loads on their way; the abort is neither shown nor retried', async () => {
    const { request, signals } = answers<string>();
    const spec = {
      request,
      endpoint: '/x',
      failed: 'Не удалось.',
      retry: () => {},
      done: () => {},
    };
    load().run(spec);
    const cancel = load().run(spec);
    cancel();
    expect(signals.map((s) => s.aborted)).to.deep.equal([false, true]);
    probe.unmount();
    expect(signals[0]!.aborted).to.equal(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(errors).to.have.length(0);
    expect(clock.pending).to.equal(0);
  });
});
