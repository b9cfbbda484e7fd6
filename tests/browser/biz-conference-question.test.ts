import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-conference-question/biz-conference-question.ts';
import {
  control,
  descriptionOf,
  fill,
  holdTimeouts,
  labelOf,
  refuseOnce,
} from './biz-forms.fixtures.ts';
import { resetChaos, setChaos, freshPageEachTest } from './helpers.ts';
import { settle, waitFor } from './helpers/wait.ts';
import { part, parts, shadowText } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { endFaults, errorKinds, faultCases, forceFault } from './helpers/faults.ts';
import { EVERY_COUNT, expectNothingLeft, tracking } from './helpers/resources.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';
import { storage } from '../../src/services/storage.ts';

const PATH = '/conferences/question';

async function questionForm(id = '7') {
  const el = await fixture(
    html`<biz-conference-question conference-id=${id}></biz-conference-question>`,
  );
  await waitFor(() => el.shadowRoot?.querySelector('form'), 2000, 'render');
  return el;
}

function fillValid(el: Element) {
  fill(el, 'name', 'Ирина Котова');
  fill(el, 'email', 'kotova@example.ru');
  fill(el, 'message', 'Когда откроется приём заявок в индустриальный парк?');
}

const fieldErrors = (el: Element) => parts(el, 'field-error').map((p) => p.textContent);

describe('<biz-conference-question>', () => {
  freshPageEachTest();

  it('is accessible: Russian labels tied to the inputs, required fields marked', async () => {
    const el = await questionForm();
    await expect(el).to.be.accessible();
    const [name, email, message] = ['name', 'email', 'message'].map((n) => control(el, n));
    expect(labelOf(el, name!)).to.equal('Ваше имя *');
    expect(labelOf(el, email!)).to.equal('Электронная почта *');
    expect(labelOf(el, message!)).to.equal('Ваш вопрос *');
    for (const input of [name, email, message]) expect(input!.required).to.equal(true);
    expect(email!.type).to.equal('email');
    expect(email!.autocomplete).to.equal('email');
    expect(descriptionOf(el, email!)).to.deep.equal(['Ответ придёт на этот адрес.']);
    expect(part(el, 'required-note').textContent).to.equal('Поля, отмеченные *, обязательны.');
    expect(part(el, 'submit').textContent).to.equal('Задать вопрос');
  });

  it('explains invalid fields in Russian, linked with aria-describedby, and sends nothing', async () => {
    const el = await questionForm();
    part(el, 'submit').click();
    await waitFor(() => fieldErrors(el).length === 3, 3000, 'field errors');
    expect(fieldErrors(el)).to.deep.equal([
      'Представьтесь, пожалуйста.',
      'Укажите адрес электронной почты.',
      'Напишите вопрос.',
    ]);
    const name = control(el, 'name');
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    expect(descriptionOf(el, name)).to.deep.equal(['Представьтесь, пожалуйста.']);
    await waitFor(() => el.shadowRoot!.activeElement === name, 3000, 'focus');
    await expect(el).to.be.accessible();

    // After the first submit the messages follow the edits.
    fill(el, 'name', 'Ирина');
    fill(el, 'email', 'kotova@');
    fill(el, 'message', 'Как?');
    await waitFor(() => fieldErrors(el).length === 2, 3000, 'field errors follow');
    expect(name.getAttribute('aria-invalid')).to.equal('false');
    expect(descriptionOf(el, name)).to.deep.equal([]);
    expect(fieldErrors(el)).to.deep.equal([
      'Адрес почты должен быть вида name@example.ru.',
      'Вопрос слишком короткий: нужно хотя бы 5 символов.',
    ]);
    part(el, 'submit').click();
    await waitFor(() => el.shadowRoot!.activeElement === control(el, 'email'), 3000, 'focus');
    expect(sent(PATH)).to.have.length(0);
  });

  it('sends the exact fields once, shows progress, clears the form and says thanks for 3 s', async () => {
    setChaos({ latencyMs: 800 });
    const events = listen<{ form: string }>('biz-form-submit');
    const el = await questionForm('7');
    fillValid(el);
    // Held from the start: the notice's 3 s timer cannot slip past on a busy machine.
    const timers = holdTimeouts(3000);
    try {
      part(el, 'submit').click();
      await waitFor(() => part(el, 'submit').textContent === 'Отправляем…', 3000, 'sending');
      expect(part(el, 'submit').textContent).to.equal('Отправляем…');
      expect(part(el, 'submit').getAttribute('aria-disabled')).to.equal('true');
      expect(part(el, 'form').getAttribute('aria-busy')).to.equal('true');
      // A second click and Enter in a field while sending: still one request.
      part(el, 'submit').click();
      control(el, 'name').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => sent(PATH).length === 1, 3000, 'request');
      await waitFor(() => el.shadowRoot!.querySelector('[part=notice]'), 3000, 'notice');
      expect(part(el, 'notice').textContent).to.equal(
        'Спасибо! Вопрос передан модератору конференции.',
      );
      expect(part(el, 'notice').getAttribute('role')).to.equal('status');
      expect(sent(PATH)).to.deep.equal([
        {
          id: '7',
          name: 'Ирина Котова',
          email: 'kotova@example.ru',
          message: 'Когда откроется приём заявок в индустриальный парк?',
        },
      ]);
      expect(events.map((e) => e.detail)).to.deep.equal([{ form: 'conference-question' }]);
      expect(control(el, 'name').value).to.equal('');
      expect(control(el, 'message').value).to.equal('');
      expect(part(el, 'submit').textContent).to.equal('Задать вопрос');
      await expect(el).to.be.accessible();
      // The notice goes after exactly 3 s (docs/behaviour.md#conference-question).
      await waitFor(() => timers.count() > 0, 3000, 'notice timer');
      expect(timers.count()).to.equal(1);
      expect(el.shadowRoot!.querySelector('[part=notice]')).to.not.equal(null);
      timers.fire();
      await waitFor(() => !el.shadowRoot!.querySelector('[part=notice]'), 3000, 'notice gone');
      expect(el.shadowRoot!.querySelector('[part=notice]')).to.equal(null);
    } finally {
      timers.restore();
    }
  });

  for (const [mode, kind, reason] of faultCases('http500', 'network', 'timeout', 'wrong-shape')) {
    it(`keeps the input and explains a ${mode} failure, then retries`, async () => {
      forceFault(mode, PATH);
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await questionForm();
      fillValid(el);
      part(el, 'submit').click();
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
      expect(part(el, 'error').textContent).to.contain('Вопрос не отправлен.').and.contain(reason);
      expect(part(el, 'error').getAttribute('role')).to.equal('alert');
      expect(errorKinds(errors)).to.deep.equal([[PATH, kind]]);
      expect(control(el, 'name').value).to.equal('Ирина Котова');
      expect(control(el, 'message').value).to.equal(
        'Когда откроется приём заявок в индустриальный парк?',
      );
      expect(part(el, 'submit').textContent).to.equal('Задать вопрос');
      await expect(el).to.be.accessible();
      // The retry sends what the form holds now.
      endFaults();
      fill(el, 'message', 'Будет ли трансляция пленарной сессии?');
      part(el, 'retry').click();
      await waitFor(() => el.shadowRoot!.querySelector('[part=notice]'), 3000, 'retry success');
      expect(el.shadowRoot!.querySelector('[part=error]')).to.equal(null);
      expect(sent(PATH).at(-1)).to.include({ message: 'Будет ли трансляция пленарной сессии?' });
    });
  }

  it("shows the server's message when it refuses, and keeps the input", async () => {
    refuseOnce(PATH, { status: 'error', message: 'Приём вопросов закрыт.' });
    const errors = listen<{ endpoint: string; kind: string }>('biz-error');
    const events = listen('biz-form-submit');
    const el = await questionForm();
    fillValid(el);
    part(el, 'submit').click();
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'refusal');
    expect(part(el, 'error').textContent).to.equal('Вопрос не отправлен. Приём вопросов закрыт.');
    expect(errorKinds(errors)).to.deep.equal([[PATH, 'http']]);
    expect(events).to.have.length(0);
    expect(control(el, 'email').value).to.equal('kotova@example.ru');
    // After the server's refusal the fields are marked invalid and point at its
    // message, an alert that sits in no other live region.
    const refusal = part(el, 'error');
    expect(refusal.getAttribute('role')).to.equal('alert');
    expect(shortly(liveRegions(el).nested)).to.deep.equal([]);
    for (const name of ['name', 'email', 'message']) {
      const field = control<HTMLElement>(el, name);
      expect(field.getAttribute('aria-invalid'), name).to.equal('true');
      expect(field.getAttribute('aria-describedby')!.split(' '), name).to.include(refusal.id);
    }
    await expect(el).to.be.accessible();
  });

  it('keeps a draft through a reload and a failure; a confirmed send drops it', async () => {
    const KEY = 'conference-question-draft-7';
    let el = await questionForm('7');
    control(el, 'message').focus();
    await sendKeys({ type: 'Когда откроют' });
    fill(el, 'name', 'Ирина Котова');
    expect(JSON.parse(storage().get(KEY)!)).to.deep.equal({
      name: 'Ирина Котова',
      message: 'Когда откроют',
    });
    el.remove();
    el = await questionForm('7');
    expect(control(el, 'name').value).to.equal('Ирина Котова');
    expect(control(el, 'message').value).to.equal('Когда откроют');
    expect(control(el, 'email').value).to.equal('');
    // Another conference has its own draft.
    const other = await questionForm('8');
    expect(control(other, 'message').value).to.equal('');
    other.remove();
    fill(el, 'email', 'kotova@example.ru');
    fill(el, 'message', 'Когда откроют приём заявок?');
    setChaos({ force: 'http500', only: PATH });
    part(el, 'submit').click();
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'failure');
    expect(storage().get(KEY)).to.not.equal(null);
    resetChaos();
    refuseOnce(PATH, { status: 'error', message: 'Слишком много вопросов' });
    part(el, 'submit').click();
    await waitFor(() => shadowText(el).includes('Слишком много вопросов'), 3000, 'refusal');
    await waitFor(() => part(el, 'submit').getAttribute('aria-disabled') !== 'true');
    expect(storage().get(KEY)).to.not.equal(null);
    part(el, 'submit').click();
    await waitFor(() => el.shadowRoot!.querySelector('[part=notice]'), 3000, 'sent');
    expect(storage().get(KEY)).to.equal(null);
    el.remove();
    el = await questionForm('7');
    expect(control(el, 'message').value).to.equal('');
  });

  it('is usable with the keyboard alone', async () => {
    const el = await questionForm();
    control(el, 'name').focus();
    await sendKeys({ type: 'Олег Фомин' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => el.shadowRoot!.activeElement === control(el, 'email'), 3000, 'focus');
    await sendKeys({ type: 'fomin@example.ru' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Какие меры поддержки экспортёров обсудят?' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => el.shadowRoot!.activeElement === part(el, 'submit'), 3000, 'focus');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => sent(PATH).length === 1, 3000, 'sent');
    expect(sent(PATH)[0]).to.deep.equal({
      id: '7',
      name: 'Олег Фомин',
      email: 'fomin@example.ru',
      message: 'Какие меры поддержки экспортёров обсудят?',
    });
  });

  it('says it cannot work without a conference-id', async () => {
    const el = await questionForm('');
    expect(part(el, 'error').textContent).to.equal(
      'Форма не работает: на странице не указана конференция.',
    );
    expect(part<HTMLButtonElement>(el, 'submit').disabled).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('leaves nothing behind when removed mid-send', async () => {
    setChaos({ latencyMs: 300 });
    storage(); // the page's storage service (one cross-tab listener for the page) exists already
    await tracking(async (tracker) => {
      const el = await questionForm();
      fillValid(el);
      part(el, 'submit').click();
      await waitFor(() => sent(PATH).length === 1, 3000, 'request');
      el.remove();
      await settle(400); // negative check: no late callback may leave anything behind
      expectNothingLeft(tracker.active(), EVERY_COUNT);
    });
  });
});
