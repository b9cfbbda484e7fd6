import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-auth-modal/biz-auth-modal.ts';
import '../../elements/biz-user-menu/biz-user-menu.ts';
import '../../elements/biz-bookmark/biz-bookmark.ts';
import type { BizAuthModalElement } from '../../elements/biz-auth-modal/biz-auth-modal.element.ts';
import { db, worker } from '../../mocks/browser.ts';
import { auth } from '../../src/services/auth.ts';
import { AUTH_SNAPSHOT_KEY } from '../../src/services/keys.ts';
import { mountAuthModal, REGISTRATION } from './biz-auth-modal.fixtures.ts';
import { frameCsp, resetChaos, setChaos, TEST_VISITOR_ID, freshPageEachTest } from './helpers.ts';
import { eventually, nextFrame, rendered, settle, waitFor } from './helpers/wait.ts';
import { expectAccessibleAtRest, focused, part, shadowText } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { expectNothingLeft, tracking } from './helpers/resources.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';

type Tab = 'login' | 'register' | 'restore';

const READER = { username: 'Анна Соколова', userpic: '/userpics/sokolova.svg' };

async function modal(): Promise<BizAuthModalElement> {
  const el = await mountAuthModal();
  await rendered(el);
  // The dialog loads on the first show(); these tests start with it in, closed.
  await el.preload();
  await waitFor(() => el.querySelector('form[slot=restore] button[type=submit]'), 2000, 'forms');
  return el;
}

/** A page button that opens the dialog (focus must come back to it). */
async function opener(el: BizAuthModalElement, tab: Tab = 'login'): Promise<HTMLButtonElement> {
  const button = document.createElement('button');
  button.textContent = 'Открыть';
  button.addEventListener('click', () => el.show(tab));
  el.before(button);
  button.focus();
  button.click();
  await waitFor(() => dialog(el).open, 2000, 'dialog open');
  await opened(dialog(el));
  return button;
}

const dialog = (el: Element) => part<HTMLDialogElement>(el, 'dialog');

/** Waits for a dialog's opening animation (axe measures colours mid-fade otherwise). */
async function opened(box: HTMLDialogElement) {
  await nextFrame();
  await Promise.all(box.getAnimations().map((animation) => animation.finished));
}
const form = (el: Element, tab: Tab) => el.querySelector<HTMLFormElement>(`form[slot=${tab}]`)!;
const input = (el: Element, tab: Tab, name: string) =>
  form(el, tab).elements.namedItem(name) as HTMLInputElement;
const submit = (el: Element, tab: Tab) =>
  form(el, tab).querySelector<HTMLButtonElement>('button[type=submit]')!;
const errorText = (el: Element) =>
  el.shadowRoot!.querySelector('[part=error]')?.textContent?.trim() ?? '';
const selectedTab = (el: Element) =>
  el.shadowRoot!.querySelector('[role=tab][aria-selected=true]')?.getAttribute('part');

/**
 * Asserts where focus is. (Never hand DOM elements to a failing chai assertion here: serialising
 * a React-owned node for the report can stall the runner.)
 */
function expectFocus(expected: Element | null, what = 'focus') {
  const actual = focused();
  expect(
    actual === expected,
    `${what}: ${describeNode(actual)} instead of ${describeNode(expected)}`,
  ).to.equal(true);
}

/** A short text for an element in assertion messages. */
function describeNode(node: Element | null): string {
  if (!node) return 'nothing';
  const html = node.cloneNode(false) as Element;
  return `<${node.localName}${[...html.attributes].map((a) => ` ${a.name}="${a.value}"`).join('')}>`;
}

/** Types like a reader would, one `input` event per value (fast). */
function fill(el: Element, tab: Tab, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = input(el, tab, name);
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const LOGIN = { email: 'reader@example.ru', password: 'demo1234' };

describe('<biz-auth-modal>', () => {
  freshPageEachTest();

  describe('the dialog loads when first asked for', () => {
    it('holds nothing of the dialog or its forms until show(); then opens on the asked tab', async () => {
      const el = await mountAuthModal();
      await rendered(el);
      expect(el.querySelectorAll('form').length).to.equal(0);
      expect(el.shadowRoot!.querySelector('[part=dialog]')).to.equal(null);
      expect(el.getBoundingClientRect().height).to.equal(0);
      el.show('register');
      await waitFor(() => dialog(el)?.open, 3000, 'dialog open');
      expect(selectedTab(el)).to.equal('tab-register');
      await waitFor(() => focused() === input(el, 'register', 'email'), 2000, 'focus in the form');
      expect(el.querySelectorAll('form').length).to.equal(3);
    });

    it('preload() brings the forms without opening the dialog', async () => {
      const el = await fixture<BizAuthModalElement>(
        html`<biz-auth-modal login-action="/auth/login"></biz-auth-modal>`,
      );
      await rendered(el);
      await el.preload();
      expect(el.querySelectorAll('form').length).to.equal(3);
      expect(dialog(el).open).to.equal(false);
      expectFocus(document.body);
    });
  });

  describe('dialog and keyboard', () => {
    it('is an accessible modal dialog, closed until asked, then labelled with three tabs', async () => {
      const el = await modal();
      expect(dialog(el).open).to.equal(false);
      await expectAccessibleAtRest(el);
      await opener(el);
      const box = dialog(el);
      expect(box.open).to.equal(true);
      // Modal a second after it opened (src/ui/Dialog.tsx, MODAL_AFTER_MS).
      await waitFor(() => box.matches(':modal'), 5000, 'modal');
      expect(box.getAttribute('role')).to.equal('dialog');
      expect(box.getAttribute('aria-modal')).to.equal('true');
      const title = el.shadowRoot!.getElementById(box.getAttribute('aria-labelledby')!);
      expect(title?.textContent).to.equal('Личный кабинет');
      expect(part(el, 'tab-login').textContent).to.equal('Вход');
      expect(part(el, 'tab-register').textContent).to.equal('Регистрация');
      expect(part(el, 'tab-restore').textContent).to.equal('Восстановление');
      expect(selectedTab(el)).to.equal('tab-login');
      await expectAccessibleAtRest(el);
    });

    it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', async () => {
      const el = await modal();
      const button = await opener(el);
      expectFocus(input(el, 'login', 'email'));
      // Forward: email → password → show-password → (submit is disabled) → forgot → close → tab → …
      const seen = new Set<Element | null>();
      for (let i = 0; i < 12; i++) {
        await sendKeys({ press: 'Tab' });
        seen.add(focused());
        expect(dialog(el).contains(focused()) || el.contains(focused()) || isInside(el)).to.equal(
          true,
          `Tab ${i + 1} left the dialog for ${describeNode(focused())}`,
        );
      }
      expect(seen.has(part(el, 'close'))).to.equal(true);
      expect(seen.has(input(el, 'login', 'password'))).to.equal(true);
      // Backward from the first element wraps to the last.
      part(el, 'close').focus();
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expectFocus(part(el, 'forgot'));
      await sendKeys({ press: 'Tab' });
      await eventually(() => expectFocus(part(el, 'close')));
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !dialog(el).open, 2000, 'closed');
      expectFocus(button);
    });

    it('tabs follow the APG pattern: arrows, Home and End select, panels follow', async () => {
      const el = await modal();
      await opener(el);
      part(el, 'tab-login').focus();
      await sendKeys({ press: 'ArrowRight' });
      await eventually(() => expect(selectedTab(el)).to.equal('tab-register'));
      expectFocus(part(el, 'tab-register'));
      expect(form(el, 'register').checkVisibility()).to.equal(true);
      expect(form(el, 'login').checkVisibility()).to.equal(false);
      await sendKeys({ press: 'ArrowRight' });
      await eventually(() => expect(selectedTab(el)).to.equal('tab-restore'));
      await sendKeys({ press: 'ArrowRight' });
      await eventually(() => expect(selectedTab(el)).to.equal('tab-login'));
      await sendKeys({ press: 'ArrowLeft' });
      await eventually(() => expect(selectedTab(el)).to.equal('tab-restore'));
      await sendKeys({ press: 'Home' });
      await eventually(() => expect(selectedTab(el)).to.equal('tab-login'));
      await sendKeys({ press: 'End' });
      await eventually(() => expect(selectedTab(el)).to.equal('tab-restore'));
      const tab = part(el, 'tab-restore');
      expect(tab.getAttribute('tabindex')).to.equal('0');
      expect(part(el, 'tab-login').getAttribute('tabindex')).to.equal('-1');
      const panel = el.shadowRoot!.getElementById(tab.getAttribute('aria-controls')!);
      expect(panel?.getAttribute('role')).to.equal('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).to.equal(tab.id);
      await expectAccessibleAtRest(el);
    });

    it('show(tab) opens on that tab; the × button and the backdrop close it', async () => {
      const el = await modal();
      el.show('register');
      await waitFor(() => dialog(el).open);
      expect(selectedTab(el)).to.equal('tab-register');
      expectFocus(input(el, 'register', 'email'));
      part(el, 'close').click();
      await waitFor(() => !dialog(el).open, 2000, 'closed by ×');
      el.show('restore');
      await waitFor(() => dialog(el).open);
      expect(selectedTab(el)).to.equal('tab-restore');
      const box = dialog(el);
      box.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      box.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await waitFor(() => !dialog(el).open, 2000, 'closed by the backdrop');
    });

    it('«Забыли пароль?» opens the restore tab with the e-mail already typed', async () => {
      const el = await modal();
      await opener(el);
      fill(el, 'login', { email: 'reader@example.ru' });
      part(el, 'forgot').click();
      await waitFor(() => selectedTab(el) === 'tab-restore', 2000, 'restore tab');
      expect(selectedTab(el)).to.equal('tab-restore');
      expect(input(el, 'restore', 'email').value).to.equal('reader@example.ru');
    });

    it('an anonymous reader’s bookmark opens it; focus returns to it; after sign-in it saves', async () => {
      const el = await modal();
      const bookmark = await fixture(html`<biz-bookmark item-id="1024"></biz-bookmark>`);
      await waitFor(() => bookmark.shadowRoot?.querySelector('[part=button]'));
      const button = part(bookmark, 'button');
      button.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => dialog(el).open, 2000, 'opened by requestLogin');
      expect(selectedTab(el)).to.equal('tab-login');
      expectFocus(input(el, 'login', 'email'));
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !dialog(el).open);
      expectFocus(button);
      // Again, and this time sign in: back on the bookmark, the same press now saves.
      await sendKeys({ press: 'Enter' });
      await waitFor(() => dialog(el).open, 2000, 'opened again');
      fill(el, 'login', LOGIN);
      await waitFor(() => !submit(el, 'login').disabled);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !dialog(el).open, 3000, 'signed in');
      expectFocus(button);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => sent('/me/add-fav').length === 1, 3000, 'bookmark saved');
      await waitFor(() => button.getAttribute('aria-pressed') === 'true', 2000, 'pressed');
    });
  });

  describe('password managers', () => {
    it('renders real forms in light DOM with name and autocomplete tokens', async () => {
      const el = await modal();
      const forms = [...document.forms];
      expect(
        (['login', 'register', 'restore'] as const).map((tab) => forms.includes(form(el, tab))),
      ).to.deep.equal([true, true, true]);
      // The attribute, not `input.autocomplete`: Firefox's IDL reflection drops tokens it does
      // not know ("nickname" reads as ""), while password managers read the attribute.
      const tokens = (tab: Tab) =>
        [...form(el, tab).querySelectorAll('input')].map((i) => [
          i.name,
          i.type,
          i.getAttribute('autocomplete'),
        ]);
      expect(tokens('login')).to.deep.equal([
        ['email', 'email', 'username'],
        ['password', 'password', 'current-password'],
      ]);
      expect(tokens('register')).to.deep.equal([
        ['email', 'email', 'username'],
        ['name', 'text', 'name'],
        ['nickname', 'text', 'nickname'],
        ['password', 'password', 'new-password'],
        ['password_repeat', 'password', 'new-password'],
      ]);
      expect(tokens('restore')).to.deep.equal([['email', 'email', 'email']]);
      // Every input has a real <label for> in the same (light) tree.
      for (const field of el.querySelectorAll('input')) {
        expect(field.labels?.length, field.name).to.equal(1);
      }
      expect(form(el, 'login').getAttribute('method')).to.equal('post');
      expect(form(el, 'login').getAttribute('action')).to.equal('/auth/login');
      expect(submit(el, 'login').form === form(el, 'login')).to.equal(true);
    });

    it('page CSS does not reach the fields, and ours does not reach the page', async () => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(`
        form { padding: 40px !important; background: red !important; }
        input, button { border: 7px dashed red !important; font-size: 40px; text-transform: uppercase; }
        label { display: none !important; }
        div { margin: 30px !important; }`);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      try {
        const el = await modal();
        await opener(el);
        const email = input(el, 'login', 'email');
        const style = getComputedStyle(email);
        expect(style.borderTopWidth).to.equal('1px');
        expect(style.textTransform).to.equal('none');
        expect(style.fontSize).to.equal('15px');
        expect(getComputedStyle(email.labels![0]!).display).to.equal('block');
        expect(getComputedStyle(form(el, 'login')).paddingTop).to.equal('0px');
        expect(getComputedStyle(submit(el, 'login')).borderTopStyle).to.equal('solid');
        expect(getComputedStyle(email.parentElement!).marginTop).to.equal('0px');
        // Nothing of ours went to the document.
        expect(
          document.adoptedStyleSheets.length === 1 && document.adoptedStyleSheets[0] === sheet,
        ).to.equal(true);
        expect(document.querySelectorAll('style')).to.have.length(0);
        const pageInput = document.createElement('input');
        document.body.append(pageInput);
        expect(getComputedStyle(pageInput).borderTopWidth).to.equal('7px');
        pageInput.remove();
      } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      }
    });

    it('works under a strict CSP: styles come from adopted sheets of the fields’ own shadow roots', async () => {
      const frame = document.createElement('iframe');
      const policy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; " +
        "object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types biz-widgets";
      frame.srcdoc = `<!doctype html><html lang="ru"><head>
        <meta http-equiv="Content-Security-Policy" content="${frameCsp(policy)}"></head><body>
        <script type="module" src="/tests/browser/fixtures/biz-auth-modal-csp-probe.ts"></script>
        </body></html>`;
      document.body.append(frame);
      try {
        const probe = await waitFor(
          () => (frame.contentWindow as unknown as { __probe?: Record<string, unknown> }).__probe,
          15000,
          'probe',
        );
        expect(probe).to.deep.equal({
          open: true,
          focusedEmail: true,
          inputBorder: '1px',
          inputHeight: '44px',
          toggleWidth: '42px',
          violations: [],
        });
      } finally {
        frame.remove();
      }
    });

    it('a show-password toggle with aria-pressed', async () => {
      const el = await modal();
      await opener(el);
      const password = input(el, 'login', 'password');
      const toggle =
        password.parentElement!.shadowRoot!.querySelector<HTMLButtonElement>(
          'button[aria-pressed]',
        )!;
      expect(toggle.getAttribute('aria-label')).to.equal('Показать пароль');
      expect(toggle.getAttribute('aria-pressed')).to.equal('false');
      fill(el, 'login', { password: 'demo1234' });
      toggle.focus();
      await sendKeys({ press: ' ' }); // the space bar (Firefox knows no key "Space");
      await waitFor(() => toggle.getAttribute('aria-pressed') === 'true', 2000, 'shown');
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      expect(password.type).to.equal('text');
      expect(password.value).to.equal('demo1234');
      toggle.click();
      await waitFor(() => toggle.getAttribute('aria-pressed') === 'false', 2000, 'hidden');
      expect(toggle.getAttribute('aria-pressed')).to.equal('false');
      expect(password.type).to.equal('password');
    });
  });

  describe('docs/behaviour.md#auth-modal: submit disabled while a field is empty', () => {
    it('follows typing in each form', async () => {
      const el = await modal();
      await opener(el);
      expect(submit(el, 'login').disabled).to.equal(true);
      input(el, 'login', 'email').focus();
      await sendKeys({ type: 'reader@example.ru' });
      await nextFrame();
      expect(submit(el, 'login').disabled).to.equal(true);
      input(el, 'login', 'password').focus();
      await sendKeys({ type: 'd' });
      await waitFor(() => !submit(el, 'login').disabled, 1000, 'enabled');
      await sendKeys({ press: 'Backspace' });
      await waitFor(() => submit(el, 'login').disabled, 1000, 'disabled again');

      const { password_repeat: _last, ...allButOne } = REGISTRATION;
      fill(el, 'register', allButOne);
      await nextFrame();
      expect(submit(el, 'register').disabled).to.equal(true);
      fill(el, 'register', { password_repeat: 'secret77' });
      await waitFor(() => !submit(el, 'register').disabled);
      fill(el, 'register', { name: '   ' });
      await waitFor(() => submit(el, 'register').disabled, 1000, 'spaces are empty');
      expect(submit(el, 'restore').disabled).to.equal(true);
    });

    it('counts values set without any event (autofill, password managers)', async () => {
      const el = await modal();
      await opener(el);
      expect(submit(el, 'login').disabled).to.equal(true);
      // Focus is inside the form (the dialog put it on the e-mail field); no event is fired.
      input(el, 'login', 'email').value = 'reader@example.ru';
      input(el, 'login', 'password').value = 'demo1234';
      await waitFor(() => !submit(el, 'login').disabled, 1500, 'enabled by the poll');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => sent('/auth/login').length === 1, 2000, 'submitted with Enter');
    });

    it('re-checks when the autofill animation starts, even with focus elsewhere', async () => {
      const started: string[] = [];
      const onStart = (event: AnimationEvent) => started.push(event.animationName);
      document.addEventListener('animationstart', onStart);
      try {
        const el = await modal();
        await opener(el, 'restore');
        // The field's own stylesheet runs the detection animation on the slotted input (its
        // keyframes resolve from the shadow root), so a real autofill would start one too.
        await waitFor(() => started.includes('biz-autofill-cancel'), 1000, 'animation runs');
        part(el, 'close').focus();
        await settle(300); // negative check: the poll must stop once focus has left the form
        const email = input(el, 'restore', 'email');
        email.value = 'reader@example.ru';
        await settle(400); // negative check: a running poll would have seen the value by now
        expect(submit(el, 'restore').disabled).to.equal(true); // nothing told the form yet
        email.dispatchEvent(
          new AnimationEvent('animationstart', {
            animationName: 'biz-autofill-start',
            bubbles: true,
          }),
        );
        await waitFor(() => !submit(el, 'restore').disabled, 1000, 'enabled by animationstart');
      } finally {
        document.removeEventListener('animationstart', onStart);
      }
    });
  });

  describe('login', () => {
    it('signs every element in at once, sends exactly its fields, closes, gives focus back', async () => {
      const el = await modal();
      const menu = await fixture(html`<biz-user-menu></biz-user-menu>`);
      await waitFor(() => menu.shadowRoot?.querySelector('[part=login]'));
      const logins = listen<typeof READER>('biz-auth-login');
      const button = await opener(el);
      fill(el, 'login', LOGIN);
      await waitFor(() => !submit(el, 'login').disabled);
      submit(el, 'login').click();
      await waitFor(() => !dialog(el).open, 3000, 'closed after login');
      expect(sent('/auth/login')).to.deep.equal([{ ...LOGIN, _ajax: '1' }]);
      expect(auth().getState()).to.deep.equal(READER);
      expect(logins.map((e) => e.detail)).to.deep.equal([READER]);
      await waitFor(() => shadowText(menu).includes('Анна Соколова'), 1000, 'menu signed in');
      expectFocus(button);
      expect(JSON.parse(localStorage.getItem(AUTH_SNAPSHOT_KEY)!)).to.deep.equal(READER);
      expect(input(el, 'login', 'password').value).to.equal(''); // the form was reset
    });

    it('a login answer with a javascript: userpic signs in without that userpic', async () => {
      worker.use(
        http.post('/auth/login', () =>
          HttpResponse.json({
            status: 'ok',
            username: 'Анна Соколова',
            userpic: 'java\tscript:alert(1)',
          }),
        ),
      );
      const el = await modal();
      const logins = listen<typeof READER>('biz-auth-login');
      await opener(el);
      fill(el, 'login', LOGIN);
      await waitFor(() => !submit(el, 'login').disabled);
      submit(el, 'login').click();
      await waitFor(() => auth().getState() !== null, 3000, 'signed in');
      expect(auth().getState()).to.deep.equal({ username: 'Анна Соколова', userpic: '' });
      expect(logins.map((e) => e.detail)).to.deep.equal([
        { username: 'Анна Соколова', userpic: '' },
      ]);
      expect(localStorage.getItem(AUTH_SNAPSHOT_KEY)).not.to.contain('script');
    });

    it('an element added after sign-in starts signed in', async () => {
      const el = await modal();
      await opener(el);
      fill(el, 'login', LOGIN);
      await waitFor(() => !submit(el, 'login').disabled);
      submit(el, 'login').click();
      await waitFor(() => auth().getState() !== null, 3000, 'signed in');
      const menu = document.createElement('biz-user-menu');
      document.body.append(menu);
      try {
        await waitFor(() => menu.shadowRoot?.querySelector('[part=profile]'), 2000, 'render');
        expect(part(menu, 'username').textContent).to.equal('Анна Соколова');
        expect(menu.shadowRoot!.querySelector('[part=login]') === null).to.equal(true);
      } finally {
        menu.remove();
      }
    });

    it('non-success: the server’s message in the error block, the input kept', async () => {
      const el = await modal();
      await opener(el);
      fill(el, 'login', { email: 'reader@example.ru', password: 'wrong' });
      await waitFor(() => !submit(el, 'login').disabled);
      submit(el, 'login').click();
      await waitFor(() => errorText(el), 3000, 'error block');
      expect(errorText(el)).to.equal('Неверный email или пароль');
      expect(part(el, 'error').getAttribute('role')).to.equal('alert');
      expect(dialog(el).open).to.equal(true);
      expect(auth().getState()).to.equal(null);
      expect(input(el, 'login', 'email').value).to.equal('reader@example.ru');
      expect(input(el, 'login', 'password').value).to.equal('wrong');
      // The refused fields are marked invalid; the alert is in no other live region.
      expect(input(el, 'login', 'email').getAttribute('aria-invalid')).to.equal('true');
      expect(input(el, 'login', 'password').getAttribute('aria-invalid')).to.equal('true');
      expect(input(el, 'register', 'email').hasAttribute('aria-invalid')).to.equal(false);
      expect(shortly(liveRegions(el).nested)).to.deep.equal([]);
      await expectAccessibleAtRest(el);
    });

    it('a failed request: the Russian reason with a retry, biz-error, nothing lost', async () => {
      setChaos({ force: 'http500', only: '/auth/login' });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await modal();
      await opener(el);
      fill(el, 'login', LOGIN);
      await waitFor(() => !submit(el, 'login').disabled);
      submit(el, 'login').click();
      await waitFor(() => errorText(el), 3000, 'error block');
      expect(errorText(el)).to.contain(
        'Не удалось войти. Сервер ответил ошибкой. Попробуйте ещё раз чуть позже.',
      );
      expect(errors.map((e) => e.detail)).to.deep.include({
        endpoint: '/auth/login',
        kind: 'http',
        message: 'HTTP 500',
      });
      expect(input(el, 'login', 'password').value).to.equal('demo1234');
      // A failed request is no verdict on the input: the fields stay valid.
      expect(input(el, 'login', 'password').hasAttribute('aria-invalid')).to.equal(false);
      resetChaos();
      part(el, 'retry').click();
      await waitFor(() => !dialog(el).open, 3000, 'signed in on retry');
      expect(sent('/auth/login')).to.have.length(2);
      expect(auth().getState()).to.deep.equal(READER);
    });

    it('shows progress and cannot be sent twice', async () => {
      setChaos({ latencyMs: 300 });
      const el = await modal();
      await opener(el);
      fill(el, 'login', LOGIN);
      await waitFor(() => !submit(el, 'login').disabled);
      const button = submit(el, 'login');
      button.click();
      await waitFor(() => button.textContent === 'Входим…', 2000, 'progress');
      expect(button.textContent).to.equal('Входим…');
      expect(button.getAttribute('aria-busy')).to.equal('true');
      expect(button.parentElement!.shadowRoot!.querySelector('.spinner') !== null).to.equal(true);
      button.click();
      input(el, 'login', 'password').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !dialog(el).open, 3000, 'closed');
      await waitFor(() => button.textContent === 'Войти', 1000, 'label back');
      expect(sent('/auth/login')).to.have.length(1);
    });

    it('closes when the reader signs in in another tab', async () => {
      const el = await modal();
      await opener(el);
      const tab = new BroadcastChannel('biz-widgets');
      tab.postMessage({ type: 'auth', user: READER });
      await waitFor(() => !dialog(el).open, 2000, 'closed');
      tab.close();
    });
  });

  describe('register', () => {
    it('success: sends exactly its fields, closes, shows the success dialog', async () => {
      const registered = listen<Record<string, string>>('biz-auth-register');
      const el = await modal();
      const button = await opener(el, 'register');
      fill(el, 'register', REGISTRATION);
      await waitFor(() => !submit(el, 'register').disabled);
      submit(el, 'register').click();
      await waitFor(() => part<HTMLDialogElement>(el, 'success-dialog').open, 3000, 'success');
      expect(dialog(el).open).to.equal(false);
      expect(sent('/auth/register')).to.deep.equal([
        { ...REGISTRATION, token: TEST_VISITOR_ID, _ajax: '1' },
      ]);
      const message =
        'Регистрация почти завершена: мы отправили письмо на ivan.kuzmin@example.ru. Перейдите по ссылке из письма, чтобы подтвердить адрес.';
      expect(part(el, 'success-message').textContent).to.equal(message);
      expect(registered[0]!.detail).to.deep.equal({
        email: REGISTRATION.email,
        name: REGISTRATION.name,
        nickname: REGISTRATION.nickname,
        message,
      });
      expect(auth().getState()).to.equal(null); // an unconfirmed account is not signed in
      await expectAccessibleAtRest(el);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !part<HTMLDialogElement>(el, 'success-dialog').open);
      expectFocus(button);
    });

    it('non-success: the server’s message in the error block, the input kept', async () => {
      const el = await modal();
      await opener(el, 'register');
      fill(el, 'register', { ...REGISTRATION, password_repeat: 'other777' });
      await waitFor(() => !submit(el, 'register').disabled);
      submit(el, 'register').click();
      await waitFor(() => errorText(el), 3000, 'error block');
      expect(errorText(el)).to.equal('Пароли не совпадают');
      expect(input(el, 'register', 'nickname').value).to.equal('kuzmin');
      expect(input(el, 'register', 'password_repeat').value).to.equal('other777');
      expect(part<HTMLDialogElement>(el, 'success-dialog').open).to.equal(false);
    });

    it('a failed request: the reason in the error block, biz-error', async () => {
      setChaos({ force: 'network', only: '/auth/register' });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await modal();
      await opener(el, 'register');
      fill(el, 'register', REGISTRATION);
      await waitFor(() => !submit(el, 'register').disabled);
      submit(el, 'register').click();
      await waitFor(() => errorText(el), 3000, 'error block');
      expect(errorText(el)).to.contain(
        'Регистрация не отправлена. Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.',
      );
      expect(errors[0]!.detail).to.include({ endpoint: '/auth/register', kind: 'network' });
      expect(input(el, 'register', 'email').value).to.equal(REGISTRATION.email);
    });
  });

  describe('restore (docs/behaviour.md#auth-modal)', () => {
    async function restore(email: string, logged = true) {
      const el = await modal();
      await opener(el, 'restore');
      fill(el, 'restore', { email });
      await waitFor(() => !submit(el, 'restore').disabled, 3000, 'the restore form filled');
      submit(el, 'restore').click();
      if (logged) await waitFor(() => sent('/auth/restore').length === 1, 2000, 'sent');
      return el;
    }
    const errorDialog = (el: Element) => part<HTMLDialogElement>(el, 'restore-error-dialog');

    it('sends the serialized form; success says the letter is on its way', async () => {
      const el = await restore('reader@example.ru');
      await waitFor(() => el.shadowRoot!.querySelector('[part=notice]'), 2000, 'notice');
      expect(sent('/auth/restore')).to.deep.equal([{ email: 'reader@example.ru' }]);
      expect(part(el, 'notice').textContent).to.equal(
        'Ссылка для восстановления пароля отправлена на reader@example.ru',
      );
      expect(db.restoreLetters).to.deep.equal(['reader@example.ru']);
    });

    it('type 0: the message in the error block', async () => {
      const el = await restore('nobody@example.ru');
      await waitFor(() => errorText(el), 2000, 'error block');
      expect(errorText(el)).to.equal('Пользователь с таким email не найден');
      expect(errorDialog(el).open).to.equal(false);
    });

    it('type 3: the message in the error block', async () => {
      const el = await restore('не адрес');
      await waitFor(() => errorText(el), 2000, 'error block');
      expect(errorText(el)).to.equal('Введите корректный адрес электронной почты');
      expect(input(el, 'restore', 'email').value).to.equal('не адрес');
    });

    it('type 2 and type 4: the restore error dialog with the message', async () => {
      const el = await restore('blocked@example.ru');
      await waitFor(() => errorDialog(el).open, 2000, 'error dialog');
      expect(errorDialog(el).getAttribute('role')).to.equal('alertdialog');
      expect(part(el, 'restore-error-message').textContent).to.equal(
        'Учётная запись заблокирована. Напишите в службу поддержки.',
      );
      expect(el.shadowRoot!.querySelector('[part=error]') === null).to.equal(true);
      await expectAccessibleAtRest(el);
      // Escape goes where focus is: inside the alert dialog (APG), once it has moved there.
      await waitFor(
        () => errorDialog(el).contains(el.shadowRoot!.activeElement),
        2000,
        'focus in the error dialog',
      );
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !errorDialog(el).open, 3000, 'the error dialog closed by Escape');
      expect(dialog(el).open).to.equal(true); // back in the sign-in dialog
      expectFocus(input(el, 'restore', 'email'), 'the field focused before the dialog');

      fill(el, 'restore', { email: 'toomany@example.ru' });
      submit(el, 'restore').click();
      await waitFor(() => errorDialog(el).open, 2000, 'error dialog for type 4');
      expect(part(el, 'restore-error-message').textContent).to.equal(
        'Слишком много запросов на восстановление. Попробуйте через час.',
      );
    });

    it('the error dialog opened over the sign-in dialog keeps the focus when the sign-in dialog would turn modal', async () => {
      // The sign-in dialog turns modal a second after it opened (src/ui/Dialog.tsx); the error
      // dialog opens within that second here, and must not lose the focus to it then.
      const el = await restore('blocked@example.ru');
      await waitFor(() => errorDialog(el).open, 2000, 'error dialog');
      await waitFor(
        () => errorDialog(el).contains(el.shadowRoot!.activeElement),
        2000,
        'focus in the error dialog',
      );
      // Where the focus is between tasks (a dialog turning modal moves it and back in one task).
      const moved: string[] = [];
      const watch = window.setInterval(() => {
        if (!errorDialog(el).contains(el.shadowRoot!.activeElement))
          moved.push(describeNode(focused()));
      }, 5);
      // Past both dialogs' second: the error dialog has turned modal, the sign-in one not over it.
      await waitFor(() => errorDialog(el).matches(':modal'), 5000, 'the error dialog modal');
      await new Promise((r) => setTimeout(r, 1200));
      window.clearInterval(watch);
      expect(moved, 'focus left the error dialog').to.deep.equal([]);
      expect(errorDialog(el).contains(el.shadowRoot!.activeElement)).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !errorDialog(el).open, 3000, 'the error dialog closed by Escape');
      expect(dialog(el).open).to.equal(true);
      expectFocus(input(el, 'restore', 'email'), 'the field focused before the error dialog');
      // The sign-in dialog is modal once the dialog over it has gone, the focus kept in it.
      await waitFor(() => dialog(el).matches(':modal'), 5000, 'the sign-in dialog modal');
      expectFocus(input(el, 'restore', 'email'), 'the field, still');
    });

    it('a failed request: the restore error dialog with the reason and a retry, biz-error', async () => {
      setChaos({ force: 'timeout', only: '/auth/restore' });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await modal();
      await opener(el, 'restore');
      fill(el, 'restore', { email: 'reader@example.ru' });
      await waitFor(() => !submit(el, 'restore').disabled);
      submit(el, 'restore').click();
      await waitFor(() => errorDialog(el).open, 4000, 'error dialog');
      expect(part(el, 'restore-error-message').textContent).to.equal(
        'Запрос на восстановление пароля не отправлен. Сервер долго не отвечает. Попробуйте ещё раз.',
      );
      expect(errors[0]!.detail).to.include({ endpoint: '/auth/restore', kind: 'timeout' });
      resetChaos();
      part(el, 'retry').click();
      await waitFor(() => el.shadowRoot!.querySelector('[part=notice]'), 3000, 'sent on retry');
      expect(errorDialog(el).open).to.equal(false);
      expect(sent('/auth/restore')).to.have.length(2);
    });

    it('other types: only logged', async () => {
      const logged: unknown[][] = [];
      const info = console.info;
      console.info = (...args: unknown[]) => logged.push(args);
      try {
        const el = await restore('legacy@example.ru');
        await waitFor(() => logged.length > 0, 2000, 'logged');
        await waitFor(() => submit(el, 'restore').getAttribute('aria-busy') === null, 1000, 'idle');
        expect(logged[0]![1]).to.deep.include({ type: 5 });
        expect(el.shadowRoot!.querySelector('[part=error]') === null).to.equal(true);
        expect(el.shadowRoot!.querySelector('[part=notice]') === null).to.equal(true);
        expect(errorDialog(el).open).to.equal(false);
        await waitFor(() => submit(el, 'restore').getAttribute('aria-busy') === null, 1000, 'idle');
      } finally {
        console.info = info;
      }
    });

    it('a restore answer with type as a string is read as a number', async () => {
      worker.use(
        http.post('/auth/restore', () =>
          HttpResponse.json({ status: 'error', type: '2', message: 'Заблокировано' }),
        ),
      );
      const el = await restore('reader@example.ru', false); // (this handler keeps no log)
      await waitFor(() => errorDialog(el).open, 2000, 'error dialog');
      expect(part(el, 'restore-error-message').textContent).to.equal('Заблокировано');
    });
  });

  it('leaves nothing behind when removed while open', async () => {
    // Page-lifetime listeners first: React's one selectionchange listener, the services' storage.
    (await modal()).remove();
    auth().getState();
    await tracking(async (tracker) => {
      const el = await modal();
      await opener(el);
      fill(el, 'login', { email: 'a' });
      await waitFor(() => tracker.active().intervals > 0, 2000, 'autofill poll'); // runs while focus is in the form
      el.remove();
      await nextFrame(); // no network: removal cleans up synchronously
      expect(el.querySelector('form') === null).to.equal(true);
      expectNothingLeft(tracker.active());
    });
  });
});

/** Whether focus is inside `el`'s dialog, including slotted light DOM and nested shadow roots. */
function isInside(el: Element): boolean {
  let node: Node | null = focused();
  while (node) {
    if (node === el) return true;
    node = node.parentNode ?? (node as ShadowRoot).host ?? null;
  }
  return false;
}
