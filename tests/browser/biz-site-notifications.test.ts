import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-site-notifications/biz-site-notifications.ts';
import { SITE_NOTICES } from '../../mocks/seed/notifications.ts';
import { manualClock, setClock, type ManualClock } from '../../src/element/clock.ts';
import { HEAL_MAX_MS } from '../../src/element/healing.ts';
import { TOKEN_KEY } from '../../src/services/keys.ts';
import { storage } from '../../src/services/storage.ts';
import { getVisitorToken, setFingerprintSource } from '../../src/services/token.ts';
import { freshPage, resetChaos, setChaos, TEST_VISITOR_ID } from './helpers.ts';
import { settle, waitFor } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';
import { forgetStragglers, listen, loggedCalls, sent } from './helpers/calls.ts';
import { expectNothingLeft, removedWhenIdle, tracking } from './helpers/resources.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';

async function notices() {
  return fixture(html`<biz-site-notifications></biz-site-notifications>`);
}

const texts = (el: Element) => parts(el, 'text').map((p) => p.textContent);
const focusedPart = (el: Element) => el.shadowRoot?.activeElement?.getAttribute('part') ?? '';

describe('<biz-site-notifications>', () => {
  // A returning visitor: the token is stored (a first visitor's case is the last test). Quiet
  // retries wait for a manual clock: one fired by a failing test just before its element was
  // removed reached the demo backend in the next test, which the notices (handed out once per
  // visitor) had then already been given to (WebKit, CI).
  beforeEach(async () => {
    await freshPage();
    storage().set(TOKEN_KEY, TEST_VISITOR_ID);
    setClock(manualClock());
  });
  afterEach(() => setClock(null));

  it('shows each message of the answer as an alert and sends only the token', async () => {
    const el = await notices();
    await waitFor(() => parts(el, 'notification').length === 2, 3000, 'the alerts');
    expect(texts(el)).to.deep.equal([...SITE_NOTICES]);
    // The notices carry no urgency, so they are polite status messages, not alerts.
    for (const alert of parts(el, 'notification'))
      expect(alert.getAttribute('role')).to.equal('status');
    expect(shortly(liveRegions(el).alerts)).to.deep.equal([]);
    expect(part(el, 'notifications').getAttribute('aria-label')).to.equal('Уведомления сайта');
    expect(part(el, 'dismiss').getAttribute('aria-label')).to.equal('Закрыть уведомление');
    expect(sent('/ajax/messaging/get-notifications')).to.deep.equal([{ token: TEST_VISITOR_ID }]);
    await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished));
    await expect(el).to.be.accessible();
  });

  it('shows nothing when there are no messages', async () => {
    await notices(); // the demo backend hands the notices out once per visitor
    await waitFor(() => sent('/ajax/messaging/get-notifications').length === 1);
    const el = await notices();
    await waitFor(() => sent('/ajax/messaging/get-notifications').length === 2);
    await settle(100); // negative check: an empty answer shows nothing (no mark that it was read)
    expect(el.shadowRoot!.childElementCount).to.equal(0);
  });

  it('each alert closes, by click or keyboard; focus moves to the next close button', async () => {
    const el = await notices();
    await waitFor(() => parts(el, 'notification').length === 2);
    parts(el, 'dismiss')[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => parts(el, 'notification').length === 1);
    expect(texts(el)).to.deep.equal([SITE_NOTICES[1]]);
    expect(focusedPart(el)).to.equal('dismiss');
    await sendKeys({ press: ' ' }); // the space bar (Firefox knows no key "Space")
    await waitFor(() => parts(el, 'notification').length === 0);
    expect(el.shadowRoot!.querySelector('[part=notifications]') === null).to.equal(true);
  });

  for (const [mode, kind, reason] of [
    ['http500', 'http', 'Сервер ответил ошибкой'],
    ['network', 'network', 'Нет связи с сервером'],
    ['malformed', 'parse', 'непонятный ответ'],
  ] as const) {
    it(`explains a ${mode} failure, dispatches biz-error, and retries`, async () => {
      setChaos({ force: mode, only: '/ajax/messaging/get-notifications' });
      const errors = listen<{ endpoint: string; kind: string; message: string }>('biz-error');
      const el = await notices();
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
      expect(part(el, 'error').textContent)
        .to.contain('Уведомления сайта не загрузились.')
        .and.contain(reason);
      expect(errors.map((e) => e.detail)).to.deep.equal([
        { endpoint: '/ajax/messaging/get-notifications', kind, message: errors[0]!.detail.message },
      ]);
      await expect(el).to.be.accessible();
      resetChaos();
      part(el, 'retry').click();
      await waitFor(() => parts(el, 'notification').length === 2, 3000, 'retry');
      expect(el.shadowRoot!.querySelector('[part=error]') === null).to.equal(true);
    });
  }

  describe('«Повторить» and the quiet retries', () => {
    const endpoint = '/ajax/messaging/get-notifications';
    let clock: ManualClock;

    beforeEach(() => {
      clock = manualClock();
      setClock(clock);
    });

    afterEach(() => {
      setClock(null);
      resetChaos();
    });

    /** A box whose load found no network, shown; from now on each answer takes 300 ms. */
    async function failedOnce() {
      setChaos({ force: 'network', only: endpoint });
      const el = await notices();
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
      resetChaos();
      setChaos({ latencyMs: 300 });
      return el;
    }

    it('«Повторить» while the quiet retry is on its way sends nothing more and shows that answer', async () => {
      const el = await failedOnce();
      clock.tick(HEAL_MAX_MS); // the quiet retry is still on its way when the reader clicks
      part(el, 'retry').click();
      await waitFor(() => parts(el, 'notification').length === 2, 3000, 'the notices');
      expect(sent(endpoint), 'requests: the failed one and the quiet retry').to.have.length(2);
      expect(el.shadowRoot!.querySelector('[part=error]'), 'error box').to.equal(null);
    });

    it('«Повторить» drops the quiet retry planned: one request while it is on its way', async () => {
      const el = await failedOnce();
      part(el, 'retry').click();
      clock.tick(HEAL_MAX_MS); // the reader's load is still on its way when the timer is due
      await waitFor(() => parts(el, 'notification').length === 2, 3000, 'the notices');
      clock.tick(HEAL_MAX_MS);
      expect(sent(endpoint), 'requests: the failed one and the reader’s').to.have.length(2);
    });

    it('a quiet retry the reader took over that fails is explained and reported, once', async () => {
      setChaos({ force: 'http500', only: endpoint, latencyMs: 300 });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await notices();
      await waitFor(() => errors.length === 1, 3000, 'the first biz-error');
      // The event comes before the render: the reader clicks the button once it is there.
      await waitFor(() => el.shadowRoot!.querySelector('[part=retry]'), 3000, 'the retry button');
      clock.tick(HEAL_MAX_MS);
      part(el, 'retry').click();
      await waitFor(() => errors.length === 2, 3000, 'the second biz-error');
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error again');
      expect(part(el, 'error').textContent).to.contain('Сервер ответил ошибкой');
      expect(sent(endpoint), 'requests').to.have.length(2);
    });
  });

  it('a failed load is announced once, politely: no alert, nothing inside two live regions', async () => {
    setChaos({ force: 'http500' });
    const el = await notices();
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
    expect(part(el, 'error').getAttribute('role')).to.equal('status');
    const live = liveRegions(el);
    expect(shortly(live.alerts)).to.deep.equal([]);
    expect(shortly(live.nested)).to.deep.equal([]);
  });

  it('closing the last notice moves focus to the next control after the element, not <body>', async () => {
    const box = await fixture(html`
      <div>
        <button id="before">Раньше</button>
        <biz-site-notifications></biz-site-notifications>
        <a id="after" href="#main">Дальше</a>
      </div>
    `);
    const el = box.querySelector('biz-site-notifications')!;
    await waitFor(() => parts(el, 'notification').length === 2, 3000, 'the notices');
    parts(el, 'dismiss')[1]!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => parts(el, 'notification').length === 1);
    expect(focusedPart(el)).to.equal('dismiss');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => parts(el, 'notification').length === 0);
    expect(document.activeElement?.id).to.equal('after');
  });

  it('closing the failure message moves focus on past the element too', async () => {
    setChaos({ force: 'http500', only: '/ajax/messaging/get-notifications' });
    const box = await fixture(html`
      <div>
        <biz-site-notifications></biz-site-notifications>
        <button id="after">Дальше</button>
      </div>
    `);
    const el = box.querySelector('biz-site-notifications')!;
    await waitFor(() => el.shadowRoot!.querySelector('[part=close]'), 3000, 'the failure');
    part(el, 'close').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => el.shadowRoot!.childElementCount === 0);
    expect(document.activeElement?.id).to.equal('after');
  });

  it('the failure message can be closed', async () => {
    setChaos({ force: 'http500', only: '/ajax/messaging/get-notifications' });
    const el = await notices();
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'));
    part(el, 'close').click();
    await waitFor(() => el.shadowRoot!.childElementCount === 0);
  });

  it('a first visitor: no request and no fingerprint until a call computes the token', async () => {
    await forgetStragglers();
    storage().remove(TOKEN_KEY);
    let fingerprints = 0;
    setFingerprintSource(() => {
      fingerprints += 1;
      return Promise.resolve(TEST_VISITOR_ID);
    });
    const el = await notices();
    await settle(200);
    expect(
      sent('/ajax/messaging/get-notifications'),
      loggedCalls('/ajax/messaging/get-notifications'),
    ).to.deep.equal([]);
    expect(fingerprints).to.equal(0);
    expect(el.shadowRoot!.childElementCount).to.equal(0);
    await getVisitorToken(); // what a vote or a comment does first
    await waitFor(() => parts(el, 'notification').length === 2, 3000, 'the alerts');
    expect(fingerprints).to.equal(1);
    expect(sent('/ajax/messaging/get-notifications')).to.deep.equal([{ token: TEST_VISITOR_ID }]);
  });

  it('a first visitor: removing the element while it waits leaves nothing behind', async () => {
    await forgetStragglers();
    storage().remove(TOKEN_KEY);
    await tracking(async (tracker) => {
      const el = await notices();
      await settle(50);
      el.remove();
      await settle(50);
      expect(tracker.active().listeners).to.deep.equal([]);
      await getVisitorToken();
      await settle(100);
      expect(sent('/ajax/messaging/get-notifications')).to.deep.equal([]);
    });
  });

  it('leaves no timer, listener or observer behind when removed', async () => {
    storage();
    await tracking(async (tracker) => {
      const el = await notices();
      await waitFor(() => parts(el, 'notification').length === 2);
      expectNothingLeft(await removedWhenIdle(el, tracker));
    });
  });
});
