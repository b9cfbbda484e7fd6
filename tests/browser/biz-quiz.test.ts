import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-quiz/biz-quiz.ts';
import { DEMO_QUIZ } from '../../mocks/seed/polls.ts';
import { storage } from '../../src/services/storage.ts';
import { freshPage, setChaos, TEST_VISITOR_ID } from './helpers.ts';
import { idle, waitFor, eventually } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { endFaults, forceFault } from './helpers/faults.ts';
import { expectNothingLeft, removedWhenIdle, tracking } from './helpers/resources.ts';

const KEY = 'quiz3';
/** Right answers of the demo quiz, by question. */
const RIGHT = ['1', '3', '1', '2', '2'];

const mounted: Element[] = [];

/** A `<biz-quiz>` with its definition as the page embeds it (a JSON child). */
async function quiz(source: string = JSON.stringify(DEMO_QUIZ), id = '3') {
  const el = document.createElement('biz-quiz');
  el.setAttribute('quiz-id', id);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.textContent = source;
  el.append(script);
  document.body.append(el);
  mounted.push(el);
  await waitFor(
    () =>
      el.shadowRoot?.querySelector('[part~=answer], [part~=error], [part~=score], [part~=next]'),
    3000,
    'render',
  );
  return el;
}

const radios = (el: Element) =>
  parts(el, 'variant').map((label) => label.querySelector('input') as HTMLInputElement);
const rowTexts = (el: Element) =>
  parts(el, 'result').map((row) =>
    row.querySelector('.result-text')!.textContent!.replace(/\s+/g, ' ').trim(),
  );
const percents = (el: Element) =>
  rowTexts(el).map((text) => Number(/— (\d+) %/.exec(text)?.[1] ?? NaN));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const button = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('.actions button')!;

/** Picks variant `variant` of the current question, answers, and waits for the shares. */
async function answer(el: Element, variant: string) {
  radios(el)
    .find((r) => r.value === variant)!
    .click();
  part(el, 'answer').click();
  await waitFor(() => parts(el, 'result').length > 0, 3000, 'shares');
}

describe('<biz-quiz>', () => {
  beforeEach(freshPage);
  afterEach(() => {
    mounted.splice(0).forEach((el) => el.remove());
  });

  it('is accessible and asks the first question as a fieldset of radio buttons', async () => {
    const el = await quiz();
    await expect(el).to.be.accessible();
    expect(part(el, 'title').textContent).to.equal(DEMO_QUIZ.title);
    expect(part(el, 'progress').textContent).to.equal('Вопрос 1 из 5');
    const fieldset = part(el, 'question');
    expect(fieldset.localName).to.equal('fieldset');
    expect(fieldset.querySelector('legend')!.textContent).to.equal(DEMO_QUIZ.questions[0]!.text);
    expect(parts(el, 'variant').map((v) => v.textContent)).to.deep.equal([
      'Деревообработка',
      'Нефтепереработка',
      'Производство автомобилей',
      'Туризм',
    ]);
    expect(part(el, 'answer').textContent).to.equal('Ответить');
  });

  it('an answer posts vote_id, variant and token, then shows the shares and that it was right', async () => {
    const events = listen<Record<string, unknown>>('biz-quiz-answer');
    const el = await quiz();
    await answer(el, '1');
    const [body] = sent('/process/quiz-vote');
    expect(Object.keys(body ?? {}).sort()).to.deep.equal(['token', 'variant', 'vote_id']);
    expect(body).to.deep.equal({ vote_id: '301', variant: '1', token: TEST_VISITOR_ID });
    expect(part(el, 'verdict').textContent).to.equal('Верно!');
    // 215 (ours), 96, 41 and 22 answers.
    expect(rowTexts(el)).to.deep.equal([
      'Деревообработка — 57 % · правильный ответ · ваш ответ',
      'Нефтепереработка — 26 %',
      'Производство автомобилей — 11 %',
      'Туризм — 6 %',
    ]);
    expect(part(el, 'result-correct').dataset.variantId).to.equal('1');
    expect(part(el, 'explanation').textContent).to.equal(DEMO_QUIZ.questions[0]!.explanation);
    expect(part(el, 'next').textContent).to.equal('Следующий вопрос');
    expect(events.map((e) => e.detail)).to.deep.equal([
      { quizId: '3', questionId: '301', variantId: '1', correct: true },
    ]);
    expect(JSON.parse(localStorage.getItem(KEY)!).answers).to.deep.equal({ '301': '1' });
    await expect(el).to.be.accessible();
  });

  it('a question whose id is `constructor` is asked, not taken as answered', async () => {
    const definition = JSON.parse(JSON.stringify(DEMO_QUIZ)) as typeof DEMO_QUIZ;
    (definition.questions[0] as { id: string }).id = 'constructor';
    const el = await quiz(JSON.stringify(definition));
    expect(part(el, 'progress').textContent).to.equal('Вопрос 1 из 5');
    expect(part(el, 'answer').textContent).to.equal('Ответить');
    expect(parts(el, 'result')).to.have.length(0);
  });

  it('a wrong answer says so and marks the right one', async () => {
    const events = listen<{ correct: boolean }>('biz-quiz-answer');
    const el = await quiz();
    await answer(el, '2');
    expect(part(el, 'verdict').textContent).to.equal('Неверно.');
    expect(rowTexts(el)[0]).to.match(/^Деревообработка — \d+ % · правильный ответ$/);
    expect(rowTexts(el)[1]).to.match(/^Нефтепереработка — \d+ % · ваш ответ$/);
    expect(part(el, 'result-wrong').dataset.variantId).to.equal('2');
    expect(sum(percents(el))).to.equal(100);
    expect(events[0]!.detail.correct).to.equal(false);
  });

  it('five answers give the score, its range’s title and text; a reload shows them, with a retake', async () => {
    const complete = listen<Record<string, unknown>>('biz-quiz-complete');
    const el = await quiz();
    const chosen = ['1', '3', '2', '2', '2']; // four right, the third wrong
    for (const [i, variant] of chosen.entries()) {
      expect(part(el, 'progress').textContent).to.equal(`Вопрос ${i + 1} из 5`);
      await answer(el, variant);
      expect(sum(percents(el))).to.equal(100);
      expect(part(el, 'next').textContent).to.equal(
        i === 4 ? 'Узнать результат' : 'Следующий вопрос',
      );
      part(el, 'next').click();
      await waitFor(() => !el.shadowRoot!.querySelector('[part=result]'), 3000, 'next screen');
    }
    expect(part(el, 'score').textContent).to.equal('Ваш результат: 4 из 5');
    expect(part(el, 'range-title').textContent).to.equal('Эксперт');
    expect(part(el, 'range-text').textContent).to.equal(DEMO_QUIZ.results[2]!.text);
    await waitFor(() => el.shadowRoot!.activeElement === part(el, 'score'), 3000, 'focus');
    expect(complete.map((e) => e.detail)).to.deep.equal([
      { quizId: '3', score: 4, total: 5, title: 'Эксперт' },
    ]);
    await expect(el).to.be.accessible();
    expect(sent('/process/quiz-vote').map((b) => b.vote_id)).to.deep.equal([
      '301',
      '302',
      '303',
      '304',
      '305',
    ]);

    // A reload (a new element on the same storage) shows the result straight away.
    el.remove();
    const again = await quiz();
    expect(part(again, 'score').textContent).to.equal('Ваш результат: 4 из 5');
    expect(part(again, 'range-title').textContent).to.equal('Эксперт');
    expect(part(again, 'restart').textContent).to.equal('Пройти ещё раз');
    part(again, 'restart').click();
    await waitFor(() => parts(again, 'variant').length === 4);
    expect(part(again, 'progress').textContent).to.equal('Вопрос 1 из 5');
    expect(localStorage.getItem(KEY)).to.equal(null);
    await waitFor(() => again.shadowRoot!.activeElement === radios(again)[0], 3000, 'focus');
  });

  it('picks the lowest range for no right answers', async () => {
    storage().set(
      KEY,
      JSON.stringify({ answers: { '301': '2', '302': '1', '303': '2', '304': '1', '305': '1' } }),
    );
    const el = await quiz();
    expect(part(el, 'score').textContent).to.equal('Ваш результат: 0 из 5');
    expect(part(el, 'range-title').textContent).to.equal('Турист');
  });

  it('a reload in the middle goes on from the first unanswered question', async () => {
    storage().set(
      KEY,
      JSON.stringify({ answers: { '301': '1', '302': '3' }, shares: { '301': { '1': 60 } } }),
    );
    const el = await quiz();
    expect(part(el, 'progress').textContent).to.equal('Вопрос 3 из 5');
    expect(part(el, 'question').querySelector('legend')!.textContent).to.equal(
      DEMO_QUIZ.questions[2]!.text,
    );
  });

  it('can be taken with the keyboard alone', async () => {
    const el = await quiz();
    radios(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowUp' });
    await eventually(() => expect(radios(el)[0]!.checked).to.equal(true));
    await sendKeys({ press: 'Tab' });
    await waitFor(() => el.shadowRoot!.activeElement === part(el, 'answer'), 3000, 'focus');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => parts(el, 'result').length > 0, 3000, 'shares');
    // Focus stays on the button, which now leads on.
    await waitFor(() => el.shadowRoot!.activeElement === part(el, 'next'), 3000, 'focus');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part(el, 'progress').textContent === 'Вопрос 2 из 5');
    await waitFor(() => el.shadowRoot!.activeElement === radios(el)[0], 3000, 'focus');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: ' ' }); // the space bar (Firefox knows no key "Space")
    await waitFor(() => parts(el, 'result').length > 0, 3000, 'shares');
    expect(sent('/process/quiz-vote')[1]).to.include({ vote_id: '302', variant: '3' });
    expect(part(el, 'verdict').textContent).to.equal('Верно!');
  });

  it('asks for a choice instead of sending an empty answer', async () => {
    const el = await quiz();
    part(el, 'answer').click();
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 2000, 'asked'); // instead of sending
    expect(part(el, 'error').textContent).to.equal('Выберите вариант ответа.');
    expect(sent('/process/quiz-vote')).to.have.length(0);
  });

  for (const [name, source, reason] of [
    ['not JSON', '{"title": "Тест", "questions": [', 'not valid JSON'],
    [
      'of the wrong shape',
      JSON.stringify({ ...DEMO_QUIZ, questions: [{ id: 1, text: 'Вопрос?', variants: [] }] }),
      'questions.0.variants',
    ],
    ['missing', '', 'no <script'],
  ] as const) {
    it(`shows a clear message in place of a definition that is ${name}`, async () => {
      const errors = listen<{ endpoint: string; kind: string; message: string }>('biz-error');
      const el = await quiz(source);
      expect(part(el, 'error').textContent).to.equal(
        'Тест не удалось показать: его описание на странице повреждено.',
      );
      // Shown at load, a page author's mistake: polite, not an urgent alert.
      expect(part(el, 'error').getAttribute('role')).to.equal('status');
      expect(el.shadowRoot!.querySelector('fieldset')).to.equal(null);
      await waitFor(() => errors.length > 0);
      expect(errors[0]!.detail.kind).to.equal('validation');
      expect(errors[0]!.detail.message).to.contain(reason);
      await expect(el).to.be.accessible();
    });
  }

  it('starts when a page fills the definition in after the element', async () => {
    const el = await quiz('');
    const script = el.querySelector('script')!;
    script.textContent = JSON.stringify(DEMO_QUIZ);
    await waitFor(() => parts(el, 'variant').length === 4, 3000, 'quiz');
  });

  for (const [mode, kind, reason] of [
    ['http500', 'http', 'Сервер ответил ошибкой'],
    ['network', 'network', 'Нет связи с сервером'],
    ['timeout', 'timeout', 'Сервер долго не отвечает'],
    ['wrong-shape', 'validation', 'неожиданный ответ'],
  ] as const) {
    it(`rolls back a ${mode} failure with the choice kept, then retries`, async () => {
      forceFault(mode, '/process/quiz-vote', { latencyMs: 100, short: 500 });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await quiz();
      radios(el)[3]!.click();
      part(el, 'answer').click();
      await waitFor(() => part(el, 'verdict').textContent === 'Неверно.', 2000, 'optimistic');
      expect(part(el, 'verdict').textContent).to.equal('Неверно.'); // optimistic
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
      expect(radios(el)[3]!.checked).to.equal(true);
      expect(part(el, 'answer').textContent).to.equal('Ответить');
      expect(localStorage.getItem(KEY)).to.equal(null);
      expect(part(el, 'error').textContent).to.contain('Ответ не отправлен.').and.contain(reason);
      expect(errors.map((e) => e.detail.endpoint)).to.deep.equal(['/process/quiz-vote']);
      expect(errors[0]!.detail.kind).to.equal(kind);
      await expect(el).to.be.accessible();
      endFaults();
      part(el, 'retry').click();
      await waitFor(() => parts(el, 'result').length === 4, 3000, 'shares after retry');
      expect(JSON.parse(localStorage.getItem(KEY)!).answers).to.deep.equal({ '301': '4' });
    });
  }

  it('sends one answer on a double click', async () => {
    setChaos({ latencyMs: 150 });
    const el = await quiz();
    radios(el)[0]!.click();
    part(el, 'answer').click();
    button(el).click();
    button(el).click();
    await waitFor(() => parts(el, 'result').length > 0, 3000, 'shares');
    await idle(el); // had the event started a call, idle waits for its answer
    expect(sent('/process/quiz-vote')).to.have.length(1);
    expect(part(el, 'progress').textContent).to.equal('Вопрос 1 из 5');
  });

  it('answers given in another tab show here at once (storage event)', async () => {
    const el = await quiz();
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      const other = frame.contentWindow!.localStorage;
      other.setItem(
        KEY,
        JSON.stringify({ answers: { '301': '1' }, shares: { '301': { '1': 50, '2': 50 } } }),
      );
      await waitFor(() => parts(el, 'result').length === 4, 3000, 'answer from the other tab');
      expect(part(el, 'verdict').textContent).to.equal('Верно!');
      expect(percents(el)).to.deep.equal([50, 50, 0, 0]);
      const all = Object.fromEntries(DEMO_QUIZ.questions.map((q, i) => [q.id, RIGHT[i]!]));
      other.setItem(KEY, JSON.stringify({ answers: all }));
      await waitFor(() => el.shadowRoot!.querySelector('[part=score]'), 3000, 'result');
      expect(part(el, 'score').textContent).to.equal('Ваш результат: 5 из 5');
      other.removeItem(KEY); // a retake there starts over here too
      await waitFor(() => part(el, 'progress').textContent === 'Вопрос 1 из 5', 3000, 'retake');
      expect(sent('/process/quiz-vote')).to.have.length(0);
    } finally {
      frame.remove();
    }
  });

  it('an answer in one instance shows in every other instance of the same quiz', async () => {
    const a = await quiz();
    const b = await quiz();
    await answer(a, '4');
    await waitFor(() => parts(b, 'result').length === 4, 3000, 'other instance');
    expect(part(b, 'verdict').textContent).to.equal('Неверно.');
    expect(sum(percents(b))).to.equal(100);
  });

  it('leaves no timer, listener or observer behind when removed', async () => {
    storage();
    await tracking(async (tracker) => {
      const el = await quiz();
      await answer(el, '1');
      expectNothingLeft(await removedWhenIdle(el, tracker));
    });
  });
});
