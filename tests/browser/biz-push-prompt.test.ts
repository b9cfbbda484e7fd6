import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { flushSync } from 'react-dom';
import '../../elements/biz-push-prompt/biz-push-prompt.ts';
import {
  decodeVapidKey,
  pushPlatform,
  setPushPlatform,
  settleWithin,
  type PushPlatform,
} from '../../elements/biz-push-prompt/platform.ts';
import { PUSH_DELAY_MS, PUSH_DND_MS } from '../../elements/biz-push-prompt/BizPushPrompt.tsx';
import { PUSH_ENDPOINT_KEY } from '../../src/services/keys.ts';
import { manualClock, setClock, type ManualClock } from '../../src/element/clock.ts';
import { getCookie } from '../../src/services/cookies.ts';
import { storage } from '../../src/services/storage.ts';
import { configure } from '../../src/services/config.ts';
import { freshPage, setChaos, TEST_VISITOR_ID } from './helpers.ts';
import { afterEffects, nextFrame, rendered, settle, waitFor, eventually } from './helpers/wait.ts';
import { part, shadowText } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { expectNothingLeft, tracking } from './helpers/resources.ts';

/** A real P-256 public key (uncompressed, base64url), as the demo page uses. */
const KEY =
  'BD78rspGPzkRs7Lz4OtMjba82IIpLbiomsBT_8UlhhS2qoTJRq1Tr24gJeuGAlXB3xzBmk_KUeZXokVUskQrpVE';
const DAY = 24 * 3_600_000;

/** The browser as the prompt sees it, under the test's control. */
class FakePush implements PushPlatform {
  isSupported = true;
  current: NotificationPermission = 'default';
  /** What the browser's own question will answer. */
  answer: NotificationPermission = 'granted';
  requests = 0;
  /** Reads of support and permission so far. */
  reads = 0;
  subscribes: { url: string; scope: string; key: Uint8Array }[] = [];
  endpoint = 'https://push.example.net/wpush/v2/abc123';
  failSubscribe = false;
  /** The browser never settles the subscription (Firefox without a push service). */
  hangSubscribe = false;
  private listeners = new Set<(data: unknown) => void>();

  supported() {
    this.reads += 1;
    return this.isSupported;
  }
  permission() {
    this.reads += 1;
    return this.current;
  }
  requestPermission() {
    this.requests += 1;
    this.current = this.answer;
    return Promise.resolve(this.answer);
  }
  async subscribe(url: string, scope: string, key: Uint8Array) {
    this.subscribes.push({ url, scope, key });
    if (this.failSubscribe) throw new DOMException('push service error', 'AbortError');
    if (this.hangSubscribe) return new Promise<never>(() => undefined);
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: 'BPk', auth: 'x1' } };
  }
  onWorkerMessage(listener: (data: unknown) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  /** A message from the service worker. */
  post(data: unknown) {
    this.listeners.forEach((listener) => listener(data));
  }
  get listening() {
    return this.listeners.size;
  }
}

let push: FakePush;
let time: ManualClock;

/**
 * A prompt on the page, once it started: its timer is set and it listens to the worker (unless
 * it has nothing to start: `armed: false`).
 */
async function prompt(
  attrs: { key?: string; worker?: string; delay?: string; armed?: boolean } = {},
) {
  await afterEffects(); // a prompt removed just before has cleaned up (Preact: after a paint)
  const armed = { timers: time.pending, listeners: push.listening };
  const el = await fixture(html`
    <biz-push-prompt
      vapid-public-key=${attrs.key ?? KEY}
      service-worker=${attrs.worker ?? '/push-sw.js'}
      delay=${attrs.delay ?? ''}
    ></biz-push-prompt>
  `);
  await waitFor(() => el.shadowRoot?.querySelector('[part=announcement]'), 2000, 'render');
  if (attrs.armed === false) await rendered(el);
  else {
    await waitFor(
      () => time.pending > armed.timers || push.listening > armed.listeners,
      2000,
      'the prompt to start',
    );
  }
  return el;
}

const dialog = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part=dialog]');
/** The `part` of what has focus inside the element's shadow root ('' for nothing). */
const focusedPart = (el: Element) => el.shadowRoot?.activeElement?.getAttribute('part') ?? '';
/** Whether the prompt shows (a boolean: a failed assertion on an element would print React's whole tree). */
const isOpen = (el: Element) => dialog(el) !== null;

/**
 * Moves the clock; what its timers change is rendered (flushSync), and the effects of that
 * render (the shown prompt's listeners) have run, before this resolves.
 */
async function tick(ms: number): Promise<void> {
  flushSync(() => time.tick(ms));
  await afterEffects();
}

/** The prompt inside `box`, once its 15 s have passed on the manual clock and it shows. */
async function shownIn(box: Element): Promise<Element> {
  const el = box.querySelector('biz-push-prompt')!;
  await waitFor(() => time.pending === 1, 2000, 'the prompt to start');
  await tick(15_000);
  // The prompt's part loads when due: a slow engine's first load takes a while.
  await waitFor(() => dialog(el), 5000, 'the prompt');
  return el;
}

describe('<biz-push-prompt>', () => {
  beforeEach(async () => {
    await freshPage();
    push = new FakePush();
    setPushPlatform(push);
    time = manualClock(Date.now());
    setClock(time);
  });

  it('appears 15 s after page load, politely, without taking focus, and is accessible', async () => {
    const shown = listen<{ delayUntil: number }>('biz-push-prompt-show');
    const input = await fixture<HTMLInputElement>(html`<input aria-label="Поиск" />`);
    input.focus();
    const el = await prompt();
    await tick(14_999);
    expect(isOpen(el)).to.equal(false);
    expect(getCookie('pushDelay')).to.equal(null);
    await tick(1);
    await waitFor(() => dialog(el), 5000, 'the prompt');
    const box = dialog(el)!;
    expect(box.getAttribute('role')).to.equal('dialog');
    expect(box.hasAttribute('aria-modal')).to.equal(false);
    expect(
      el.shadowRoot!.getElementById(box.getAttribute('aria-labelledby')!)!.textContent,
    ).to.equal('Включить уведомления?');
    expect(part(el, 'accept').textContent).to.equal('Включить');
    expect(part(el, 'decline').textContent).to.equal('Не сейчас');
    expect(part(el, 'announcement').getAttribute('aria-live')).to.equal('polite');
    expect(part(el, 'announcement').textContent).to.contain('включить уведомления');
    expect(document.activeElement === input, 'focus stays in the input').to.equal(true);
    expect(getCookie('pushDelay')).to.equal(String(time.now() + PUSH_DELAY_MS));
    expect(shown.map((e) => e.detail)).to.deep.equal([{ delayUntil: time.now() + PUSH_DELAY_MS }]);
    await Promise.all(box.getAnimations().map((a) => a.finished)); // axe reads colours after the fade-in
    await expect(el).to.be.accessible();
  });

  it('the delay attribute shortens the wait (the demo switch)', async () => {
    const el = await prompt({ delay: '2000' });
    await tick(1999);
    expect(isOpen(el)).to.equal(false);
    await tick(1);
    await waitFor(() => dialog(el), 5000, 'the prompt');
  });

  it('appears at most once per 3 h (cookie pushDelay)', async () => {
    const first = await prompt();
    await tick(15_000);
    await waitFor(() => dialog(first));
    first.remove();

    const again = await prompt(); // the next page view, an hour later
    await tick(3_600_000);
    expect(isOpen(again)).to.equal(false);
    again.remove();

    time.tick(2 * 3_600_000 - 15_000); // its timer falls exactly 3 h after the first one appeared
    const later = await prompt();
    await tick(15_000);
    await waitFor(() => dialog(later), 3000, 'the prompt 3 h later');
  });

  it('a page view just before the 3 h are over does not show it', async () => {
    const first = await prompt();
    await tick(15_000);
    await waitFor(() => dialog(first));
    first.remove();
    time.tick(PUSH_DELAY_MS - 15_000 - 1);
    const el = await prompt();
    await tick(15_000); // its timer falls 1 ms before 3 h since the prompt appeared
    expect(isOpen(el)).to.equal(false);
  });

  it('«Не сейчас» holds it back for 7 days (cookie pushDND)', async () => {
    const declined = listen<{ until: number }>('biz-push-prompt-decline');
    const first = await prompt();
    await tick(15_000);
    await waitFor(() => dialog(first));
    const shownAt = time.now();
    part(first, 'decline').click();
    await waitFor(() => !isOpen(first), 2000, 'closed');
    expect(isOpen(first)).to.equal(false);
    expect(getCookie('pushDND')).to.equal(String(shownAt + PUSH_DND_MS));
    expect(declined.map((e) => e.detail)).to.deep.equal([{ until: shownAt + PUSH_DND_MS }]);
    expect(push.requests).to.equal(0);
    first.remove();

    time.tick(7 * DAY - 15_000 - 1); // the next visit: 3 h are long over, 7 days not quite
    const weekMinus = await prompt();
    await tick(15_000);
    expect(isOpen(weekMinus)).to.equal(false);
    weekMinus.remove();

    time.tick(1);
    const week = await prompt();
    await tick(15_000);
    await waitFor(() => dialog(week), 3000, 'the prompt after 7 days');
  });

  it('«Включить» asks the browser inside the click; granted: subscribes and registers the exact fields', async () => {
    const permission = listen<{ permission: string }>('biz-push-permission-change');
    const subscribed = listen<{ endpoint: string }>('biz-push-subscribe');
    const el = await prompt();
    await tick(15_000);
    await waitFor(() => dialog(el));
    part(el, 'accept').click();
    expect(push.requests).to.equal(1); // synchronously, inside the click
    await waitFor(() => sent('/ajax/messaging/token').length === 1, 3000, 'the token call');
    expect(isOpen(el)).to.equal(false);
    expect(push.subscribes).to.have.length(1);
    expect(push.subscribes[0]!.url).to.equal('/push-sw.js');
    expect(push.subscribes[0]!.scope).to.equal(new URL('/biz-push/', location.href).href);
    expect(Array.from(push.subscribes[0]!.key)).to.deep.equal(Array.from(decodeVapidKey(KEY)!));
    const [body] = sent('/ajax/messaging/token');
    expect(Object.keys(body!).sort()).to.deep.equal(['subscription_id', 'token']);
    expect(body!.token).to.equal(TEST_VISITOR_ID);
    expect(JSON.parse(body!.subscription_id as string)).to.deep.equal({
      endpoint: push.endpoint,
      expirationTime: null,
      keys: { p256dh: 'BPk', auth: 'x1' },
    });
    await waitFor(() => subscribed.length === 1);
    expect(subscribed[0]!.detail).to.deep.equal({ endpoint: push.endpoint });
    expect(permission.map((e) => e.detail)).to.deep.equal([{ permission: 'granted' }]);
    expect(storage().get(PUSH_ENDPOINT_KEY)).to.equal(push.endpoint);
  });

  for (const answer of ['denied', 'default'] as const) {
    it(`«Включить», browser answers ${answer}: closes, subscribes nothing`, async () => {
      push.answer = answer;
      const permission = listen<{ permission: string }>('biz-push-permission-change');
      const el = await prompt();
      await tick(15_000);
      await waitFor(() => dialog(el));
      part(el, 'accept').click();
      await waitFor(() => permission.length === 1);
      await nextFrame(); // the answer is handled in its event: a subscription would be asked at once
      expect(permission[0]!.detail).to.deep.equal({ permission: answer });
      expect(isOpen(el)).to.equal(false);
      expect(push.subscribes).to.have.length(0);
      expect(sent('/ajax/messaging/token')).to.have.length(0);
    });
  }

  it('with the browser’s own platform, never appears where the Push API is missing (iOS Safari outside a home-screen app, WebKitGTK)', async () => {
    setPushPlatform(null);
    // Feature detection, no user-agent sniffing: where the engine has PushManager (Chromium), the
    // test takes it away; where it has none (WebKitGTK 2.50), this is the engine as it is.
    const descriptor = Object.getOwnPropertyDescriptor(window, 'PushManager');
    if (descriptor) delete (window as { PushManager?: unknown }).PushManager;
    try {
      expect(pushPlatform().supported()).to.equal(false);
      const timers = time.pending;
      const el = await fixture(html`
        <biz-push-prompt vapid-public-key=${KEY} service-worker="/push-sw.js" delay="0">
        </biz-push-prompt>
      `);
      await waitFor(() => el.shadowRoot?.querySelector('[part=announcement]'), 2000, 'render');
      await tick(PUSH_DND_MS);
      expect(isOpen(el), 'no prompt').to.equal(false);
      expect(time.pending, 'nothing scheduled').to.equal(timers);
      expect(getCookie('pushDelay')).to.equal(null);
    } finally {
      if (descriptor) Object.defineProperty(window, 'PushManager', descriptor);
    }
  });

  it('reads nothing of the browser in its first render: support and permission in a task after it', async () => {
    await afterEffects();
    // Not `fixture()`: it waits for a frame, and the check's task may come before that.
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('biz-push-prompt');
    el.setAttribute('vapid-public-key', KEY);
    el.setAttribute('service-worker', '/push-sw.js');
    box.append(el);
    await rendered(el);
    expect(push.reads, 'read in the task that rendered it').to.equal(0);
    await waitFor(() => time.pending === 1, 2000, 'the prompt to start');
    expect(push.reads).to.equal(2);
  });

  it('never appears when push is unsupported, or already allowed or blocked', async () => {
    for (const setup of [
      () => (push.isSupported = false),
      () => (push.current = 'denied'),
      () => (push.current = 'granted'),
    ]) {
      setup();
      // Only 'granted' starts anything (the part loads to keep the subscription).
      const el = await prompt({ armed: push.isSupported && push.current === 'granted' });
      await tick(PUSH_DND_MS);
      expect(isOpen(el), 'no prompt').to.equal(false);
      expect(getCookie('pushDelay')).to.equal(null);
      expect(push.requests).to.equal(0);
      // Already allowed, it keeps the subscription: let that finish, or its registration would
      // reach the demo backend in the next test (Firefox, CI: 2 registrations where 1 was sent).
      if (push.current === 'granted') {
        await waitFor(() => storage().get(PUSH_ENDPOINT_KEY) === push.endpoint, 5000, 'kept');
      }
      el.remove();
      push = new FakePush();
      setPushPlatform(push);
    }
  });

  it('never appears without a valid VAPID key or a service worker, and says why in the console', async () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const badKey = await prompt({ key: 'not-a-key', armed: false });
      const noWorker = await prompt({ worker: '', armed: false });
      await tick(60_000);
      expect(isOpen(badKey)).to.equal(false);
      expect(isOpen(noWorker)).to.equal(false);
      expect(warnings.join('\n')).to.contain('vapid-public-key').and.contain('service-worker');
    } finally {
      console.warn = warn;
    }
  });

  it('already allowed: registers the current subscription once, and again when it changes', async () => {
    push.current = 'granted';
    const first = await prompt();
    await waitFor(() => sent('/ajax/messaging/token').length === 1, 5000, 'first registration');
    await waitFor(() => storage().get(PUSH_ENDPOINT_KEY) === push.endpoint);
    first.remove();

    const same = await prompt(); // the next page view: same subscription, nothing to send
    await waitFor(() => push.subscribes.length === 2);
    await settle(100); // negative check: no request may follow
    expect(sent('/ajax/messaging/token')).to.have.length(1);

    push.endpoint = 'https://push.example.net/wpush/v2/renewed';
    push.post({ type: 'biz-push-subscription-change' }); // the worker re-subscribed
    await waitFor(() => sent('/ajax/messaging/token').length === 2, 3000, 're-registration');
    expect(
      JSON.parse(sent('/ajax/messaging/token')[1]!.subscription_id as string).endpoint,
    ).to.equal(push.endpoint);
    expect(isOpen(same)).to.equal(false);
    await waitFor(() => storage().get(PUSH_ENDPOINT_KEY) === push.endpoint, 3000, 'stored');
  });

  it('already allowed, two prompts on one page (or one mounted again) register the subscription once', async () => {
    push.current = 'granted';
    const [one, two] = await Promise.all([prompt(), prompt()]);
    await waitFor(() => storage().get(PUSH_ENDPOINT_KEY) === push.endpoint, 3000, 'stored');
    await settle(100); // negative check: no second registration may follow
    expect(sent('/ajax/messaging/token'), 'registrations').to.have.length(1);
    expect(isOpen(one) || isOpen(two)).to.equal(false);
  });

  it('a failed registration is only logged: nothing shown, biz-error for monitoring, retried next time', async () => {
    push.current = 'granted';
    setChaos({ force: 'http500', only: '/ajax/messaging/token' });
    const errors = listen<{ endpoint: string; kind: string }>('biz-error');
    const warn = console.warn;
    const warnings: unknown[][] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const el = await prompt();
      await waitFor(() => errors.length === 1, 3000, 'biz-error');
      expect(errors[0]!.detail).to.include({ endpoint: '/ajax/messaging/token', kind: 'http' });
      expect(shadowText(el)).to.equal('');
      expect(warnings.some((w) => String(w[0]).includes('push'))).to.equal(true);
      expect(storage().get(PUSH_ENDPOINT_KEY)).to.equal(null);
      el.remove();

      setChaos({ force: null });
      await prompt();
      await waitFor(() => storage().get(PUSH_ENDPOINT_KEY) === push.endpoint, 3000, 'retry');
      expect(sent('/ajax/messaging/token')).to.have.length(2);
    } finally {
      console.warn = warn;
    }
  });

  it('a subscription the browser cannot make is only logged too', async () => {
    push.failSubscribe = true;
    const errors = listen('biz-error');
    const warn = console.warn;
    const warnings: unknown[][] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const el = await prompt();
      await tick(15_000);
      await waitFor(() => dialog(el));
      part(el, 'accept').click();
      await waitFor(() => warnings.length > 0, 2000, 'a console warning');
      await nextFrame(); // the warning ends the attempt: nothing is sent after it
      expect(shadowText(el)).to.equal('');
      expect(sent('/ajax/messaging/token')).to.have.length(0);
      expect(errors).to.have.length(0); // no call to our server failed
    } finally {
      console.warn = warn;
    }
  });

  it('a browser that never finishes subscribing is given up on: the reader who asked is told, biz-error timeout', async () => {
    push.hangSubscribe = true;
    configure({ timeoutMs: 300 });
    const errors = listen<{ endpoint: string; kind: string; message: string }>('biz-error');
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const el = await prompt();
      await tick(15_000);
      await waitFor(() => dialog(el));
      part(el, 'accept').click();
      await waitFor(() => errors.length === 1, 3000, 'biz-error');
      expect(errors[0]!.detail).to.include({ endpoint: 'pushManager.subscribe', kind: 'timeout' });
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 2000, 'the message');
      expect(part(el, 'error').getAttribute('role')).to.equal('alert');
      expect(shadowText(el)).to.include(
        'Браузер не успел включить уведомления. Попробуем ещё раз, когда вы откроете следующую страницу.',
      );
      expect(sent('/ajax/messaging/token')).to.have.length(0);
      expect(storage().get(PUSH_ENDPOINT_KEY)).to.equal(null);
      await expect(el).to.be.accessible();
      part(el, 'close').click();
      await waitFor(() => !el.shadowRoot!.querySelector('[part=error]'), 2000, 'closed');
    } finally {
      console.warn = warn;
    }
  });

  it('a page view whose background subscription never settles shows nothing, and reports it', async () => {
    push.current = 'granted';
    push.hangSubscribe = true;
    configure({ timeoutMs: 300 });
    const errors = listen<{ endpoint: string; kind: string }>('biz-error');
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const el = await prompt();
      await waitFor(() => errors.length === 1, 3000, 'biz-error');
      expect(errors[0]!.detail).to.include({ endpoint: 'pushManager.subscribe', kind: 'timeout' });
      await settle(50);
      expect(shadowText(el)).to.equal('');
    } finally {
      console.warn = warn;
    }
  });

  it('is usable with the keyboard; Escape closes it and focus goes back', async () => {
    const box = await fixture(html`
      <div>
        <button id="before">Раньше</button>
        <biz-push-prompt vapid-public-key=${KEY} service-worker="/push-sw.js"></biz-push-prompt>
      </div>
    `);
    const el = box.querySelector('biz-push-prompt')!;
    await waitFor(() => time.pending === 1, 2000, 'the prompt to start');
    const before = box.querySelector<HTMLButtonElement>('#before')!;
    before.focus();
    await tick(15_000);
    await waitFor(() => dialog(el));
    await sendKeys({ press: 'Tab' });
    await eventually(() => expect(focusedPart(el)).to.equal('decline'));
    await sendKeys({ press: 'Tab' });
    await eventually(() => expect(focusedPart(el)).to.equal('accept'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !isOpen(el), 2000, 'closed');
    expect(isOpen(el)).to.equal(false);
    expect(document.activeElement === before, 'focus back on the button').to.equal(true);
    expect(getCookie('pushDND')).to.equal(null); // Escape is not «Не сейчас»: the 3 h pause applies

    // Next visit after 3 h: Enter on «Не сейчас».
    el.remove();
    time.tick(PUSH_DELAY_MS);
    const next = await prompt();
    before.focus();
    await tick(15_000);
    await waitFor(() => dialog(next));
    part(next, 'decline').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !isOpen(next), 2000, 'closed');
    expect(isOpen(next)).to.equal(false);
    expect(getCookie('pushDND')).to.not.equal(null);
  });

  it('moves to the top edge when focus lands on something it covers (WCAG 2.4.11), and back', async () => {
    const box = await fixture(html`
      <div>
        <button id="top" style="position: fixed; top: 4px; left: 24px">Наверху</button>
        <button id="low" style="position: fixed; bottom: 40px; left: 40px">Внизу</button>
        <biz-push-prompt vapid-public-key=${KEY} service-worker="/push-sw.js"></biz-push-prompt>
      </div>
    `);
    const el = await shownIn(box);
    const low = box.querySelector<HTMLButtonElement>('#low')!;
    const high = box.querySelector<HTMLButtonElement>('#top')!;
    const covers = (target: Element) => {
      const a = dialog(el)!.getBoundingClientRect();
      const b = target.getBoundingClientRect();
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    };
    expect(covers(low), 'the prompt starts at the bottom, over the low button').to.equal(true);
    low.focus();
    await waitFor(() => !covers(low), 2000, 'the prompt off the focused button');
    expect(covers(low)).to.equal(false);
    expect(dialog(el)!.getBoundingClientRect().top).to.be.below(window.innerHeight / 2);
    high.focus();
    await waitFor(() => !covers(high), 2000, 'the prompt off the top button');
    expect(covers(high)).to.equal(false);
    expect(isOpen(el)).to.equal(true); // moving out of the way is not closing
  });

  // A page that keeps the prompt above its own bottom bar, with the custom property, and the way
  // pages did it before (a bottom inset on the part), which stretched the moved prompt over the
  // whole viewport (keyboard walk at 375 px).
  for (const [id, rule] of [
    ['lifted', '#lifted { --biz-push-offset-end: 64px }'],
    ['parted', '#parted::part(dialog) { inset-block-end: 64px }'],
  ] as const) {
    it(`lifted above a page bar (${id}): keeps its size when it moves up; the page scrolls focus clear of all it covers`, async () => {
      const sheet = document.createElement('style');
      sheet.textContent = rule;
      document.head.append(sheet);
      try {
        const box = await fixture(html`
          <div>
            <button id="low" style="position: fixed; bottom: 80px; left: 40px">Внизу</button>
            <biz-push-prompt
              id=${id}
              vapid-public-key=${KEY}
              service-worker="/push-sw.js"
            ></biz-push-prompt>
          </div>
        `);
        const el = await shownIn(box);
        await Promise.all(
          dialog(el)!
            .getAnimations()
            .map((a) => a.finished),
        ); // its rise
        const before = dialog(el)!.getBoundingClientRect();
        expect(Math.round(window.innerHeight - before.bottom)).to.equal(64);
        // Scroll padding: at least the prompt's height plus its 64 px gap to the bottom.
        const padding = () =>
          parseFloat(document.documentElement.style.getPropertyValue('scroll-padding-bottom'));
        await waitFor(() => padding() > 0, 2000, 'the scroll padding');
        expect(padding()).to.be.at.least(window.innerHeight - before.top);
        box.querySelector<HTMLButtonElement>('#low')!.focus();
        await waitFor(() => dialog(el)!.classList.contains('at-top'), 2000, 'the move');
        const after = dialog(el)!.getBoundingClientRect();
        expect(Math.round(after.height)).to.equal(Math.round(before.height));
        expect(after.bottom).to.be.below(window.innerHeight / 2);
      } finally {
        sheet.remove();
      }
    });
  }

  it('Escape anywhere on the page dismisses it (focus stays), unless a popup there owns Escape', async () => {
    const box = await fixture(html`
      <div>
        <input id="combo" role="combobox" aria-expanded="true" aria-label="Город" />
        <button id="page">Кнопка страницы</button>
        <biz-push-prompt vapid-public-key=${KEY} service-worker="/push-sw.js"></biz-push-prompt>
      </div>
    `);
    const el = await shownIn(box);
    const region = part(el, 'region');
    expect(region.tagName).to.equal('SECTION'); // a region landmark: reachable from anywhere
    expect(region.getAttribute('aria-label')).to.equal('Предложение включить уведомления');
    box.querySelector<HTMLInputElement>('#combo')!.focus();
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(isOpen(el), 'the open combobox had the Escape').to.equal(true);
    const button = box.querySelector<HTMLButtonElement>('#page')!;
    button.focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !isOpen(el), 2000, 'the prompt to close');
    expect(document.activeElement === button, 'focus stays on the page').to.equal(true);
    expect(getCookie('pushDND')).to.equal(null); // Escape is not «Не сейчас»
  });

  it('Enter on «Включить» asks the browser (a real key press)', async () => {
    const el = await prompt();
    await tick(15_000);
    await waitFor(() => dialog(el));
    part(el, 'accept').focus();
    await sendKeys({ press: 'Enter' });
    await eventually(() => expect(push.requests).to.equal(1));
    await waitFor(() => storage().get(PUSH_ENDPOINT_KEY) === push.endpoint, 3000, 'registered');
  });

  it('leaves no timer, listener or observer behind when removed', async () => {
    storage();
    await tracking(async (tracker) => {
      // Not asked yet: the shell's timer runs (the prompt's part is not loaded before it is due).
      const el = await prompt();
      expect(time.pending).to.equal(1);
      el.remove();
      await nextFrame(); // no network: removal cleans up synchronously
      expect(time.pending).to.equal(0);
      // Allowed: the loaded part listens to the worker.
      push.current = 'granted';
      const allowed = await prompt();
      // Registered and answered (the backend logs a request before its answer arrives).
      await waitFor(() => storage().get(PUSH_ENDPOINT_KEY) === push.endpoint, 5000, 'registered');
      expect(push.listening).to.equal(1);
      allowed.remove();
      await nextFrame();
      expect(push.listening).to.equal(0);
      expectNothingLeft(tracker.active());
    });
  });
});

describe('push platform (the browser adapter)', () => {
  beforeEach(freshPage);

  it('decodes a VAPID key: 65 bytes starting with 4, else null', () => {
    const bytes = decodeVapidKey(KEY)!;
    expect(bytes.length).to.equal(65);
    expect(bytes[0]).to.equal(4);
    expect(decodeVapidKey('')).to.equal(null);
    expect(decodeVapidKey('%%%')).to.equal(null);
    expect(decodeVapidKey(KEY.slice(0, 40))).to.equal(null);
  });

  it("registers the push worker at its own scope, beside the demo backend's worker at /", async () => {
    const scope = new URL('/biz-push-test/', location.href).href;
    try {
      // Headless Chromium has no push service and no permission: the subscribe step fails (or,
      // in Firefox, never settles) after the worker was registered and activated.
      // Firefox may never settle it: bounded as the element bounds it.
      await settleWithin(
        pushPlatform().subscribe('/push-sw.js', scope, decodeVapidKey(KEY)!),
        3000,
      ).then(
        () => undefined,
        () => undefined,
      );
      const registrations = await navigator.serviceWorker.getRegistrations();
      const scopes = registrations.map((r) => r.scope);
      expect(scopes).to.include(scope);
      expect(scopes).to.include(new URL('/', location.href).href);
      const mine = registrations.find((r) => r.scope === scope)!;
      expect(mine.active?.scriptURL).to.equal(new URL('/push-sw.js', location.href).href);
      // The demo backend still answers.
      const { registerPushToken } = await import('../../src/api/endpoints.ts');
      await registerPushToken('{"endpoint":"x"}');
      expect(sent('/ajax/messaging/token')).to.have.length(1);
    } finally {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.filter((r) => r.scope === scope).map((r) => r.unregister()));
    }
  });
});
