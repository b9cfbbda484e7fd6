/**
 * Answers that lie (docs/behaviour.md#failures): every call × every way the server can fail or lie. For each
 * element and fault: a Russian message with the element's words and the reason, a `biz-error`
 * with the call's endpoint and the right kind, the reader's input still there, nothing counted
 * as success, and a retry that works once the backend is calm.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-article-rating/biz-article-rating.ts';
import '../../elements/biz-auth-modal/biz-auth-modal.ts';
import '../../elements/biz-bookmark/biz-bookmark.ts';
import '../../elements/biz-career-form/biz-career-form.ts';
import '../../elements/biz-comment-embed/biz-comment-embed.ts';
import '../../elements/biz-comments/biz-comments.ts';
import '../../elements/biz-conference-question/biz-conference-question.ts';
import '../../elements/biz-feedback/biz-feedback.ts';
import '../../elements/biz-live/biz-live.ts';
import '../../elements/biz-load-more/biz-load-more.ts';
import '../../elements/biz-news-list/biz-news-list.ts';
import '../../elements/biz-poll/biz-poll.ts';
import '../../elements/biz-profile/biz-profile.ts';
import '../../elements/biz-quiz/biz-quiz.ts';
import '../../elements/biz-search/biz-search.ts';
import '../../elements/biz-site-notifications/biz-site-notifications.ts';
import '../../elements/biz-top10/biz-top10.ts';
import '../../elements/biz-user-menu/biz-user-menu.ts';
import { db, DEMO_ACCOUNT, DEMO_QUIZ, type FailureMode } from '../../mocks/browser.ts';
import { configure } from '../../src/services/config.ts';
import { auth } from '../../src/services/auth.ts';
import { mountAuthModal, REGISTRATION } from './biz-auth-modal.fixtures.ts';
import { control, fill } from './biz-forms.fixtures.ts';
import {
  comment,
  control as commentControl,
  mountComments,
  picker,
  signIn as signInReader,
  sumOf,
} from './biz-comments.fixtures.ts';
import {
  ENGINE,
  RUNTIME,
  freshPage,
  returningVisitor,
  setChaos,
  timeoutFor,
  RETRY_TIMEOUT_MS,
} from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { part, parts, shadowText } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { endFaults, errorKinds } from './helpers/faults.ts';

/** How one element's call is driven and judged. */
interface Adapter {
  /** The call (chaos `only` prefix). */
  path: string;
  /** The endpoint `biz-error` names. */
  endpoint: string;
  /** The answer is an HTML fragment (text) rather than JSON. */
  text?: boolean;
  /** The words before the reason in the element's message. */
  what: string;
  /** The `biz-*` event that means success (must not fire on a fault). */
  successEvent?: string;
  /** Renders the element (and signs in, etc.); the call may start on mount. */
  mount(): Promise<HTMLElement>;
  /** Makes the call (after mount); nothing for calls made on mount. */
  trigger?(el: HTMLElement): void | Promise<void>;
  /** The reader's input and state are as before the call (checked after the failure). */
  inputKept(el: HTMLElement): void;
  /** Success is visible (after the retry). */
  succeeded(el: HTMLElement): boolean;
  /** Reasons this element shows instead of the catalogue's (e.g. the server's own message). */
  reasons?: Partial<Record<FailureMode, string>>;
  /** Where the failure shows (default: the first `[part~=error]` of the shadow root). */
  error?(el: HTMLElement): Element | null;
  /**
   * Answers that are no fault for this call: for calls whose answer the spec does not show, an
   * empty 204 is success (tests/browser/unshown-answers.test.ts checks it), and GET
   * /logout also takes an HTML page (the redirect home).
   */
  fine?: FailureMode[];
}

/** An empty answer is success for a call whose answer the spec does not show. */
const UNSHOWN: FailureMode[] = ['empty-204'];

const commentForm = (el: HTMLElement) =>
  el.shadowRoot!.querySelector<HTMLFormElement>('.list ~ form, section > form')!;
const commentText = (el: HTMLElement) =>
  commentForm(el).querySelector<HTMLTextAreaElement>('[part~=textarea]')!;
const passwordForm = (el: HTMLElement) => el.querySelector<HTMLFormElement>('form[slot=password]')!;
const passwordField = (el: HTMLElement, name: string) =>
  passwordForm(el).elements.namedItem(name) as HTMLInputElement;
const PASSWORDS = { password: 'demo1234', new_password: 'newpass77', repeat_password: 'newpass77' };
/** The profile with one live favourite and one whose article was deleted. */
async function mountProfile(): Promise<HTMLElement> {
  signIn();
  const el = await fixture<HTMLElement>(html`
    <biz-profile password-action="/me/password">
      <ul slot="favourites">
        <li data-id="1016"><a href="/article/1016">Подстанция</a></li>
        <li data-id="1099">
          Статья удалена.
          <a href="/me/fav/remove/1/1099" data-fav-remove>Убрать из избранного</a>
        </li>
      </ul>
    </biz-profile>
  `);
  return rendered(el, '[part=avatar-section]');
}

/** A `<biz-poll>` over the server's form for poll 7, with two of its choices. */
const twoChoicePoll = () =>
  fixture<HTMLElement>(
    html`<biz-poll poll-id="7" action="/polls/vote">
      <form action="/polls/vote" method="post">
        <input type="hidden" name="poll_id" value="7" />
        <fieldset>
          <legend>Как изменится выручка вашей компании в этом году?</legend>
          <label><input type="radio" name="question" value="71" /> Вырастет</label>
          <label><input type="radio" name="question" value="72" /> Не изменится</label>
        </fieldset>
        <button type="submit">Голосовать</button>
      </form>
    </biz-poll>`,
  );

/**
 * A call one control of comment 5001 (in the demo thread) makes: mounted with that control
 * there, its failure shown under the comment, an unshown answer no fault.
 */
function onComment5001(
  path: string,
  control: string,
  what: string,
  more: Pick<Adapter, 'successEvent' | 'trigger' | 'inputKept' | 'succeeded'>,
): Adapter {
  return {
    fine: UNSHOWN,
    path,
    endpoint: path,
    what,
    async mount() {
      const el = await mountComments();
      await commentControl(el, '5001', control);
      return el;
    },
    error: (el) => ownError(el, '5001'),
    ...more,
  };
}

/** One form of `<biz-auth-modal>`: filled with `values`, sent with its submit button. */
function authAdapter(
  tab: 'login' | 'register' | 'restore',
  values: Record<string, string>,
  path: string,
  what: string,
  more: Partial<Adapter> & Pick<Adapter, 'succeeded'>,
): Adapter {
  const form = (el: HTMLElement) => el.querySelector<HTMLFormElement>(`form[slot=${tab}]`)!;
  const field = (el: HTMLElement, name: string) =>
    form(el).elements.namedItem(name) as HTMLInputElement;
  return {
    path,
    endpoint: path,
    what,
    async mount() {
      const el = await mountAuthModal();
      // The dialog and its forms load on the first show().
      el.show(tab);
      await waitFor(() => part<HTMLDialogElement>(el, 'dialog').open, 3000, 'open');
      await waitFor(() => form(el)?.querySelector('button[type=submit]'), 2000, 'forms');
      for (const [name, value] of Object.entries(values)) {
        field(el, name).value = value;
        field(el, name).dispatchEvent(new Event('input', { bubbles: true }));
      }
      return el;
    },
    async trigger(el) {
      const submit = form(el).querySelector<HTMLButtonElement>('button[type=submit]')!;
      await waitFor(() => !submit.disabled, 2000, 'submit enabled');
      submit.click();
    },
    ...more,
    inputKept(el) {
      for (const [name, value] of Object.entries(values)) {
        expect(field(el, name).value).to.equal(value);
      }
      more.inputKept?.(el);
    },
  };
}

const ownError = (el: HTMLElement, id: string) =>
  comment(el, id).querySelector(':scope > [part~=error]');

const READER = { username: 'Анна Соколова', userpic: '/userpics/sokolova.svg' };
const signIn = () => {
  db.session = DEMO_ACCOUNT.email;
  auth().login(READER);
};
const rendered = async (el: HTMLElement, selector: string) => {
  await waitFor(() => el.shadowRoot?.querySelector(selector), 3000, 'render');
  return el;
};
const notice = (el: HTMLElement) => el.shadowRoot!.querySelector('[part~=notice]');

const FEEDBACK = 'В новости о парке перепутаны фамилии двух министров.';
const QUESTION = 'Когда откроется приём заявок в индустриальный парк?';
const pollRadios = (el: Element) =>
  parts(el, 'variant').map((label) => label.querySelector('input') as HTMLInputElement);

const ADAPTERS: Record<string, Adapter> = {
  'article rate': {
    fine: UNSHOWN,
    path: '/article/rate',
    endpoint: '/article/rate',
    what: 'Оценка не сохранилась.',
    successEvent: 'biz-article-rate',
    mount: async () =>
      rendered(
        await fixture(
          html`<biz-article-rating article-id="1024" rating="17"></biz-article-rating>`,
        ),
        '[part=sum]',
      ),
    trigger: (el) => part(el, 'plus').click(),
    inputKept(el) {
      expect(part(el, 'sum').textContent).to.equal('+17');
      expect(part(el, 'plus').getAttribute('aria-pressed')).to.equal('false');
      expect(localStorage.getItem('article_ratings-1024')).to.equal(null);
      expect(shadowText(el)).not.to.contain('учтена');
    },
    succeeded: (el) =>
      localStorage.getItem('article_ratings-1024') === '+' && shadowText(el).includes('учтена'),
  },
  bookmark: {
    fine: UNSHOWN,
    path: '/me/add-fav',
    endpoint: '/me/add-fav',
    what: 'Закладка не сохранилась.',
    successEvent: 'biz-bookmark-toggle',
    async mount() {
      signIn();
      return rendered(
        await fixture(html`<biz-bookmark item-id="1024" type="1" active="false"></biz-bookmark>`),
        '[part=button]',
      );
    },
    trigger: (el) => part(el, 'button').click(),
    inputKept(el) {
      expect(part(el, 'button').getAttribute('aria-pressed')).to.equal('false');
    },
    succeeded: (el) => part(el, 'button').getAttribute('aria-pressed') === 'true',
  },
  feedback: {
    fine: UNSHOWN,
    path: '/feedback',
    endpoint: '/feedback',
    what: 'Сообщение не отправлено.',
    async mount() {
      return rendered(
        await fixture(html`<biz-feedback action="/feedback"></biz-feedback>`),
        'form',
      );
    },
    trigger(el) {
      fill(el, 'message', FEEDBACK);
      part(el, 'submit').click();
    },
    inputKept(el) {
      expect(control<HTMLTextAreaElement>(el, 'message').value).to.equal(FEEDBACK);
      expect(notice(el)).to.equal(null);
    },
    succeeded: (el) => notice(el) !== null && sent('/feedback').length > 0,
  },
  'conference question': {
    fine: UNSHOWN,
    path: '/conferences/question',
    endpoint: '/conferences/question',
    what: 'Вопрос не отправлен.',
    async mount() {
      return rendered(
        await fixture(html`<biz-conference-question conference-id="7"></biz-conference-question>`),
        'form',
      );
    },
    trigger(el) {
      fill(el, 'name', 'Ирина Котова');
      fill(el, 'email', 'kotova@example.ru');
      fill(el, 'message', QUESTION);
      part(el, 'submit').click();
    },
    inputKept(el) {
      expect(control(el, 'name').value).to.equal('Ирина Котова');
      expect(control(el, 'email').value).to.equal('kotova@example.ru');
      expect(control<HTMLTextAreaElement>(el, 'message').value).to.equal(QUESTION);
      expect(notice(el)).to.equal(null);
    },
    succeeded: (el) => notice(el) !== null,
  },
  'poll vote': {
    fine: UNSHOWN,
    path: '/polls/vote',
    endpoint: '/polls/vote',
    what: 'Голос не учтён.',
    successEvent: 'biz-poll-vote',
    async mount() {
      return rendered(await twoChoicePoll(), '[part~=vote]');
    },
    trigger(el) {
      pollRadios(el)[1]!.click();
      part(el, 'vote').click();
    },
    inputKept(el) {
      expect(pollRadios(el)[1]!.checked).to.equal(true);
      expect(localStorage.getItem('poll7')).to.equal(null);
      expect(part(el, 'vote').textContent).to.equal('Голосовать');
    },
    succeeded: () => localStorage.getItem('poll7') === '72',
  },
  'top-10 vote': {
    fine: UNSHOWN,
    path: '/polls/top10/vote',
    endpoint: '/polls/top10/vote',
    what: 'Голос не учтён.',
    successEvent: 'biz-top10-vote',
    async mount() {
      const el = await fixture<HTMLElement>(html`<biz-top10 article-id="1024"></biz-top10>`);
      await waitFor(() => parts(el, 'result').length > 0, 3000, 'variants');
      return el;
    },
    trigger: (el) => parts(el, 'vote')[0]!.click(),
    inputKept(el) {
      expect(parts(el, 'vote')[0]!.getAttribute('aria-pressed')).to.equal('false');
      expect(localStorage.getItem('top10:1024:101')).to.equal(null);
    },
    succeeded: () => localStorage.getItem('top10:1024:101') === '413',
  },
  logout: {
    path: '/logout',
    endpoint: '/logout',
    what: 'Вы вышли на этом устройстве, но сервер не подтвердил выход',
    fine: ['empty-204', 'html-page'],
    async mount() {
      signIn();
      return rendered(await fixture(html`<biz-user-menu></biz-user-menu>`), '[part=profile]');
    },
    trigger: (el) => part(el, 'logout').click(),
    // The reader is signed out here whatever the server answers.
    inputKept(el) {
      expect(auth().getState()).to.equal(null);
      expect(el.shadowRoot!.querySelector('[part=login]')).not.to.equal(null);
    },
    succeeded: () => db.session === null,
  },
  'comment send': {
    path: '/comments/send',
    endpoint: '/comments/send',
    what: 'Ваше сообщение не отправлено.',
    successEvent: 'biz-comment-send',
    async mount() {
      signInReader();
      const el = await mountComments();
      commentText(el).focus();
      await sendKeys({ type: 'Важная мысль.' });
      return el;
    },
    trigger: (el) => commentForm(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click(),
    error: (el) => commentForm(el).querySelector('[part~=error]'),
    inputKept(el) {
      expect(commentText(el).value).to.equal('Важная мысль.');
    },
    succeeded: (el) => commentText(el).value === '' && notice(el) !== null,
  },
  'comment rate': onComment5001('/comments/rate', 'plus', 'Оценка не сохранилась.', {
    successEvent: 'biz-comment-rate',
    trigger: (el) =>
      comment(el, '5001').querySelector<HTMLButtonElement>(':scope > [part~=plus]')!.click(),
    inputKept(el) {
      expect(sumOf(el, '5001')).to.equal('+12');
      expect(localStorage.getItem('comment-ratings-1024')).to.equal(null);
    },
    succeeded: (el) => sumOf(el, '5001') === '+13' && !ownError(el, '5001'),
  }),
  'comment emoji': onComment5001('/comments/emoji', 'react', 'Реакция не сохранилась.', {
    successEvent: 'biz-comment-react',
    // The reactions button opens the picker; its «Нравится» reacts.
    async trigger(el) {
      (await picker(el, '5001'))[0]!.click();
    },
    inputKept(el) {
      const react = comment(el, '5001').querySelector(':scope > [part~=react]')!;
      expect(react.getAttribute('aria-label')).to.contain('(Нравится: 8,');
      expect(localStorage.getItem('comment-emoji-1024')).to.equal(null);
    },
    succeeded: (el) =>
      comment(el, '5001')
        .querySelector(':scope > [part~=react]')!
        .getAttribute('aria-label')!
        .includes('(Нравится: 9,') && !ownError(el, '5001'),
  }),
  'live updates': {
    path: '/live/ajax',
    endpoint: '/live/ajax/42',
    what: 'Трансляция не загрузилась.',
    async mount() {
      const box = await fixture<HTMLDivElement>(
        html`<div><biz-live live-id="42"></biz-live></div>`,
      );
      return box.querySelector('biz-live')!;
    },
    inputKept(el) {
      expect(parts(el, 'message')).to.have.length(0);
    },
    succeeded: (el) => parts(el, 'message').length > 0,
  },
  'news page': {
    path: '/ajax/page',
    endpoint: '/ajax/page/1',
    what: 'Новости не загрузились.',
    successEvent: 'biz-news-more',
    async mount() {
      return fixture<HTMLElement>(
        html`<biz-news-list region="0"
          ><section data-region="0" data-label="Все"></section
        ></biz-news-list>`,
      );
    },
    inputKept(el) {
      expect(parts(el, 'item')).to.have.length(0);
    },
    succeeded: (el) => parts(el, 'item').length === 11,
  },
  search: {
    path: '/search',
    endpoint: '/search',
    what: 'Поиск не удался.',
    successEvent: 'biz-search-load',
    async mount() {
      const el = await rendered(
        await fixture<HTMLElement>(html`<biz-search action="/search" debounce="20"></biz-search>`),
        '[part=open]',
      );
      part(el, 'open').click();
      await waitFor(() => part<HTMLDialogElement>(el, 'dialog').open, 2000, 'open');
      return el;
    },
    trigger(el) {
      const input = part<HTMLInputElement>(el, 'input');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        'окск',
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    inputKept(el) {
      expect(part<HTMLInputElement>(el, 'input').value).to.equal('окск');
      expect(parts(el, 'result')).to.have.length(0);
    },
    succeeded: (el) => parts(el, 'result').length > 0,
  },
  'site notifications': {
    path: '/ajax/messaging/get-notifications',
    endpoint: '/ajax/messaging/get-notifications',
    what: 'Уведомления сайта не загрузились.',
    mount() {
      returningVisitor(); // the notices call waits for a known token
      return fixture<HTMLElement>(html`<biz-site-notifications></biz-site-notifications>`);
    },
    inputKept(el) {
      expect(parts(el, 'notification')).to.have.length(0);
    },
    succeeded: (el) => parts(el, 'notification').length === 2,
  },
  'quiz vote': {
    path: '/process/quiz-vote',
    endpoint: '/process/quiz-vote',
    what: 'Ответ не отправлен.',
    successEvent: 'biz-quiz-answer',
    async mount() {
      const box = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = document.createElement('biz-quiz');
      el.setAttribute('quiz-id', '3');
      const script = document.createElement('script');
      script.type = 'application/json';
      script.textContent = JSON.stringify(DEMO_QUIZ);
      el.append(script);
      box.append(el);
      return rendered(el, '[part~=answer]');
    },
    trigger(el) {
      pollRadios(el)[3]!.click();
      part(el, 'answer').click();
    },
    inputKept(el) {
      expect(pollRadios(el)[3]!.checked).to.equal(true);
      expect(part(el, 'answer').textContent).to.equal('Ответить');
      expect(localStorage.getItem('quiz3')).to.equal(null);
    },
    succeeded: (el) => parts(el, 'result').length === 4 && localStorage.getItem('quiz3') !== null,
  },
  'top-10 results': {
    path: '/polls/top10/result',
    endpoint: '/polls/top10/result',
    what: 'Не удалось загрузить голосование.',
    mount: () => fixture<HTMLElement>(html`<biz-top10 article-id="1024"></biz-top10>`),
    inputKept(el) {
      expect(parts(el, 'result')).to.have.length(0);
    },
    succeeded: (el) => parts(el, 'result').length === 10,
  },
  'poll results': {
    path: '/polls/result',
    endpoint: '/polls/result/7',
    what: 'Не удалось загрузить результаты опроса.',
    async mount() {
      localStorage.setItem('poll7', '71');
      return twoChoicePoll();
    },
    inputKept(el) {
      expect(parts(el, 'result')).to.have.length(0);
      expect(localStorage.getItem('poll7')).to.equal('71');
    },
    succeeded: (el) => parts(el, 'result').length > 0,
  },
  login: authAdapter('login', { ...DEMO_ACCOUNT }, '/auth/login', 'Не удалось войти.', {
    successEvent: 'biz-auth-login',
    inputKept: () => expect(auth().getState()).to.equal(null),
    succeeded: (el) => auth().getState() !== null && !part<HTMLDialogElement>(el, 'dialog').open,
  }),
  register: authAdapter('register', REGISTRATION, '/auth/register', 'Регистрация не отправлена.', {
    successEvent: 'biz-auth-register',
    succeeded: (el) => part<HTMLDialogElement>(el, 'success-dialog').open,
  }),
  'password restore': authAdapter(
    'restore',
    { email: 'reader@example.ru' },
    '/auth/restore',
    'Запрос на восстановление пароля не отправлен.',
    {
      error: (el) =>
        part<HTMLDialogElement>(el, 'restore-error-dialog').open
          ? part(el, 'restore-error-dialog')
          : null,
      succeeded: (el) => notice(el) !== null && db.restoreLetters.length === 1,
    },
  ),
  'password change': {
    path: '/me/password',
    endpoint: '/me/password',
    what: 'Пароль не изменён.',
    reasons: { http500: 'Внутренняя ошибка сервера (демо)' },
    async mount() {
      const el = await mountProfile();
      for (const [name, value] of Object.entries(PASSWORDS)) {
        passwordField(el, name).value = value;
        passwordField(el, name).dispatchEvent(new Event('input', { bubbles: true }));
      }
      return el;
    },
    async trigger(el) {
      const submit = passwordForm(el).querySelector<HTMLButtonElement>('button[type=submit]')!;
      await waitFor(() => !submit.disabled, 2000, 'submit enabled');
      submit.click();
    },
    inputKept(el) {
      for (const [name, value] of Object.entries(PASSWORDS)) {
        expect(passwordField(el, name).value).to.equal(value);
      }
      expect(notice(el)).to.equal(null);
    },
    succeeded: (el) => notice(el) !== null,
  },
  'userpic upload': {
    path: '/profile/update/userpic',
    endpoint: '/profile/update/userpic',
    what: 'Аватар не загрузился.',
    reasons: { http500: 'Внутренняя ошибка сервера (демо)' },
    async mount() {
      const el = await mountProfile();
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 30;
      canvas.getContext('2d')!.fillRect(0, 0, 40, 30);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!)));
      const input = part<HTMLInputElement>(el, 'file');
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], 'я.png', { type: 'image/png' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => el.shadowRoot!.querySelector('[part~=upload]'), 2000, 'upload button');
      return el;
    },
    trigger: (el) => part(el, 'upload').click(),
    inputKept(el) {
      expect(el.shadowRoot!.querySelector('[part~=preview]')).not.to.equal(null);
      expect(auth().getState()).to.deep.equal(READER);
    },
    succeeded: (el) => notice(el) !== null && auth().getState()?.userpic !== READER.userpic,
  },
  'favourite removal': {
    fine: UNSHOWN,
    path: '/me/fav/remove',
    endpoint: '/me/fav/remove/1/1099',
    what: 'Не удалось убрать из избранного.',
    reasons: { http500: 'Внутренняя ошибка сервера (демо)' },
    mount: mountProfile,
    trigger: (el) => el.querySelector<HTMLAnchorElement>('a[data-fav-remove]')!.click(),
    inputKept(el) {
      expect(el.querySelector('li[data-id="1099"]')).not.to.equal(null);
    },
    succeeded: (el) => el.querySelector('li[data-id="1099"]') === null,
  },
  'new comments poll': {
    path: '/comments/new',
    endpoint: '/comments/new',
    what: 'Не удалось проверить новые комментарии.',
    mount: () => mountComments({ 'poll-interval': '100' }),
    inputKept(el) {
      expect(el.shadowRoot!.querySelector('[part~=count]')!.textContent).to.equal(
        '40 комментариев',
      );
    },
    succeeded: () => sent('/comments/new').length >= 2,
  },
  'load more': {
    path: '/news/ajax/more',
    endpoint: '/news/ajax/more',
    what: 'Новости не загрузились.',
    successEvent: 'biz-list-append',
    async mount() {
      const box = await fixture<HTMLDivElement>(
        html`<div>
          <ul id="faults-feed">
            <li><a href="/article/1">Первая</a></li>
          </ul>
          <biz-load-more href="/news/ajax/more?page=2" target="faults-feed"></biz-load-more>
        </div>`,
      );
      return rendered(box.querySelector('biz-load-more')!, '[part=button]');
    },
    trigger: (el) => part(el, 'button').click(),
    inputKept(el) {
      expect(el.parentElement!.querySelector('#faults-feed')!.children).to.have.length(1);
      expect(location.href).to.equal(START);
    },
    succeeded: (el) => el.parentElement!.querySelector('#faults-feed')!.children.length === 11,
  },
  'résumé upload': {
    path: '/career/ajax/send_email',
    endpoint: '/career/ajax/send_email',
    what: 'Резюме не отправлено.',
    async mount() {
      const el = await rendered(
        await fixture<HTMLElement>(html`<biz-career-form career-id="77"></biz-career-form>`),
        'form',
      );
      // A real PDF signature, so checks of the first bytes accept it.
      const pdf = new File(['%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'], 'resume.pdf', {
        type: 'application/pdf',
      });
      const transfer = new DataTransfer();
      transfer.items.add(pdf);
      const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!;
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => el.shadowRoot!.querySelector('[part~=file-name]'), 2000, 'file chosen');
      return el;
    },
    trigger: (el) => part(el, 'submit').click(),
    inputKept(el) {
      expect(part(el, 'file-name').textContent).to.equal('resume.pdf');
      expect(notice(el)).to.equal(null);
    },
    succeeded: (el) => notice(el) !== null,
  },
  'comments list': {
    path: '/comments/list',
    endpoint: '/comments/list/1024',
    text: true,
    what: 'Комментарии не загрузились.',
    async mount() {
      const box = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = document.createElement('biz-comments');
      el.setAttribute('article-id', '1024');
      box.append(el);
      return el;
    },
    inputKept(el) {
      // Not "no comments": no count, no invitation to be the first.
      expect(el.shadowRoot!.querySelector('[part~=count]')).to.equal(null);
      expect(shadowText(el)).not.to.contain('Комментариев пока нет');
    },
    succeeded: (el) =>
      el.shadowRoot!.querySelector('[part~=count]')?.textContent === '40 комментариев',
  },
  'comment embed': {
    path: '/comments/embed',
    endpoint: '/comments/embed/5007',
    text: true,
    what: 'Комментарий не загрузился.',
    async mount() {
      return fixture<HTMLElement>(html`<biz-comment-embed comment-id="5007"></biz-comment-embed>`);
    },
    inputKept(el) {
      expect(el.shadowRoot!.querySelector('[part~=card]')).to.equal(null);
    },
    succeeded: (el) => el.shadowRoot!.querySelector('[part~=card]') !== null,
  },
};

/** Each fault: the chaos mode, the `biz-error` kind (JSON call, HTML call), the reason shown. */
const FAULTS: [string, FailureMode, string, string, string][] = [
  ['200 with an HTML page', 'html-page', 'parse', 'validation', ''],
  ['204', 'empty-204', 'parse', 'parse', 'Сервер прислал непонятный ответ'],
  ['broken JSON or HTML', 'malformed', 'parse', 'validation', ''],
  ['wrong shape', 'wrong-shape', 'validation', 'validation', 'Сервер прислал неожиданный ответ'],
  ['429 with Retry-After', 'rate-limit', 'http', 'http', 'Попробуйте ещё раз через 1 с.'],
  ['500', 'http500', 'http', 'http', 'Сервер ответил ошибкой'],
  ['timeout', 'timeout', 'timeout', 'timeout', 'Сервер долго не отвечает'],
  ['network', 'network', 'network', 'network', 'Нет связи с сервером'],
];

/** The reason for a kind, where the fault does not fix it. */
const REASON: Record<string, string> = {
  parse: 'Сервер прислал непонятный ответ',
  validation: 'Сервер прислал неожиданный ответ',
};

/** The test page's address (load-more changes it on success). */
const START = location.href;

/** Whether this run checks the whole matrix: Chromium on React (see {@link inThisRun}). */
const WHOLE = ENGINE === 'chromium' && RUNTIME === 'react';

/**
 * Whether this run checks `adapter` (the n-th) against the fault at `faultIndex`. Chromium on
 * React runs the whole matrix (213 tests). Firefox, WebKit and Chromium on Preact run a cover of
 * it: every adapter with two faults four apart (n mod 8 and n + 4 mod 8) and so every fault with
 * five or six adapters, about 44 tests. Why: the matrix checks our classification of answers
 * (parse, zod, status, timeout), the same code in every engine and runtime, while what an engine
 * or a runtime does differently (fetch's network error, the abort of a timeout, Retry-After's
 * header; how each element renders its message and retry) is met by every fault and every element
 * of the cover. The whole matrix took 96–112 s a run on CI, WebKitGTK under WebDriver about
 * 3.4 s a test against Chromium's 0.5 s.
 */
const inThisRun = (n: number, faultIndex: number) =>
  WHOLE || faultIndex === n % FAULTS.length || faultIndex === (n + 4) % FAULTS.length;

describe('faults: answers that lie', () => {
  beforeEach(freshPage);
  afterEach(() => history.replaceState(null, '', START));

  if (!WHOLE)
    it.skip(
      'this run checks a cover of the matrix (every adapter with two faults); the whole matrix runs in Chromium on React (inThisRun)',
    );

  for (const [n, [name, adapter]] of Object.entries(ADAPTERS).entries()) {
    describe(name, () => {
      for (const [faultIndex, [fault, mode, jsonKind, textKind, reason]] of FAULTS.entries()) {
        if (adapter.fine?.includes(mode) || !inThisRun(n, faultIndex)) continue;
        it(`${fault}: a message, biz-error, the input kept, then a retry that works`, async () => {
          // A short timeout only where the fault is one: on a busy machine (WebKit, a loaded
          // CI) any other fault, and the calls that mount the element, may answer late. It is
          // set after mount where a trigger makes the call, before it where mount makes it.
          const timeoutMs = timeoutFor(mode, adapter.trigger ? 400 : 1000);
          configure({ timeoutMs: adapter.trigger ? RETRY_TIMEOUT_MS : timeoutMs });
          setChaos({ force: mode, only: adapter.path, retryAfterSec: 1 });
          const kind = adapter.text ? textKind : jsonKind;
          const errors = listen<{ endpoint: string; kind: string; message: string }>('biz-error');
          const successes = adapter.successEvent ? listen(adapter.successEvent) : [];
          const el = await adapter.mount();
          configure({ timeoutMs });
          await adapter.trigger?.(el);
          const errorOf = (e: HTMLElement) =>
            adapter.error ? adapter.error(e) : e.shadowRoot!.querySelector('[part~=error]');
          const error = await waitFor(() => errorOf(el), 4000, 'error message');
          expect(error.textContent)
            .to.contain(adapter.what)
            .and.contain(adapter.reasons?.[mode] ?? (reason || REASON[kind]!));
          await waitFor(() => errors.length > 0, 2000, 'biz-error');
          expect(errorKinds(errors)).to.deep.equal([[adapter.endpoint, kind]]);
          // The rollback may land a render after the message: wait for it, then check it.
          await waitFor(
            () => {
              adapter.inputKept(el);
              return true;
            },
            2000,
            'input kept',
          ).catch(() => undefined); // the check below says what is wrong
          adapter.inputKept(el);
          expect(successes).to.have.length(0);

          endFaults();
          (
            error.querySelector<HTMLElement>('[part~=retry]') ?? part<HTMLElement>(el, 'retry')
          ).click();
          await waitFor(() => adapter.succeeded(el), 5000, 'success after retry');
          // Optimistic elements look done before the server answers: wait for the answer too,
          // so no call of this test lands in the next one.
          if (adapter.successEvent)
            await waitFor(() => successes.length === 1, 5000, 'success event');
          await waitFor(() => !errorOf(el), 2000, 'message cleared');
        });
      }
    });
  }
});
