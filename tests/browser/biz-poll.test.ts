import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-poll/biz-poll.ts';
import { db, worker } from '../../mocks/browser.ts';
import { storage } from '../../src/services/storage.ts';
import { resetChaos, setChaos, TEST_VISITOR_ID, freshPageEachTest } from './helpers.ts';
import { idle, waitFor, eventually } from './helpers/wait.ts';
import { part, parts, shadowText } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { endFaults, faultCases, forceFault } from './helpers/faults.ts';
import { expectNothingLeft, removedWhenIdle, tracking } from './helpers/resources.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';

const KEY = 'poll7';
const QUESTION = 'Как изменится выручка вашей компании в этом году?';

/** The poll form a server template renders inside the element (the markup contract). */
const pollForm = (id = '7') => html`
  <form action="/polls/vote" method="post">
    <input type="hidden" name="poll_id" value=${id} />
    <fieldset>
      <legend>${QUESTION}</legend>
      <label><input type="radio" name="question" value="71" /> Вырастет более чем на 10%</label>
      <label><input type="radio" name="question" value="72" /> Вырастет незначительно</label>
      <label><input type="radio" name="question" value="73" /> Останется на прежнем уровне</label>
      <label><input type="radio" name="question" value="74" /> Снизится</label>
    </fieldset>
    <button type="submit">Голосовать</button>
  </form>
`;

async function openPoll() {
  const el = await fixture(
    html`<biz-poll poll-id="7" action="/polls/vote">${pollForm()}</biz-poll>`,
  );
  await waitFor(() => el.shadowRoot?.querySelector('[part~=vote]'), 2000, 'render');
  return el;
}

const radios = (el: Element) =>
  parts(el, 'variant').map((label) => label.querySelector('input') as HTMLInputElement);
const voteButton = (el: Element) => part<HTMLButtonElement>(el, 'vote');
const resultTexts = (el: Element) =>
  parts(el, 'result').map((row) =>
    row.querySelector('.result-text')!.textContent!.replace(/\s+/g, ' ').trim(),
  );
const percentsOf = (el: Element) =>
  resultTexts(el).map((text) => Number(/— (\d+) %/.exec(text)?.[1] ?? NaN));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const hasResults = (el: Element) => parts(el, 'result').length > 0;

describe('<biz-poll>', () => {
  freshPageEachTest();

  it('is accessible and offers the page’s question as a fieldset of radio buttons', async () => {
    const el = await openPoll();
    await expect(el).to.be.accessible();
    const fieldset = part(el, 'fieldset');
    expect(fieldset.localName).to.equal('fieldset');
    expect(fieldset.querySelector('legend')!.textContent).to.equal(QUESTION);
    expect(parts(el, 'variant').map((v) => v.textContent)).to.deep.equal([
      'Вырастет более чем на 10%',
      'Вырастет незначительно',
      'Останется на прежнем уровне',
      'Снизится',
    ]);
    expect(radios(el).map((r) => r.value)).to.deep.equal(['71', '72', '73', '74']);
    expect(voteButton(el).textContent).to.equal('Голосовать');
    // The page's own form stays in the light DOM (readable without JS); no result call yet.
    expect(el.querySelector('form legend')!.textContent).to.equal(QUESTION);
    expect(sent('/polls/result/7')).to.have.length(0);
  });

  it('votes: sends poll_id, question and token, remembers poll{id}, shows 100 % of results', async () => {
    const events = listen<{ pollId: string; variantId: string }>('biz-poll-vote');
    const el = await openPoll();
    radios(el)[1]!.click();
    voteButton(el).click();
    await waitFor(() => voteButton(el).textContent === 'вы проголосовали', 2000, 'optimistic');
    expect(voteButton(el).textContent).to.equal('вы проголосовали'); // optimistic
    await waitFor(() => hasResults(el), 3000, 'results');
    const [body] = sent('/polls/vote');
    expect(Object.keys(body ?? {}).sort()).to.deep.equal(['poll_id', 'question', 'token']);
    expect(body).to.deep.equal({ poll_id: '7', question: '72', token: TEST_VISITOR_ID });
    expect(localStorage.getItem(KEY)).to.equal('72');
    expect(events.map((e) => e.detail)).to.deep.equal([{ pollId: '7', variantId: '72' }]);
    // 143, 213 (ours), 98 and 61 votes.
    expect(resultTexts(el)).to.deep.equal([
      'Вырастет более чем на 10% — 28 %',
      'Вырастет незначительно — 41 % · ваш выбор',
      'Останется на прежнем уровне — 19 %',
      'Снизится — 12 %',
    ]);
    expect(part(el, 'result-chosen').dataset.variantId).to.equal('72');
    expect(voteButton(el).getAttribute('aria-disabled')).to.equal('true');
    expect(shadowText(el)).to.contain('Спасибо, ваш голос учтён.');
    await expect(el).to.be.accessible();
    // Pressing the done button sends nothing more.
    voteButton(el).click();
    await idle(el); // had the event started a call, idle waits for its answer
    expect(sent('/polls/vote')).to.have.length(1);
  });

  it('results are readable text in a list named by the question; the bars are decoration', async () => {
    storage().set(KEY, '71');
    const el = await openPoll();
    await waitFor(() => hasResults(el));
    const list = part(el, 'results');
    expect(list.localName).to.equal('ul');
    const label = el.shadowRoot!.getElementById(list.getAttribute('aria-labelledby')!);
    expect(label!.textContent).to.equal(QUESTION);
    expect(parts(el, 'result').every((row) => row.localName === 'li')).to.equal(true);
    expect(parts(el, 'bar').every((bar) => bar.getAttribute('aria-hidden') === 'true')).to.equal(
      true,
    );
    // The bar's width follows the percent (set through the CSSOM).
    const fill = parts(el, 'bar')[0]!.firstElementChild as HTMLElement;
    expect(fill.style.inlineSize).to.equal(`${percentsOf(el)[0]}%`);
  });

  it('a cached page that offers the vote again shows the remembered vote’s results instead', async () => {
    storage().set(KEY, '73');
    const el = await openPoll();
    await waitFor(() => hasResults(el));
    expect(el.shadowRoot!.querySelector('input[type=radio]')).to.equal(null);
    expect(voteButton(el).textContent).to.equal('вы проголосовали');
    expect(resultTexts(el)[2]).to.equal('Останется на прежнем уровне — 19 % · ваш выбор');
    expect(sum(percentsOf(el))).to.equal(100);
    expect(sent('/polls/vote')).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  for (const junk of ['<b>да</b>', '9'.repeat(5000), '79']) {
    it(`a stored vote that is no variant of the poll (${junk.slice(0, 12)}) leaves it open`, async () => {
      storage().set(KEY, junk);
      const el = await openPoll();
      expect(voteButton(el).textContent).to.equal('Голосовать');
      expect(radios(el)).to.have.length(4);
      expect(shadowText(el)).not.to.contain('вы проголосовали');
      radios(el)[1]!.click();
      voteButton(el).click();
      await waitFor(() => sent('/polls/vote').length === 1, 3000, 'vote');
      await waitFor(() => storage().get(KEY) === '72', 3000, 'stored');
    });
  }

  it('a finished poll shows its results and reads «голосование завершено»', async () => {
    const el = await fixture(html`<biz-poll poll-id="8" state="finished"></biz-poll>`);
    await waitFor(() => hasResults(el), 3000, 'results');
    expect(voteButton(el).textContent).to.equal('голосование завершено');
    expect(voteButton(el).getAttribute('aria-disabled')).to.equal('true');
    expect(resultTexts(el)).to.deep.equal([
      'Да, и как можно скорее — 33 %',
      'Да, но после заполнения «Ока-Восток» — 46 %',
      'Нет, лучше поддерживать существующие предприятия — 21 %',
    ]);
    expect(el.shadowRoot!.querySelector('input[type=radio]')).to.equal(null);
    await expect(el).to.be.accessible();
    voteButton(el).click();
    await idle(el); // had the event started a call, idle waits for its answer
    expect(sent('/polls/vote')).to.have.length(0);
  });

  it('without a form in the page takes the variants from the results call', async () => {
    const el = await fixture(html`<biz-poll poll-id="7"></biz-poll>`);
    await waitFor(() => parts(el, 'variant').length === 4, 3000, 'variants');
    expect(part(el, 'question').textContent).to.equal('Опрос');
    expect(parts(el, 'variant')[3]!.textContent).to.equal('Снизится');
    radios(el)[3]!.click();
    voteButton(el).click();
    await waitFor(() => hasResults(el), 3000, 'results');
    expect(sent('/polls/vote')[0]).to.include({ poll_id: '7', question: '74' });
    expect(sent('/polls/result/7')).to.have.length(2); // variants, then fresh results
    await expect(el).to.be.accessible();
  });

  it('rounds whatever the server sends to whole percents adding up to exactly 100', async () => {
    worker.use(
      http.get('*/polls/result/:id', () =>
        HttpResponse.json([
          { variant_id: 81, variant_title: 'Да', percent: '33.3' },
          { variant_id: 82, variant_title: 'Нет', percent: 33.3 },
          { variant_id: 83, variant_title: 'Не знаю', percent: 33.3 },
        ]),
      ),
    );
    const el = await fixture(html`<biz-poll poll-id="8" state="finished"></biz-poll>`);
    await waitFor(() => hasResults(el));
    expect(resultTexts(el)).to.deep.equal(['Да — 34 %', 'Нет — 33 %', 'Не знаю — 33 %']);

    worker.use(
      http.get('*/polls/result/:id', () =>
        HttpResponse.json([
          { variant_id: 81, variant_title: 'Да', percent: 50.6 },
          { variant_id: 82, variant_title: 'Нет', percent: 50.6 },
        ]),
      ),
    );
    const other = await fixture(html`<biz-poll poll-id="8" state="finished"></biz-poll>`);
    await waitFor(() => hasResults(other));
    expect(resultTexts(other)).to.deep.equal(['Да — 50 %', 'Нет — 50 %']);
  });

  it('a vote in another tab shows here at once (storage event)', async () => {
    const el = await openPoll();
    // A same-origin frame is another browsing context: its write fires `storage` here.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      frame.contentWindow!.localStorage.setItem(KEY, '74');
      await waitFor(() => hasResults(el), 3000, 'results after the other tab voted');
      expect(voteButton(el).textContent).to.equal('вы проголосовали');
      expect(resultTexts(el)[3]).to.match(/^Снизится — \d+ % · ваш выбор$/);
      expect(sent('/polls/vote')).to.have.length(0);
      // …and a reset there (the other tab's storage cleared) offers the vote again.
      frame.contentWindow!.localStorage.removeItem(KEY);
      await waitFor(() => radios(el).length === 4, 3000, 'form again');
    } finally {
      frame.remove();
    }
  });

  it('a vote in one instance shows in every other instance of the same poll', async () => {
    const box = await fixture(
      html`<div>
        <biz-poll poll-id="7" action="/polls/vote">${pollForm()}</biz-poll>
        <biz-poll poll-id="7" action="/polls/vote">${pollForm()}</biz-poll>
        <biz-poll poll-id="8" action="/polls/vote"></biz-poll>
      </div>`,
    );
    const [a, b, c] = Array.from(box.children);
    await waitFor(() => radios(b!).length === 4 && radios(c!).length === 3);
    radios(a!)[0]!.click();
    voteButton(a!).click();
    await waitFor(() => hasResults(b!), 3000, 'results in the other instance');
    expect(voteButton(b!).textContent).to.equal('вы проголосовали');
    expect(resultTexts(b!)[0]).to.contain('ваш выбор');
    expect(radios(c!)).to.have.length(3); // another poll is untouched
    expect(sent('/polls/vote')).to.have.length(1);
  });

  it('can be voted with the keyboard alone', async () => {
    const el = await openPoll();
    radios(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await eventually(() => expect(radios(el)[2]!.checked).to.equal(true));
    await sendKeys({ press: 'Tab' });
    await waitFor(() => el.shadowRoot!.activeElement === voteButton(el), 3000, 'focus');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => hasResults(el), 3000, 'results');
    expect(sent('/polls/vote')[0]).to.include({ question: '73' });
    // Focus stays on the button, which now tells the state.
    await waitFor(() => el.shadowRoot!.activeElement === voteButton(el), 3000, 'focus');
    expect(voteButton(el).textContent).to.equal('вы проголосовали');
  });

  it('asks for a choice instead of sending an empty vote', async () => {
    const el = await openPoll();
    voteButton(el).click();
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 2000, 'asked'); // instead of sending
    expect(part(el, 'error').textContent).to.equal('Выберите вариант ответа.');
    await waitFor(() => el.shadowRoot!.activeElement === radios(el)[0], 3000, 'focus');
    expect(sent('/polls/vote')).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  for (const [mode, kind, reason] of faultCases('http500', 'network', 'timeout')) {
    it(`rolls back a ${mode} failure with the choice kept, then retries`, async () => {
      forceFault(mode, '/polls/vote', { latencyMs: 100, short: 500 });
      const errors = listen<{ endpoint: string; kind: string; message: string }>('biz-error');
      const el = await openPoll();
      radios(el)[1]!.click();
      voteButton(el).click();
      await waitFor(() => voteButton(el).textContent === 'вы проголосовали', 2000, 'optimistic');
      expect(voteButton(el).textContent).to.equal('вы проголосовали'); // optimistic
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
      expect(voteButton(el).textContent).to.equal('Голосовать');
      expect(radios(el)[1]!.checked).to.equal(true);
      expect(localStorage.getItem(KEY)).to.equal(null);
      expect(part(el, 'error').textContent).to.contain('Голос не учтён.').and.contain(reason);
      expect(part(el, 'error').getAttribute('role')).to.equal('alert');
      expect(shortly(liveRegions(el).nested), 'the alert is in no other live region').to.deep.equal(
        [],
      );
      expect(errors.map((e) => e.detail.endpoint)).to.deep.equal(['/polls/vote']);
      expect(errors[0]!.detail.kind).to.equal(kind);
      await expect(el).to.be.accessible();
      endFaults();
      part(el, 'retry').click();
      await waitFor(() => hasResults(el), 3000, 'results after retry');
      expect(localStorage.getItem(KEY)).to.equal('72');
      expect(sent('/polls/vote').at(-1)).to.include({ question: '72' });
    });
  }

  it('a 2xx answer it cannot read is not a vote (broken JSON is a failure)', async () => {
    setChaos({ force: 'malformed', only: '/polls/vote' });
    const el = await openPoll();
    radios(el)[0]!.click();
    voteButton(el).click();
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
    expect(part(el, 'error').textContent).to.contain('Сервер прислал непонятный ответ');
    expect(localStorage.getItem(KEY)).to.equal(null);
    expect(radios(el)[0]!.checked).to.equal(true);
  });

  it('shows the server’s refusal (already voted from this browser) with the results', async () => {
    db.pollVotes.set(`7:${TEST_VISITOR_ID}`, '71');
    const errors = listen<{ endpoint: string; kind: string }>('biz-error');
    const el = await openPoll();
    radios(el)[2]!.click();
    voteButton(el).click();
    await waitFor(() => hasResults(el), 3000, 'results');
    expect(part(el, 'error').textContent).to.equal(
      'Голос не принят: Вы уже проголосовали в этом опросе',
    );
    expect(localStorage.getItem(KEY)).to.equal(null);
    expect(errors.map((e) => e.detail.endpoint)).to.deep.equal(['/polls/vote']);
    expect(el.shadowRoot!.querySelector('[part~=vote]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('explains a results failure and loads them on retry', async () => {
    storage().set(KEY, '71');
    setChaos({ force: 'wrong-shape', only: '/polls/result' });
    const errors = listen<{ endpoint: string; kind: string }>('biz-error');
    const el = await openPoll();
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
    expect(part(el, 'error').textContent).to.contain('Не удалось загрузить результаты опроса.');
    expect(errors[0]!.detail).to.include({ endpoint: '/polls/result/7', kind: 'validation' });
    // A failed load is announced once, politely (by the status region), not as an alert.
    const live = liveRegions(el);
    expect(shortly(live.alerts)).to.deep.equal([]);
    expect(shortly(live.nested)).to.deep.equal([]);
    expect(part(el, 'status').getAttribute('aria-live')).to.equal('polite');
    expect(part(el, 'status').contains(part(el, 'error'))).to.equal(true);
    resetChaos();
    part(el, 'retry').click();
    await waitFor(() => hasResults(el), 3000, 'results');
    expect(el.shadowRoot!.querySelector('[part=error]')).to.equal(null);
  });

  it('sends one vote on a double click', async () => {
    setChaos({ latencyMs: 150 });
    const el = await openPoll();
    radios(el)[0]!.click();
    voteButton(el).click();
    voteButton(el).click();
    voteButton(el).dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    await waitFor(() => hasResults(el), 3000, 'results');
    await idle(el); // had the event started a call, idle waits for its answer
    expect(sent('/polls/vote')).to.have.length(1);
  });

  it('leaves no timer, listener or observer behind when removed', async () => {
    storage();
    await tracking(async (tracker) => {
      const el = await openPoll();
      radios(el)[0]!.click();
      voteButton(el).click();
      await waitFor(() => hasResults(el));
      expectNothingLeft(await removedWhenIdle(el, tracker));
    });
  });
});
