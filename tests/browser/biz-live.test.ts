import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-live/biz-live.ts';
import { advanceDemoClock, worker } from '../../mocks/browser.ts';
import { manualClock, setClock, type ManualClock } from '../../src/element/clock.ts';
import { freshPage, requests, setChaos } from './helpers.ts';
import { eventually, nextFrame, settle, waitFor } from './helpers/wait.ts';
import { part, parts, shadowText } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { endFaults, errorKinds, forceFault } from './helpers/faults.ts';
import { trackResources, expectNothingLeft } from './helpers/resources.ts';
import { poke, recordXss, xssVectors } from './biz-live-xss.harness.ts';

const PATH = '/live/ajax/42';
const ids = (el: Element, name = 'message') => parts(el, name).map((m) => m.dataset.messageId);

function hideTab(hidden: boolean) {
  if (!hidden && !Object.prototype.hasOwnProperty.call(document, 'hidden')) return;
  if (hidden) Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  else delete (document as { hidden?: boolean }).hidden;
  document.dispatchEvent(new Event('visibilitychange'));
}

let clock: ManualClock;

/** `Math.random` gives 0.5 for this test: the poller's jittered pauses are exactly `interval`. */
function steadyRandom() {
  const random = Math.random;
  Math.random = () => 0.5;
  restoreRandom = () => (Math.random = random);
}
let restoreRandom = () => {};

/** A broadcast on a manual clock: polls happen only when the test ticks. */
async function live(attrs = '', children = '') {
  const box = await fixture<HTMLDivElement>(
    `<div><biz-live live-id="42" ${attrs}>${children}</biz-live></div>`,
  );
  const el = box.querySelector('biz-live')!;
  await waitFor(() => el.shadowRoot?.querySelector('[part=feed]'), 2000, 'render');
  return el;
}

/** Moves the demo backend's clock and ours, then waits for the poll to be answered. */
async function poll(el: Element, seconds = 10) {
  const before = sent(PATH).length;
  advanceDemoClock(seconds * 1000);
  clock.tick(seconds * 1000);
  await waitFor(() => sent(PATH).length > before, 2000, 'poll');
  // Answered and applied: the poller schedules the next call only after that (a slow engine
  // answers later than a fixed pause).
  await waitFor(() => clock.pending === 1, 3000, 'answer applied');
  await waitFor(() => el.shadowRoot!.querySelector('section[aria-busy=false]'));
  await waitFor(() => clock.pending > 0, 2000, 'poll answered'); // the next one is scheduled
  await nextFrame();
}

describe('<biz-live>', () => {
  const title = 'Форум — Деловой регион';
  beforeEach(async () => {
    document.title = title;
    await freshPage();
    clock = manualClock();
    setClock(clock);
  });
  afterEach(() => {
    restoreRandom();
    restoreRandom = () => {};
    hideTab(false);
    setClock(null);
    document.title = title;
    window.scrollTo(0, 0);
  });

  it('loads the broadcast with a first call, pinned on top, newest first; accessible', async () => {
    const el = await live();
    await waitFor(() => parts(el, 'message').length === 9, 2000, 'messages');
    expect(sent(PATH)).to.deep.equal([{ last_timestamp: '0' }]);
    expect(ids(el)).to.deep.equal(['9', '8', '7', '6', '5', '4', '3', '2', '1']);
    expect(ids(el, 'pinned')).to.deep.equal(['2']);
    await waitFor(() => part(el, 'pinned').textContent!.includes('Программа дня.'));
    expect(part(el, 'message').querySelector('time')!.textContent).to.match(/^\d\d:\d\d$/);
    expect(part(el, 'badge').textContent).to.equal('Онлайн');
    expect(part(el, 'feed').getAttribute('aria-live')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('applies new, edited, pinned, unpinned and deleted messages poll after poll', async () => {
    const events = listen<{ liveId: string; added: number; waiting: boolean }>('biz-live-update');
    const el = await live();
    await waitFor(() => parts(el, 'message').length === 9);
    const first = Number(sent(PATH)[0]!.last_timestamp);
    expect(first).to.equal(0);
    await poll(el, 60); // +15 new 10, +35 edit 9, +50 new 11, +55 pin 11, +56 unpin 2
    expect(Number(sent(PATH)[1]!.last_timestamp)).to.be.greaterThan(1_700_000_000);
    await eventually(() => expect(ids(el).slice(0, 3)).to.deep.equal(['11', '10', '9']));
    expect(parts(el, 'message')[2]!.textContent).to.contain('Обновлено').and.contain('изменено');
    expect(ids(el, 'pinned')).to.deep.equal(['11']);
    expect(part(el, 'status').textContent).to.equal('2 новых сообщения');
    expect(events.at(-1)!.detail).to.deep.equal({ liveId: '42', added: 2, waiting: false });
    await poll(el, 40); // +80 new 12, +100 new 13
    await eventually(() => expect(ids(el).slice(0, 2)).to.deep.equal(['13', '12']));
    await poll(el, 20); // +110 delete 12
    await eventually(() => expect(ids(el)).to.not.include('12'));
    expect(ids(el).slice(0, 2)).to.deep.equal(['13', '11']);
    // Each call asks for what changed after the previous answer.
    const stamps = sent(PATH).map((b) => Number(b.last_timestamp));
    expect(stamps).to.deep.equal([...stamps].sort((a, b) => a - b));
    await expect(el).to.be.accessible();
  });

  it('a poll renders only the messages it changes, not the whole feed', async () => {
    const el = await live();
    await waitFor(() => parts(el, 'message').length === 9);
    // Each render of a message formats its time: record which times are formatted.
    const pinned = new Set(ids(el, 'pinned'));
    const old = parts(el, 'message')
      .filter((m) => !pinned.has(m.dataset.messageId!))
      .map((m) => Date.parse(m.querySelector('time')!.dateTime));
    expect(old.length).to.be.greaterThan(5);
    const formatted: number[] = [];
    const proto = Intl.DateTimeFormat.prototype;
    const original = Object.getOwnPropertyDescriptor(proto, 'format')!;
    Object.defineProperty(proto, 'format', {
      configurable: true,
      get(this: Intl.DateTimeFormat) {
        const format = original.get!.call(this) as (date?: number | Date) => string;
        return (date?: number | Date) => {
          formatted.push(Number(date));
          return format(date);
        };
      },
    });
    const nodes = parts(el, 'message');
    try {
      await poll(el, 20); // +15: one new message (10)
      await eventually(() => expect(ids(el)[0]).to.equal('10')); // rendered while recording
    } finally {
      Object.defineProperty(proto, 'format', original);
    }
    expect(ids(el)[0]).to.equal('10');
    expect(formatted.length).to.be.greaterThan(0); // the new message did render
    expect(formatted.filter((t) => old.includes(t))).to.deep.equal([]);
    // The messages already shown are the same DOM nodes.
    expect(parts(el, 'message').slice(1)).to.deep.equal(nodes);
  });

  it('polls every `interval` ms (default 10 s), one call at a time', async () => {
    setChaos({ latencyMs: 150, only: PATH });
    steadyRandom(); // the pauses are drawn around the interval (±10 %): exactly it here
    const el = await live();
    await waitFor(() => parts(el, 'message').length === 9);
    clock.tick(9_999);
    await waitFor(() => clock.pending === 1, 2000, 'not due yet'); // an early poll would leave none until answered
    expect(sent(PATH)).to.have.length(1);
    clock.tick(1);
    expect(clock.pending).to.equal(0); // the call is in flight: nothing else is scheduled
    clock.tick(60_000);
    await waitFor(() => clock.pending === 1, 2000, 'answered'); // the call in flight, answered
    expect(requests(PATH)).to.have.length(2);
    await waitFor(() => clock.pending === 1, 2000, 'next poll scheduled');
    el.remove();
    document.body.append(el);
    el.setAttribute('interval', '500');
    await waitFor(() => sent(PATH).length === 3, 2000, 'restarted poll'); // catches up at once
    el.remove();
  });

  it('starts from server-rendered messages and continues from their timestamp', async () => {
    steadyRandom(); // the first pause is drawn from 0.5–1.5× the interval: exactly it here
    const el = await live(
      'interval="15000" data-last-timestamp="1700000000"',
      `<article data-message-id="2" data-timestamp="1699990000" data-fixed="1"><p>Программа</p></article>
       <article data-message-id="1" data-timestamp="1699980000"><p>Начинаем</p></article>`,
    );
    expect(ids(el)).to.deep.equal(['2', '1']);
    expect(ids(el, 'pinned')).to.deep.equal(['2']);
    expect(part(el, 'message').textContent).to.contain('Программа');
    await waitFor(() => clock.pending === 1, 2000, 'first poll scheduled'); // not made at once
    expect(sent(PATH)).to.have.length(0);
    clock.tick(15_000);
    await waitFor(() => sent(PATH).length === 1);
    expect(sent(PATH)[0]).to.deep.equal({ last_timestamp: '1700000000' });
  });

  it('does not insert under the reader’s eyes: a button, the title count, then focus on the newest', async () => {
    const el = await live();
    await waitFor(() => parts(el, 'message').length === 9);
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    el.after(spacer);
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + 400);
    await poll(el, 60);
    // The title follows in an effect after the render that shows the button.
    await eventually(() => expect(document.title).to.equal(`(2) ${title}`));
    const button = part<HTMLButtonElement>(el, 'new-messages');
    expect(button.textContent).to.equal('2 новых сообщения');
    expect(ids(el)[0]).to.equal('9');
    await waitFor(() => document.title === `(2) ${title}`, 2000, 'title count');
    expect(document.title).to.equal(`(2) ${title}`);
    expect(part(el, 'status').textContent).to.equal('2 новых сообщения');
    await poll(el, 40);
    await eventually(() => expect(document.title).to.equal(`(4) ${title}`));
    expect(button.textContent).to.equal('4 новых сообщения');
    await waitFor(() => document.title === `(4) ${title}`, 2000, 'title count');
    expect(document.title).to.equal(`(4) ${title}`);
    await poll(el, 20); // a waiting message deleted before it was shown
    await eventually(() => expect(button.textContent).to.equal('3 новых сообщения'));
    await expect(el).to.be.accessible();
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => ids(el)[0] === '13');
    expect(ids(el).slice(0, 4)).to.deep.equal(['13', '11', '10', '9']);
    expect(el.shadowRoot!.querySelector('[part=new-messages]')).to.equal(null);
    await waitFor(() => document.title === title, 2000, 'title restored');
    expect(document.title).to.equal(title);
    await waitFor(() => el.shadowRoot!.activeElement === parts(el, 'message')[0]);
    spacer.remove();
  });

  it('pauses while the tab is hidden and polls at once when it is shown', async () => {
    const el = await live();
    await waitFor(() => parts(el, 'message').length === 9);
    hideTab(true);
    advanceDemoClock(60_000);
    clock.tick(120_000);
    await settle(80); // negative check: no poll while hidden (a skipped poll leaves no mark)
    expect(sent(PATH)).to.have.length(1);
    hideTab(false);
    await waitFor(() => sent(PATH).length === 2, 2000, 'catch-up poll');
    await waitFor(() => ids(el)[0] === '11');
  });

  it('backs off with jitter after failures, says so with a retry, and recovers', async () => {
    const random = Math.random;
    let draw = 0.5; // the healthy pauses: exactly the interval
    Math.random = () => draw;
    try {
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await live();
      await waitFor(() => parts(el, 'message').length === 9);
      await waitFor(() => clock.pending === 1, 2000, 'next poll scheduled');
      draw = 0.999; // the backoff: near the top of each ceiling
      setChaos({ force: 'http500', only: PATH });
      clock.tick(10_000);
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 2000, 'error');
      expect(part(el, 'error').textContent)
        .to.contain('Трансляция не обновилась.')
        .and.contain('Сервер ответил ошибкой');
      expect(errorKinds(errors)).to.deep.equal([[PATH, 'http']]);
      expect(parts(el, 'message')).to.have.length(9); // what was shown stays
      await expect(el).to.be.accessible();
      // Failure 1: a random pause under 20 s (0.999 · 20 s), failure 2: under 20 s too (the
      // backoff is capped at two periods: a reader never waits minutes after recovery).
      clock.tick(19_979);
      await waitFor(() => clock.pending === 1, 2000, 'not due yet'); // an early poll would leave none until answered
      expect(requests(PATH)).to.have.length(2);
      clock.tick(1);
      await waitFor(() => errors.length === 2);
      await waitFor(() => clock.pending === 1, 2000, 'failure 2 answered');
      clock.tick(19_979);
      await waitFor(() => clock.pending === 1, 2000, 'not due yet'); // an early poll would leave none until answered
      expect(requests(PATH)).to.have.length(3);
      draw = 0.5; // the pause after recovery: exactly the interval
      endFaults();
      part(el, 'retry').click(); // retry polls at once
      await waitFor(() => !el.shadowRoot!.querySelector('[part=error]'), 2000, 'recovered');
      expect(requests(PATH)).to.have.length(4);
      await waitFor(() => clock.pending === 1);
      clock.tick(10_000); // back to the normal interval
      await waitFor(() => requests(PATH).length === 5);
    } finally {
      Math.random = random;
    }
  });

  for (const [mode, reason] of [
    ['network', 'Нет связи с сервером'],
    ['timeout', 'Сервер долго не отвечает'],
    ['wrong-shape', 'Сервер прислал неожиданный ответ'],
  ] as const) {
    it(`a first load that fails (${mode}) explains it and retries`, async () => {
      forceFault(mode, PATH, { latencyMs: 50, short: 200 });
      const el = await live();
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
      expect(part(el, 'error').textContent)
        .to.contain('Трансляция не загрузилась.')
        .and.contain(reason);
      endFaults();
      part(el, 'retry').click();
      await waitFor(() => parts(el, 'message').length === 9, 3000, 'loaded');
      expect(shadowText(el)).to.not.contain('не загрузилась');
    });
  }

  it('no payload of the XSS corpus executes as a live message', async () => {
    const xss = recordXss();
    try {
      worker.use(
        http.post('*/live/ajax/:id', () =>
          HttpResponse.json({
            new: xssVectors.map((v) => ({ id: v.id, html: v.payload, fixed: v.id % 7 ? 0 : 1 })),
            last_timestamp: 1,
          }),
        ),
      );
      const el = await live();
      await waitFor(() => parts(el, 'message').length === xssVectors.length, 3000, 'rendered');
      await poke(el.shadowRoot!);
      expect(xss.hits).to.deep.equal([]);
      el.remove();
    } finally {
      xss.stop();
      worker.resetHandlers();
    }
  });

  it('stops when removed: no call, timer, listener or observer left; title restored', async () => {
    setClock(null);
    const tracker = trackResources();
    // The element's calls, counted as it makes them: the backend logs a call a task or more
    // later (through the service worker), so a call made just before removal may be logged
    // after it.
    const fetch = window.fetch;
    let calls = 0;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      if (String(args[0] instanceof Request ? args[0].url : args[0]).includes(PATH)) calls += 1;
      return fetch(...args);
    };
    // Polls on demand: the tab shown again calls at once (the period is at least 10 s).
    const shown = () => document.dispatchEvent(new Event('visibilitychange'));
    try {
      const el = await live();
      await waitFor(() => (shown(), sent(PATH).length >= 2), 2000, 'polling');
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      el.after(spacer);
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + 400);
      advanceDemoClock(60_000);
      await waitFor(
        () => (shown(), el.shadowRoot!.querySelector('[part=new-messages]')),
        2000,
        'waiting',
      );
      await waitFor(() => /^\(2\) /.test(document.title), 2000, 'the count in the title');
      el.remove();
      spacer.remove();
      const count = calls;
      await settle(150); // negative check: no poll and no leftovers after removal
      expect(calls).to.be.at.most(count + 0);
      expect(sent(PATH).length).to.be.at.most(count + 0);
      expect(document.title).to.equal(title);
      expectNothingLeft(tracker.active());
    } finally {
      window.fetch = fetch;
      tracker.stop();
    }
  });
});
