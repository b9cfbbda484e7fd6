import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-top10/biz-top10.ts';
import { db, worker } from '../../mocks/browser.ts';
import { storage } from '../../src/services/storage.ts';
import { resetChaos, setChaos, TEST_VISITOR_ID, freshPageEachTest } from './helpers.ts';
import { idle, waitFor } from './helpers/wait.ts';
import { part, parts, shadowText } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { endFaults, errorKinds, faultCases, forceFault } from './helpers/faults.ts';
import { expectNothingLeft, removedWhenIdle, tracking } from './helpers/resources.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';

/** The key a vote is written to (collision-free, see top10StoreKey). */
const keyOf = (variant: string) => `top10:1024:${variant}`;
/** The spec's key `top10{article}{variant}`: still read. */
const specKeyOf = (variant: string) => `top101024${variant}`;

async function top10(articleId = '1024') {
  const el = await fixture(html`<biz-top10 article-id=${articleId}></biz-top10>`);
  await waitFor(() => parts(el, 'result').length > 0, 3000, 'variants');
  return el;
}

const buttons = (el: Element) => parts<HTMLButtonElement>(el, 'vote');
const rowTexts = (el: Element) =>
  parts(el, 'result').map((row) =>
    row.querySelector('.result-text')!.textContent!.replace(/\s+/g, ' ').trim(),
  );
const percents = (el: Element) =>
  rowTexts(el).map((text) => Number(/— (\d+) %$/.exec(text)?.[1] ?? NaN));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** The visible text of a button (without the screen-reader-only «за …»). */
const visible = (button: Element) =>
  Array.from(button.childNodes)
    .filter((n) => !(n instanceof HTMLElement && n.classList.contains('visually-hidden')))
    .map((n) => n.textContent)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

describe('<biz-top10>', () => {
  freshPageEachTest();

  it('is accessible and lists the ten variants as text with shares adding up to 100', async () => {
    const el = await top10();
    await expect(el).to.be.accessible();
    const [body] = sent('/polls/top10/result');
    expect(body).to.deep.equal({ article_id: '1024' });
    expect(part(el, 'results').localName).to.equal('ol');
    expect(rowTexts(el)).to.have.length(10);
    expect(rowTexts(el)[0]).to.equal('«Окский станкостроительный завод» — 19 %');
    expect(rowTexts(el)[9]).to.equal('Ветлужский лесной комбинат — 4 %');
    expect(sum(percents(el))).to.equal(100);
    expect(buttons(el).map(visible)).to.deep.equal(Array(10).fill('Голосовать'));
    expect(buttons(el).every((b) => b.getAttribute('aria-pressed') === 'false')).to.equal(true);
    // Each button says what it votes for.
    expect(buttons(el)[1]!.textContent).to.equal('Голосовать за «Заречный молочный комбинат»');
    // No doubled quotes; quotes inside a name become „…“.
    expect(buttons(el)[0]!.textContent).to.equal('Голосовать за «Окский станкостроительный завод»');
    expect(buttons(el).map((b) => b.textContent)).to.include(
      'Голосовать за «Банк „Окский кредит“»',
    );
    expect(shadowText(el)).to.contain('Голосование читателей');
  });

  it('a vote sends article_id, variant and token; the button reads «Голос учтен!» with the count', async () => {
    const events = listen<{ articleId: string; variantId: string; count: number }>(
      'biz-top10-vote',
    );
    const el = await top10();
    buttons(el)[2]!.click();
    await waitFor(
      () => buttons(el)[2]!.getAttribute('aria-pressed') === 'true',
      2000,
      'optimistic',
    );
    expect(buttons(el)[2]!.getAttribute('aria-pressed')).to.equal('true'); // optimistic
    await waitFor(() => events.length === 1, 3000, 'biz-top10-vote');
    const [body] = sent('/polls/top10/vote');
    expect(Object.keys(body ?? {}).sort()).to.deep.equal(['article_id', 'token', 'variant']);
    expect(body).to.deep.equal({ article_id: '1024', variant: '103', token: TEST_VISITOR_ID });
    expect(events[0]!.detail).to.deep.equal({ articleId: '1024', variantId: '103', count: 199 });
    expect(visible(buttons(el)[2]!)).to.equal('Голос учтен! 199');
    expect(part(el, 'count').textContent).to.equal('199');
    expect(localStorage.getItem(keyOf('103'))).to.equal('199');
    expect(buttons(el)[0]!.getAttribute('aria-pressed')).to.equal('false');
    // The shares are read again after the vote.
    await waitFor(() => sent('/polls/top10/result').length === 2, 3000, 'fresh shares');
    await waitFor(
      () => !el.shadowRoot!.querySelector('section[aria-busy=true]'),
      3000,
      'shares shown',
    );
    expect(sum(percents(el))).to.equal(100);
    await expect(el).to.be.accessible();
    // The same variant again does nothing; another variant can still be voted.
    buttons(el)[2]!.click();
    await idle(el); // had the event started a call, idle waits for its answer
    expect(sent('/polls/top10/vote')).to.have.length(1);
    buttons(el)[0]!.click();
    await waitFor(() => localStorage.getItem(keyOf('101')) === '413', 3000, 'second vote');
    expect(visible(buttons(el)[0]!)).to.equal('Голос учтен! 413');
  });

  it('after a reload the remembered vote shows as voted with its count', async () => {
    storage().set(specKeyOf('104'), '357');
    const el = await top10();
    expect(buttons(el)[3]!.getAttribute('aria-pressed')).to.equal('true');
    expect(visible(buttons(el)[3]!)).to.equal('Голос учтен! 357');
    buttons(el)[3]!.click();
    await idle(el); // had the event started a call, idle waits for its answer
    expect(sent('/polls/top10/vote')).to.have.length(0);
  });

  it('rounds whatever the server sends to whole percents adding up to exactly 100', async () => {
    worker.use(
      http.post('*/polls/top10/result', () =>
        HttpResponse.json([
          { id: 1, title: 'Первый', count: 1, percent: 16.67 },
          { id: 2, title: 'Второй', count: 1, percent: '16.67' },
          { id: 3, title: 'Третий', count: 1, percent: 16.67 },
          { id: 4, title: 'Четвёртый', count: 1, percent: 16.67 },
          { id: 5, title: 'Пятый', count: 1, percent: 16.67 },
          { id: 6, title: 'Шестой', count: 1, percent: 16.67 },
        ]),
      ),
    );
    const el = await top10();
    // Rounded one by one these would be 17 × 6 = 102.
    expect(percents(el)).to.deep.equal([17, 17, 17, 17, 16, 16]);
  });

  it('shows at most ten variants', async () => {
    worker.use(
      http.post('*/polls/top10/result', () =>
        HttpResponse.json(
          Array.from({ length: 12 }, (_, i) => ({
            id: i + 1,
            title: `Вариант ${i + 1}`,
            count: 10,
            percent: 8.33,
          })),
        ),
      ),
    );
    const el = await top10();
    expect(parts(el, 'result')).to.have.length(10);
    expect(sum(percents(el))).to.equal(100);
  });

  it('a vote in another tab shows here at once (storage event)', async () => {
    const el = await top10();
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      frame.contentWindow!.localStorage.setItem(specKeyOf('105'), '122');
      await waitFor(() => buttons(el)[4]!.getAttribute('aria-pressed') === 'true');
      expect(visible(buttons(el)[4]!)).to.equal('Голос учтен! 122');
      expect(sent('/polls/top10/vote')).to.have.length(0);
    } finally {
      frame.remove();
    }
  });

  it('a vote in one instance shows in every other instance of the same block', async () => {
    const box = await fixture(
      html`<div>
        <biz-top10 article-id="1024"></biz-top10>
        <biz-top10 article-id="1024"></biz-top10>
      </div>`,
    );
    const [a, b] = Array.from(box.children);
    await waitFor(() => buttons(a!).length === 10 && buttons(b!).length === 10);
    buttons(a!)[6]!.click();
    await waitFor(() => buttons(b!)[6]!.getAttribute('aria-pressed') === 'true');
    await waitFor(() => localStorage.getItem(keyOf('107')) === '176');
    expect(visible(buttons(b!)[6]!)).to.equal('Голос учтен! 176');
    expect(sent('/polls/top10/vote')).to.have.length(1);
  });

  it('can be voted with the keyboard alone', async () => {
    const el = await top10();
    buttons(el)[0]!.focus();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => el.shadowRoot!.activeElement === buttons(el)[1], 3000, 'focus');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => localStorage.getItem(keyOf('102')) === '288', 3000, 'Enter vote');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: ' ' }); // the space bar (Firefox knows no key "Space")
    await waitFor(() => localStorage.getItem(keyOf('103')) === '199', 3000, 'Space vote');
    await waitFor(() => el.shadowRoot!.activeElement === buttons(el)[2], 3000, 'focus');
    expect(visible(buttons(el)[2]!)).to.equal('Голос учтен! 199');
  });

  for (const [mode, kind, reason] of faultCases('http500', 'network', 'timeout')) {
    it(`rolls back a ${mode} failure with a message, then retries`, async () => {
      const el = await top10();
      forceFault(mode, '/polls/top10/vote', { latencyMs: 100, short: 500 }); // after the variants have loaded
      const errors = listen<{ endpoint: string; kind: string; message: string }>('biz-error');
      buttons(el)[0]!.click();
      await waitFor(() => visible(buttons(el)[0]!) === 'Голос учтен! 413', 2000, 'optimistic');
      expect(visible(buttons(el)[0]!)).to.equal('Голос учтен! 413'); // optimistic
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
      expect(buttons(el)[0]!.getAttribute('aria-pressed')).to.equal('false');
      expect(visible(buttons(el)[0]!)).to.equal('Голосовать');
      expect(localStorage.getItem(keyOf('101'))).to.equal(null);
      expect(part(el, 'error').textContent).to.contain('Голос не учтён.').and.contain(reason);
      // The reader's failed vote is an alert, inside no other live region.
      expect(part(el, 'error').getAttribute('role')).to.equal('alert');
      expect(shortly(liveRegions(el).nested)).to.deep.equal([]);
      expect(errors.map((e) => e.detail)).to.deep.equal([
        { endpoint: '/polls/top10/vote', kind, message: errors[0]!.detail.message },
      ]);
      await expect(el).to.be.accessible();
      endFaults();
      part(el, 'retry').click();
      await waitFor(() => localStorage.getItem(keyOf('101')) === '413', 3000, 'retried');
      expect(el.shadowRoot!.querySelector('[part=error]')).to.equal(null);
    });
  }

  it('a vote the server already had shows as voted with the server’s count', async () => {
    db.top10Votes.add(`1024:109:${TEST_VISITOR_ID}`);
    const events = listen('biz-top10-vote');
    const el = await top10();
    buttons(el)[8]!.click();
    await waitFor(() => part(el, 'notice'), 3000, 'notice');
    expect(part(el, 'notice').textContent).to.equal('Вы уже голосовали за этот вариант');
    // The optimistic count (93) gives way to the server's once its answer is applied.
    await waitFor(() => visible(buttons(el)[8]!) === 'Голос учтен! 92', 3000, 'server count');
    expect(localStorage.getItem(keyOf('109'))).to.equal('92');
    expect(events).to.have.length(0);
  });

  it('explains a failed load and loads on retry', async () => {
    setChaos({ force: 'malformed', only: '/polls/top10/result' });
    const errors = listen<{ endpoint: string; kind: string }>('biz-error');
    const el = await fixture(html`<biz-top10 article-id="1024"></biz-top10>`);
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
    expect(part(el, 'error').textContent).to.contain('Не удалось загрузить голосование.');
    expect(errors[0]!.detail).to.include({ endpoint: '/polls/top10/result', kind: 'parse' });
    // A failed load is announced once, politely (by the status region), not as an alert.
    const live = liveRegions(el);
    expect(shortly(live.alerts)).to.deep.equal([]);
    expect(shortly(live.nested)).to.deep.equal([]);
    expect(part(el, 'status').getAttribute('aria-live')).to.equal('polite');
    await expect(el).to.be.accessible();
    resetChaos();
    part(el, 'retry').click();
    await waitFor(() => parts(el, 'result').length === 10, 3000, 'loaded');
  });

  it('says so when the block has no variants', async () => {
    const el = await fixture(html`<biz-top10 article-id="999"></biz-top10>`);
    await waitFor(() => shadowText(el).includes('В этом голосовании пока нет вариантов.'));
    await expect(el).to.be.accessible();
  });

  it('shows the page’s heading in the title slot', async () => {
    const el = await fixture(
      html`<biz-top10 article-id="1024"><h2 slot="title">Лучший работодатель</h2></biz-top10>`,
    );
    await waitFor(() => parts(el, 'result').length === 10);
    const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name=title]')!;
    expect(slot.assignedElements()[0]!.textContent).to.equal('Лучший работодатель');
    await expect(el).to.be.accessible();
  });

  it('sends one vote on a double click', async () => {
    const el = await top10();
    setChaos({ latencyMs: 150 });
    buttons(el)[0]!.click();
    buttons(el)[0]!.click();
    await waitFor(() => localStorage.getItem(keyOf('101')), 3000, 'vote');
    await idle(el); // had the event started a call, idle waits for its answer
    expect(sent('/polls/top10/vote')).to.have.length(1);
  });

  it('a repeated id in the answer is shown once; every button votes for its own variant', async () => {
    const errors = listen<{ endpoint: string; kind: string }>('biz-error');
    worker.use(
      http.post('*/polls/top10/result', () =>
        HttpResponse.json([
          { id: 7, title: 'Первый', count: 5, percent: 50 },
          { id: 7, title: 'Двойник', count: 1, percent: 10 },
          { id: 8, title: 'Второй', count: 4, percent: 40 },
        ]),
      ),
      http.post('*/polls/top10/vote', () => HttpResponse.json({ status: 'ok', count: 5 })),
    );
    const el = await top10();
    expect(rowTexts(el).map((text) => text.split(' — ')[0])).to.deep.equal(['Первый', 'Второй']);
    expect(errorKinds(errors)).to.deep.equal([['/polls/top10/result', 'validation']]);
    const votes = listen<{ variantId: string }>('biz-top10-vote');
    buttons(el)[1]!.click();
    await waitFor(() => votes.length === 1, 3000, 'vote');
    expect(votes[0]!.detail.variantId).to.equal('8');
    expect(localStorage.getItem(keyOf('8'))).to.equal('5');
    expect(localStorage.getItem(keyOf('7'))).to.equal(null);
  });

  it('stored votes: junk is no vote, and the written key of one article never marks another', async () => {
    // Article 1 / variant 23 and article 12 / variant 3 share the spec's key `top10123`.
    storage().set(keyOf('101'), 'да, конечно');
    storage().set(keyOf('102'), '9'.repeat(5000));
    storage().set('top10:102:4101', '50');
    const el = await top10();
    expect(buttons(el).map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(
      Array(10).fill('false'),
    );
    buttons(el)[0]!.click();
    await waitFor(() => localStorage.getItem(keyOf('101')) === '413', 3000, 'vote');
    expect(sent('/polls/top10/vote')).to.have.length(1);
  });

  it('leaves no timer, listener or observer behind when removed', async () => {
    storage();
    await tracking(async (tracker) => {
      const el = await top10();
      buttons(el)[0]!.click();
      await waitFor(() => sent('/polls/top10/result').length === 2);
      // the vote and the fresh shares are in
      expectNothingLeft(await removedWhenIdle(el, tracker));
    });
  });
});
