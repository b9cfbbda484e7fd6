import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-feedback/biz-feedback.ts';
import { getVisitorToken } from '../../src/services/token.ts';
import {
  control,
  descriptionOf,
  fill,
  expectNoticeGoesOnItsTimer,
  holdTimeouts,
  labelOf,
  refuseOnce,
} from './biz-forms.fixtures.ts';
import { resetChaos, setChaos, TEST_VISITOR_ID, freshPageEachTest } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { endFaults, errorKinds, faultCases, forceFault } from './helpers/faults.ts';
import { EVERY_COUNT, expectNothingLeft, removedWhenIdle, tracking } from './helpers/resources.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';
import { storage } from '../../src/services/storage.ts';

const PATH = '/feedback';
const MESSAGE = 'В новости о парке перепутаны фамилии двух министров.';

async function feedbackForm(action = '/feedback') {
  const el = await fixture(html`<biz-feedback action=${action}></biz-feedback>`);
  await waitFor(() => el.shadowRoot?.querySelector('form'), 2000, 'render');
  return el;
}

const fieldErrors = (el: Element) => parts(el, 'field-error').map((p) => p.textContent);

describe('<biz-feedback>', () => {
  freshPageEachTest();

  it('is accessible: labels tied to the inputs, the message required, the contact optional', async () => {
    const el = await feedbackForm();
    await expect(el).to.be.accessible();
    const message = control<HTMLTextAreaElement>(el, 'message');
    const contact = control(el, 'contact');
    expect(labelOf(el, message)).to.equal('Сообщение *');
    expect(labelOf(el, contact)).to.equal('Как с вами связаться');
    expect(message.required).to.equal(true);
    expect(contact.required).to.equal(false);
    expect(descriptionOf(el, contact)).to.deep.equal([
      'Электронная почта или телефон, если ждёте ответа.',
    ]);
  });

  it('validates in Russian before sending', async () => {
    const el = await feedbackForm();
    part(el, 'submit').click();
    await waitFor(() => fieldErrors(el).length > 0, 3000, 'field error');
    expect(fieldErrors(el)).to.deep.equal(['Напишите сообщение.']);
    await waitFor(() => el.shadowRoot!.activeElement === control(el, 'message'), 3000, 'focus');
    fill(el, 'message', 'Ошибка');
    fill(el, 'contact', 'завтра');
    await waitFor(() => fieldErrors(el).length === 2, 3000, 'field errors follow');
    expect(fieldErrors(el)).to.deep.equal([
      'Сообщение слишком короткое: нужно хотя бы 10 символов.',
      'Укажите почту (name@example.ru) или телефон, хотя бы 6 цифр.',
    ]);
    const contact = control(el, 'contact');
    expect(contact.getAttribute('aria-invalid')).to.equal('true');
    expect(descriptionOf(el, contact)).to.deep.equal([
      'Укажите почту (name@example.ru) или телефон, хотя бы 6 цифр.',
      'Электронная почта или телефон, если ждёте ответа.',
    ]);
    fill(el, 'contact', '+7 (900) 123-45-67');
    await waitFor(() => fieldErrors(el).length === 1, 3000, 'field errors follow');
    expect(fieldErrors(el)).to.deep.equal([
      'Сообщение слишком короткое: нужно хотя бы 10 символов.',
    ]);
    expect(sent(PATH)).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('sends message, contact and token to its action, then says thanks for 3 s', async () => {
    setChaos({ latencyMs: 800 });
    const events = listen<{ form: string }>('biz-form-submit');
    const el = await feedbackForm();
    fill(el, 'message', MESSAGE);
    fill(el, 'contact', 'reader@example.ru');
    // Held from the start: the notice's 3 s timer cannot slip past on a busy machine.
    const timers = holdTimeouts(3000);
    try {
      part(el, 'submit').click();
      part(el, 'submit').click();
      await waitFor(() => sent(PATH).length === 1, 3000, 'request');
      expect(part(el, 'submit').textContent).to.equal('Отправляем…');
      await waitFor(() => el.shadowRoot!.querySelector('[part=notice]'), 3000, 'notice');
      expect(part(el, 'notice').textContent).to.equal('Спасибо! Редакция получила ваше сообщение.');
      expect(sent(PATH)).to.deep.equal([
        { message: MESSAGE, contact: 'reader@example.ru', token: TEST_VISITOR_ID },
      ]);
      expect(events.map((e) => e.detail)).to.deep.equal([{ form: 'feedback' }]);
      expect(control(el, 'message').value).to.equal('');
      await expectNoticeGoesOnItsTimer(el, timers);
    } finally {
      timers.restore();
    }
  });

  it('sends an empty contact when none is given', async () => {
    const el = await feedbackForm();
    fill(el, 'message', MESSAGE);
    part(el, 'submit').click();
    await waitFor(() => sent(PATH).length === 1, 3000, 'request');
    expect(sent(PATH)[0]).to.deep.equal({ message: MESSAGE, contact: '', token: TEST_VISITOR_ID });
  });

  for (const [mode, kind, reason] of faultCases('http500', 'network', 'timeout')) {
    it(`keeps the text and explains a ${mode} failure, then retries`, async () => {
      forceFault(mode, PATH);
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await feedbackForm();
      fill(el, 'message', MESSAGE);
      part(el, 'submit').click();
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
      expect(part(el, 'error').textContent)
        .to.contain('Сообщение не отправлено.')
        .and.contain(reason);
      expect(errorKinds(errors)).to.deep.equal([[PATH, kind]]);
      expect(control(el, 'message').value).to.equal(MESSAGE);
      await expect(el).to.be.accessible();
      endFaults();
      part(el, 'retry').click();
      await waitFor(() => el.shadowRoot!.querySelector('[part=notice]'), 3000, 'retry success');
      expect(sent(PATH).at(-1)).to.include({ message: MESSAGE });
    });
  }

  it("shows the server's refusal and keeps the text", async () => {
    refuseOnce(PATH, { status: 'error', message: 'Слишком много сообщений, попробуйте завтра.' });
    const el = await feedbackForm();
    fill(el, 'message', MESSAGE);
    part(el, 'submit').click();
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'refusal');
    expect(part(el, 'error').textContent).to.equal(
      'Сообщение не отправлено. Слишком много сообщений, попробуйте завтра.',
    );
    expect(control(el, 'message').value).to.equal(MESSAGE);
    // The refused fields are marked invalid and point at the server's message.
    expect(control(el, 'message').getAttribute('aria-invalid')).to.equal('true');
    expect(control(el, 'message').getAttribute('aria-describedby')).to.contain(
      part(el, 'error').id,
    );
    expect(shortly(liveRegions(el).nested)).to.deep.equal([]);
  });

  it('keeps a draft through a reload and a failure; a confirmed send drops it', async () => {
    const KEY = 'feedback-draft-/feedback';
    let el = await feedbackForm();
    control(el, 'message').focus();
    await sendKeys({ type: 'В новости' });
    expect(storage().get(KEY)).to.equal(JSON.stringify({ message: 'В новости' }));
    el.remove();
    el = await feedbackForm();
    expect(control(el, 'message').value).to.equal('В новости');
    fill(el, 'message', MESSAGE);
    fill(el, 'contact', 'reader@example.ru');
    setChaos({ force: 'network', only: PATH });
    part(el, 'submit').click();
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'failure');
    expect(JSON.parse(storage().get(KEY)!)).to.deep.equal({
      message: MESSAGE,
      contact: 'reader@example.ru',
    });
    resetChaos();
    part(el, 'submit').click();
    await waitFor(() => el.shadowRoot!.querySelector('[part=notice]'), 3000, 'sent');
    expect(storage().get(KEY)).to.equal(null);
    el.remove();
    el = await feedbackForm();
    expect(control(el, 'message').value).to.equal('');
  });

  it('is usable with the keyboard alone', async () => {
    const el = await feedbackForm();
    control(el, 'message').focus();
    await sendKeys({ type: 'Спасибо за материал о парке!' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'reader@example.ru' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => sent(PATH).length === 1, 3000, 'sent');
    expect(sent(PATH)[0]).to.include({
      message: 'Спасибо за материал о парке!',
      contact: 'reader@example.ru',
    });
  });

  it('leaves nothing behind when removed', async () => {
    await getVisitorToken(); // the page's services (and their page-lifetime listeners) exist already
    await tracking(async (tracker) => {
      const el = await feedbackForm();
      fill(el, 'message', MESSAGE);
      part(el, 'submit').click();
      await waitFor(() => el.shadowRoot!.querySelector('[part=notice]'), 3000, 'notice');
      expectNothingLeft(await removedWhenIdle(el, tracker), EVERY_COUNT);
    });
  });
});
