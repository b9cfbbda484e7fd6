import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-site-notifications/biz-site-notifications.ts';
import { SITE_NOTICES } from '../../mocks/seed/notifications.ts';
import { storage } from '../../src/services/storage.ts';
import {
  freshPage,
  listen,
  part,
  parts,
  resetChaos,
  sent,
  setChaos,
  settle,
  TEST_VISITOR_ID,
  trackResources,
  waitFor,
} from './helpers.ts';

async function notices() {
  return fixture(html`<biz-site-notifications></biz-site-notifications>`);
}

const texts = (el: Element) => parts(el, 'text').map((p) => p.textContent);
const focusedPart = (el: Element) => el.shadowRoot?.activeElement?.getAttribute('part') ?? '';

describe('<biz-site-notifications>', () => {
  beforeEach(freshPage);

  it('shows each message of the answer as an alert and sends only the token', async () => {
    const el = await notices();
    await waitFor(() => parts(el, 'notification').length === 2, 3000, 'the alerts');
    expect(texts(el)).to.deep.equal([...SITE_NOTICES]);
    for (const alert of parts(el, 'notification'))
      expect(alert.getAttribute('role')).to.equal('alert');
    expect(part(el, 'notifications').getAttribute('aria-label')).to.equal('Уведомления сайта');
    expect(part(el, 'dismiss').getAttribute('aria-label')).to.equal('Закрыть уведомление');
    expect(sent('/ajax/messaging/get-notifications')).to.deep.equal([{ token: TEST_VISITOR_ID }]);
    await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished));
    await expect(el).to.be.accessible();
  });

  it('shows nothing when there are no messages', async () => {
    await notices(); // the demo backend hands the notices out once per visitor
    await waitFor(() => sent('/ajax/messaging/get-notifications').length === 1);
    await settle(100);
    const el = await notices();
    await waitFor(() => sent('/ajax/messaging/get-notifications').length === 2);
    await settle(100);
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

  it('the failure message can be closed', async () => {
    setChaos({ force: 'http500', only: '/ajax/messaging/get-notifications' });
    const el = await notices();
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'));
    part(el, 'close').click();
    await waitFor(() => el.shadowRoot!.childElementCount === 0);
  });

  it('leaves no timer, listener or observer behind when removed', async () => {
    storage();
    const tracker = trackResources();
    try {
      const el = await notices();
      await waitFor(() => parts(el, 'notification').length === 2);
      el.remove();
      await settle(50);
      const left = tracker.active();
      expect(left.listeners).to.deep.equal([]);
      expect(left.timeouts).to.equal(0);
      expect(left.intervals).to.equal(0);
      expect(left.observers).to.equal(0);
    } finally {
      tracker.stop();
    }
  });
});
