import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { delay, http, HttpResponse } from 'msw';
import '../../elements/biz-comments/biz-comments.ts';
import { worker } from '../../mocks/browser.ts';
import { auth } from '../../src/services/auth.ts';
import { storage } from '../../src/services/storage.ts';
import {
  accessible,
  addLargeThread,
  addThreads,
  comment,
  control,
  controls,
  mountComments,
  signIn,
  signedOutEachTest,
} from './biz-comments.fixtures.ts';
import { freshPage, setChaos, TEST_VISITOR_ID, freshPageEachTest } from './helpers.ts';
import { settle, waitFor, eventually } from './helpers/wait.ts';
import { part, parts, shadowText } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { endFaults, forceFault } from './helpers/faults.ts';

const DRAFT = 'comment-draft-1024';
const AWAITS = 'Спасибо! Комментарий появится после проверки модератором.';

/** The top-level form's parts. */
function form(el: HTMLElement) {
  const root = el.shadowRoot!.querySelector<HTMLFormElement>('.list ~ form, section > form')!;
  return {
    root,
    textarea: root.querySelector<HTMLTextAreaElement>('[part~=textarea]')!,
    submit: root.querySelector<HTMLButtonElement>('[part~=submit]')!,
    anonymous: () => root.querySelector<HTMLInputElement>('[part~=anonymous]'),
    text: () => root.textContent?.replace(/\s+/g, ' ') ?? '',
  };
}

/** Types into a textarea as a reader would (focus, then keys). */
async function type(textarea: HTMLTextAreaElement, text: string) {
  textarea.focus();
  await sendKeys({ type: text });
}

describe('<biz-comments>: the comment form', () => {
  signedOutEachTest();

  it("holds the main form's place while its code loads, so the list below does not move when it arrives", async () => {
    const el = await mountComments();
    const { root } = form(el);
    // The stand-in LazyForm.tsx draws until the form's chunk is in, put where the form stands.
    const pending = document.createElement('p');
    pending.className = 'muted form-pending main';
    pending.textContent = 'Загружаем форму…';
    root.before(pending);
    const held = pending.getBoundingClientRect().height;
    const heldMargin = getComputedStyle(pending).marginBottom;
    pending.remove();
    const drawn = root.getBoundingClientRect().height;
    expect(Math.abs(held - drawn), `stand-in ${held} px, form ${drawn} px`).to.be.below(4);
    expect(heldMargin).to.equal(getComputedStyle(root).marginBottom);
  });

  it('enables submit only while the text is longer than minlength', async () => {
    const el = await mountComments();
    const f = form(el);
    expect(f.textarea.getAttribute('minlength')).to.equal('3');
    expect(f.submit.disabled).to.equal(true);
    await type(f.textarea, 'Да!');
    expect(f.submit.disabled).to.equal(true);
    expect(f.text()).to.contain('Ещё хотя бы 1 симв.');
    await type(f.textarea, '!');
    expect(f.submit.disabled).to.equal(false);
    el.remove();
    storage().remove(DRAFT);
    const strict = await mountComments({ minlength: '10' });
    const g = form(strict);
    expect(g.textarea.getAttribute('minlength')).to.equal('10');
    await type(g.textarea, 'Коротко да');
    expect(g.submit.disabled).to.equal(true);
    await type(g.textarea, '.');
    expect(g.submit.disabled).to.equal(false);
  });

  it('an anonymous reader comments anonymously and is offered to sign in', async () => {
    const required = listen<{ reason: string }>('biz-auth-required');
    const sends = listen<Record<string, string>>('biz-comment-send');
    const el = await mountComments();
    const f = form(el);
    expect(f.text()).to.contain('Вы комментируете анонимно. Войти, чтобы писать под своим именем.');
    expect(f.anonymous()).to.equal(null);
    await accessible(el);
    part(el, 'sign-in').click();
    expect(required.map((e) => e.detail.reason)).to.deep.equal(['comment']);
    await type(f.textarea, 'Хороший материал, спасибо.');
    f.submit.click();
    await waitFor(() => sends.length === 1, 3000, 'biz-comment-send');
    const [body] = sent('/comments/send');
    expect(Object.keys(body!).sort()).to.deep.equal([
      'article_id',
      'is_anonymous',
      'message',
      'parent_id',
      'token',
    ]);
    expect(body).to.deep.equal({
      article_id: '1024',
      message: 'Хороший материал, спасибо.',
      parent_id: '0',
      token: TEST_VISITOR_ID,
      is_anonymous: '1',
    });
    expect(sends[0]!.detail).to.deep.equal({ articleId: '1024', parentId: '0', status: 'ok' });
  });

  it('on success clears the text, disables the button and shows the notice for 5 s', async () => {
    const el = await mountComments();
    const f = form(el);
    await type(f.textarea, 'Когда откроют второй корпус?');
    expect(storage().get(DRAFT)).to.equal(
      JSON.stringify({ parent_id: '0', message: 'Когда откроют второй корпус?' }),
    );
    // Our own clock for the 5-second notice: the 5000 ms timer runs after 50 ms.
    const asked: number[] = [];
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((fn: () => void, ms?: number, ...rest: unknown[]) => {
      if (ms !== undefined && ms >= 1000) asked.push(ms);
      return realSetTimeout(fn, ms === 5000 ? 50 : ms, ...rest);
    }) as typeof setTimeout;
    try {
      f.submit.click();
      const notice = await waitFor(() => el.shadowRoot!.querySelector('[part~=notice]'));
      expect(notice.textContent).to.equal(AWAITS);
      expect(notice.getAttribute('role')).to.equal('status');
      expect(f.textarea.value).to.equal('');
      expect(f.submit.disabled).to.equal(true);
      expect(storage().get(DRAFT)).to.equal(null);
      await accessible(el);
      await waitFor(() => !el.shadowRoot!.querySelector('[part~=notice]'), 2000, 'notice gone');
      expect(asked).to.include(5000);
    } finally {
      window.setTimeout = realSetTimeout;
    }
  });

  it('a signed-in reader writes under their name, or anonymously with the checkbox', async () => {
    signIn();
    const el = await mountComments();
    const f = form(el);
    expect(f.text()).to.contain('Вы пишете как Анна Соколова.');
    const box = f.anonymous()!;
    expect(box.checked).to.equal(false);
    expect(box.closest('label')!.textContent).to.equal('анонимно');
    await accessible(el);
    await type(f.textarea, 'Под своим именем.');
    f.submit.click();
    await waitFor(() => sent('/comments/send').length === 1);
    expect(sent('/comments/send')[0]).to.include({ is_anonymous: '0' });
    await waitFor(() => el.shadowRoot!.querySelector('[part~=notice]'));
    box.click();
    await type(f.textarea, 'А это анонимно.');
    f.submit.click();
    await waitFor(() => sent('/comments/send').length === 2);
    expect(sent('/comments/send')[1]).to.include({ is_anonymous: '1', message: 'А это анонимно.' });
  });

  it('follows sign-in and sign-out made anywhere at once', async () => {
    const el = await mountComments();
    const f = form(el);
    await type(f.textarea, 'Черновик остаётся.');
    signIn();
    await waitFor(() => f.anonymous());
    expect(f.text()).to.contain('Вы пишете как Анна Соколова.');
    expect(f.textarea.value).to.equal('Черновик остаётся.');
    auth().logout();
    await waitFor(() => !f.anonymous());
    expect(f.text()).to.contain('Вы комментируете анонимно.');
  });

  it("status not_active shows 'Вы не подтвердили емайл или забанены!' and keeps the text", async () => {
    signIn('banned@example.ru', 'Роман Тарасов');
    const sends = listen<Record<string, string>>('biz-comment-send');
    const el = await mountComments();
    const f = form(el);
    await type(f.textarea, 'Меня не пускают.');
    f.submit.click();
    const error = await waitFor(() => el.shadowRoot!.querySelector('form [part~=error]'));
    expect(error.textContent).to.equal('Вы не подтвердили емайл или забанены!');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(f.textarea.value).to.equal('Меня не пускают.');
    expect(f.submit.disabled).to.equal(false);
    expect(sends[0]!.detail).to.deep.equal({
      articleId: '1024',
      parentId: '0',
      status: 'not_active',
    });
    await accessible(el);
  });

  it("another refusal shows 'Ваше сообщение не отправлено' and keeps the text", async () => {
    worker.use(
      http.post('*/comments/send', () =>
        HttpResponse.json({ status: 'error', message: 'Комментарий слишком длинный' }),
      ),
    );
    const el = await mountComments();
    const f = form(el);
    await type(f.textarea, 'Текст, который сервер не принял.');
    f.submit.click();
    const error = await waitFor(() => el.shadowRoot!.querySelector('form [part~=error]'));
    expect(error.textContent).to.equal('Ваше сообщение не отправлено. Комментарий слишком длинный');
    expect(f.textarea.value).to.equal('Текст, который сервер не принял.');
    expect(storage().get(DRAFT)).to.contain('Текст, который сервер не принял.');
  });

  for (const [mode, kind] of [
    ['http500', 'http'],
    ['network', 'network'],
    ['timeout', 'timeout'],
    ['malformed', 'parse'],
  ] as const) {
    it(`a ${mode} failure says 'Ваше сообщение не отправлено', keeps the text and retries`, async () => {
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await mountComments();
      const f = form(el);
      await type(f.textarea, 'Важная мысль.');
      forceFault(mode, '/comments/send'); // after the list has loaded
      f.submit.click();
      const error = await waitFor(() => el.shadowRoot!.querySelector('form [part~=error]'));
      expect(error.textContent).to.contain('Ваше сообщение не отправлено.');
      expect(f.textarea.value).to.equal('Важная мысль.');
      expect(f.submit.disabled).to.equal(false);
      expect(errors.map((e) => e.detail.kind)).to.deep.equal([kind]);
      expect(errors[0]!.detail.endpoint).to.equal('/comments/send');
      endFaults();
      error.querySelector<HTMLButtonElement>('[part~=retry]')!.click();
      await waitFor(() => el.shadowRoot!.querySelector('[part~=notice]'), 3000, 'sent');
      expect(f.textarea.value).to.equal('');
      expect(sent('/comments/send').at(-1)).to.include({ message: 'Важная мысль.' });
    });
  }

  it('a draft survives a reload until it is sent', async () => {
    let el = await mountComments();
    await type(form(el).textarea, 'Пишу и обновляю страницу');
    el.remove();
    el = await mountComments();
    expect(form(el).textarea.value).to.equal('Пишу и обновляю страницу');
    form(el).submit.click();
    await waitFor(() => el.shadowRoot!.querySelector('[part~=notice]'));
    expect(storage().get(DRAFT)).to.equal(null);
    el.remove();
    el = await mountComments();
    expect(form(el).textarea.value).to.equal('');
  });

  it('replies go to their parent; the reply form opens, focuses and closes', async () => {
    const el = await mountComments();
    const reply = await control(el, '5001', 'reply');
    expect(reply.getAttribute('aria-expanded')).to.equal('false');
    reply.click();
    const replyForm = await waitFor(() =>
      comment(el, '5001').querySelector<HTMLFormElement>(':scope > form'),
    );
    expect(reply.getAttribute('aria-expanded')).to.equal('true');
    expect(replyForm.getAttribute('aria-label')).to.equal('Ответ для Игорь Петров');
    const textarea = replyForm.querySelector<HTMLTextAreaElement>('textarea')!;
    await waitFor(() => el.shadowRoot!.activeElement === textarea, 3000, 'focus');
    await accessible(el);
    await sendKeys({ type: 'Согласен с вами.' });
    replyForm.querySelector<HTMLButtonElement>('[part~=submit]')!.click();
    await waitFor(() => replyForm.querySelector('[part~=notice]'));
    expect(sent('/comments/send')[0]).to.include({
      parent_id: '5001',
      message: 'Согласен с вами.',
    });
    const cancel = Array.from(replyForm.querySelectorAll('button')).find(
      (b) => b.textContent === 'Отмена',
    )!;
    cancel.click();
    await waitFor(() => !comment(el, '5001').querySelector(':scope > form'));
    expect(el.shadowRoot!.activeElement).to.equal(reply); // focus goes back where it came from
    // Escape closes a reply form too.
    reply.click();
    await waitFor(() => comment(el, '5001').querySelector(':scope > form textarea'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !comment(el, '5001').querySelector(':scope > form'));
    await waitFor(() => el.shadowRoot!.activeElement === reply, 3000, 'focus');
  });

  it('a reply draft reopens under its comment after a reload', async () => {
    storage().set(DRAFT, JSON.stringify({ parent_id: '5002', message: 'Недописанный ответ' }));
    const el = await mountComments();
    const textarea = await waitFor(() =>
      comment(el, '5002').querySelector<HTMLTextAreaElement>(':scope > form textarea'),
    );
    expect(textarea.value).to.equal('Недописанный ответ');
    expect(form(el).textarea.value).to.equal('');
  });

  it('the main draft and a reply draft both survive a reload, each dropped only once sent', async () => {
    let el = await mountComments();
    await type(form(el).textarea, 'Длинный главный комментарий');
    (await control(el, '5001', 'reply')).click();
    const replyArea = () =>
      comment(el, '5001').querySelector<HTMLTextAreaElement>(':scope > form textarea');
    await waitFor(() => el.shadowRoot!.activeElement === replyArea(), 3000, 'reply focus');
    await sendKeys({ type: 'О' }); // one letter in the reply must not overwrite the main draft
    expect(storage().get(DRAFT)).to.equal(
      JSON.stringify({ parent_id: '0', message: 'Длинный главный комментарий' }),
    );
    expect(storage().get(`${DRAFT}-5001`)).to.equal(
      JSON.stringify({ parent_id: '5001', message: 'О' }),
    );
    el.remove();
    el = await mountComments();
    expect(form(el).textarea.value).to.equal('Длинный главный комментарий');
    const reopened = await waitFor(replyArea, 3000, 'reply form reopened');
    expect(reopened.value).to.equal('О');
    // Sending the reply drops its draft only; the main draft stays.
    reopened.focus();
    reopened.setSelectionRange(1, 1);
    await sendKeys({ type: 'твет по делу.' });
    comment(el, '5001').querySelector<HTMLButtonElement>(':scope > form [part~=submit]')!.click();
    await waitFor(() => comment(el, '5001').querySelector(':scope > form [part~=notice]'));
    expect(sent('/comments/send').at(-1)).to.include({
      parent_id: '5001',
      message: 'Ответ по делу.',
    });
    expect(storage().get(`${DRAFT}-5001`)).to.equal(null);
    expect(storage().get(DRAFT)).to.contain('Длинный главный комментарий');
    // A refused send keeps the draft.
    worker.use(
      http.post('*/comments/send', () =>
        HttpResponse.json({ status: 'error', message: 'Слишком часто' }),
      ),
    );
    form(el).submit.click();
    await waitFor(() =>
      el.shadowRoot!.querySelector('section > form [part~=error], .list ~ form [part~=error]'),
    );
    expect(storage().get(DRAFT)).to.contain('Длинный главный комментарий');
  });

  it('a stored draft longer than the field allows is restored cut to 5000 characters and sent so', async () => {
    signIn();
    storage().set(DRAFT, JSON.stringify({ parent_id: '0', message: 'Я'.repeat(900_000) }));
    const el = await mountComments();
    const f = form(el);
    await waitFor(() => f.textarea.value !== '', 3000, 'draft restored');
    expect(f.textarea.value).to.equal('Я'.repeat(5000));
    f.submit.click();
    await waitFor(() => sent('/comments/send').length === 1, 3000, 'sent');
    expect(sent('/comments/send')[0]!.message).to.have.length(5000);
  });

  it('a stored draft of the wrong shape is ignored', async () => {
    storage().set(DRAFT, JSON.stringify({ parent_id: { x: 1 }, message: 'Чужой мусор' }));
    const el = await mountComments();
    expect(form(el).textarea.value).to.equal('');
  });

  it('is usable with the keyboard alone: type, send with the button or Ctrl+Enter', async () => {
    const el = await mountComments();
    const f = form(el);
    f.textarea.focus();
    await sendKeys({ type: 'С клавиатуры.' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => el.shadowRoot!.activeElement === f.submit, 3000, 'focus');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => sent('/comments/send').length === 1);
    // Focus comes back at once, the sent text leaves with the answer's render: wait for both.
    await waitFor(
      () => el.shadowRoot!.activeElement === f.textarea && f.textarea.value === '',
      2000,
      'focus back on an empty field',
    );
    await sendKeys({ type: 'Второй раз.' });
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ up: 'Control' });
    await waitFor(() => sent('/comments/send').length === 2);
    expect(sent('/comments/send')[1]).to.include({ message: 'Второй раз.' });
  });
});

describe('<biz-comments>: mentions', () => {
  freshPageEachTest();

  const listbox = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('[role=listbox]');
  const options = (el: HTMLElement) => parts(el, 'mention');

  it('suggests after @ and more than 2 characters; arrows, Enter and Escape', async () => {
    const el = await mountComments();
    const f = form(el);
    await type(f.textarea, 'Согласен с @ip');
    await settle(300); // negative check: no lookup for two characters
    expect(listbox(el)).to.equal(null);
    expect(sent('/users/ajax/ip')).to.have.length(0);
    await sendKeys({ type: 'e' });
    await waitFor(() => listbox(el), 3000, 'listbox');
    expect(sent('/users/ajax/ipe')).to.have.length(1);
    expect(options(el).map((o) => o.textContent)).to.deep.equal(['Игорь Петров @ipetrov']);
    expect(f.textarea.getAttribute('aria-autocomplete')).to.equal('list');
    expect(f.textarea.getAttribute('aria-haspopup')).to.equal('listbox');
    expect(f.textarea.getAttribute('aria-controls')).to.equal(listbox(el)!.id);
    expect(f.textarea.getAttribute('aria-activedescendant')).to.equal(options(el)[0]!.id);
    expect(options(el)[0]!.getAttribute('aria-selected')).to.equal('true');
    expect(shadowText(el)).to.contain('1 вариант');
    await accessible(el);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !listbox(el));
    expect(f.textarea.value).to.equal('Согласен с @ipetrov ');
    expect(f.textarea.selectionStart).to.equal(f.textarea.value.length);
    expect(f.textarea.hasAttribute('aria-activedescendant')).to.equal(false);
    expect(f.textarea.hasAttribute('aria-controls'), 'no list, no aria-controls').to.equal(false);

    await sendKeys({ type: 'и @ов' });
    await settle(300); // negative check: no lookup for two characters
    expect(listbox(el)).to.equal(null); // two characters only
    await sendKeys({ type: 'а' });
    await waitFor(() => options(el).length > 1, 3000, 'several');
    const names = options(el).map((o) => o.textContent);
    await sendKeys({ press: 'ArrowDown' });
    await eventually(() => expect(options(el)[1]!.getAttribute('aria-selected')).to.equal('true'));
    expect(f.textarea.getAttribute('aria-activedescendant')).to.equal(options(el)[1]!.id);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await eventually(() =>
      expect(options(el).at(-1)!.getAttribute('aria-selected')).to.equal('true'),
    );
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !listbox(el));
    expect(f.textarea.value).to.equal('Согласен с @ipetrov и @ова');
    expect(names.length).to.be.greaterThan(1);
  });

  it('a click chooses a suggestion', async () => {
    const el = await mountComments();
    const f = form(el);
    await type(f.textarea, '@sok');
    await waitFor(() => options(el).length > 0);
    options(el)[0]!.click();
    await waitFor(() => !listbox(el));
    expect(f.textarea.value).to.equal('@sokolova ');
    await waitFor(() => el.shadowRoot!.activeElement === f.textarea, 3000, 'focus');
  });

  it('typing fast cancels stale lookups: only the latest answer is shown', async () => {
    const asked: string[] = [];
    worker.use(
      http.get('*/users/ajax/:partial', async ({ params }) => {
        const partial = String(params.partial);
        asked.push(partial);
        if (partial === 'mor') await delay(600);
        return HttpResponse.json({
          status: 'ok',
          data: [{ username: `Ответ на ${partial}`, nickname: partial, userpic: null }],
        });
      }),
    );
    const el = await mountComments();
    const f = form(el);
    await type(f.textarea, '@mor');
    await waitFor(() => asked.includes('mor'), 3000, 'lookup for "mor"'); // now in flight
    await sendKeys({ type: 'oz' });
    await waitFor(() => options(el).length > 0);
    await settle(700); // negative check: the slow answer for "mor" would have arrived by now
    // (the first letter is the userpic stand-in)
    expect(options(el).map((o) => o.textContent)).to.deep.equal(['ООтвет на moroz @moroz']);
  });

  /**
   * Opens a reply form at the end of thread `at` (its last comment), types a mention, and
   * expects the last suggestion to lie over thread `at + 1`, on top where they overlap.
   */
  async function suggestionsOverNext(el: HTMLElement, at: number) {
    const threads = Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>('.group > .comment'));
    const next = threads[at + 1]!;
    const last = Array.from(threads[at]!.querySelectorAll<HTMLElement>('.comment')).at(-1);
    const target = last ?? threads[at]!;
    (await control(el, target.dataset.commentId!, 'reply')).click();
    const textarea = await waitFor(() =>
      target.querySelector<HTMLTextAreaElement>(':scope > form textarea'),
    );
    await type(textarea, '@ова');
    await waitFor(() => options(el).length > 1, 3000, 'several suggestions');
    const option = options(el).at(-1)!;
    option.scrollIntoView({ block: 'center' });
    const box = option.getBoundingClientRect();
    expect(box.top, 'the last suggestion is over the next thread').to.be.greaterThan(
      next.getBoundingClientRect().top,
    );
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    expect(option.contains(el.shadowRoot!.elementFromPoint(x, y)), 'on top').to.equal(true);
  }

  it('suggestions in a reply form lie over the comments below it', async () => {
    // The last comment of a thread that another thread follows: its reply form ends near the
    // bottom of its thread, so the suggestions reach over the next thread.
    await suggestionsOverNext(await mountComments(), 0);
  });

  it('suggestions lie over the next block of threads too (blocks are contained)', async () => {
    // Threads come in blocks of 25 (BizComments.tsx), each a stacking context: the 25th
    // thread's suggestions reach over the 26th, the first of the next block.
    addThreads(30, 9000, (i) => `<p>Реплика ${i}.</p>`);
    const el = await mountComments();
    await waitFor(() => el.shadowRoot!.querySelectorAll('.group').length > 1, 5000, 'two blocks');
    const blocks = el.shadowRoot!.querySelectorAll('.group');
    expect(blocks[0]!.querySelectorAll(':scope > .comment')).to.have.length(25);
    await suggestionsOverNext(el, 24);
  });

  it('suggestions at the end of a large thread lie over the next thread (it is clipped too)', async () => {
    // A thread of over 25 comments is a contained box of its own (biz-comments.css `large`),
    // clipped where the engine can: its reply form must open it up, as it does its block.
    addLargeThread(9000, 30);
    const el = await mountComments();
    await waitFor(
      () =>
        el.shadowRoot!.querySelectorAll('.group > .comment')[0]?.querySelectorAll('.comment')
          .length === 30,
      5000,
      'the large thread whole',
    );
    await suggestionsOverNext(el, 0);
  });

  it('a failed lookup is reported, typing goes on', async () => {
    const errors = listen<{ endpoint: string }>('biz-error');
    setChaos({ force: 'http500', only: '/users/ajax' });
    const el = await mountComments();
    const f = form(el);
    await type(f.textarea, '@pet');
    await waitFor(() => errors.length === 1, 3000, 'biz-error');
    expect(errors[0]!.detail.endpoint).to.equal('/users/ajax/pet');
    await waitFor(
      () => shadowText(el).includes('Подсказки не загрузились.'),
      3000,
      'message shown',
    );
    expect(listbox(el) === null).to.equal(true);
    await sendKeys({ type: 'rov' });
    expect(f.textarea.value).to.equal('@petrov');
  });
});

describe('<biz-comments>: the emoji picker', () => {
  beforeEach(freshPage);

  it('Escape closes the open picker and gives focus back to its button', async () => {
    const el = await mountComments();
    const add = await control(el, '5001', 'react');
    const emoji = () => controls(el, '5001', 'emoji');
    add.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => emoji().length === 5, 3000, 'the picker');
    await sendKeys({ down: 'Shift' }); // Shift+Tab: back onto the last emoji of the picker
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('emoji');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => add.getAttribute('aria-expanded') === 'false', 3000, 'closed');
    expect(emoji().length).to.be.below(5);
    expect(el.shadowRoot!.activeElement === add, 'focus back on «+»').to.equal(true);
  });
});
