import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-auth-modal/biz-auth-modal.ts';
import '../../elements/biz-user-menu/biz-user-menu.ts';
import { http, HttpResponse } from 'msw';
import { db, DEMO_ACCOUNT, worker } from '../../mocks/browser.ts';
import { auth } from '../../src/services/auth.ts';
import { AUTH_SNAPSHOT_KEY } from '../../src/services/keys.ts';
import { openSecondPage, resetChaos, setChaos, freshPageEachTest } from './helpers.ts';
import { idle, rendered, waitFor } from './helpers/wait.ts';
import { expectAccessibleAtRest, focused, hasPart, part, shadowText } from './helpers/shadow.ts';
import { listen, loggedCalls, sent } from './helpers/calls.ts';
import { expectNothingLeft, removedWhenIdle, tracking } from './helpers/resources.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';

const READER = { username: 'Анна Соколова', userpic: '/userpics/sokolova.svg' };

async function menu(attrs = '') {
  const el =
    attrs === 'custom'
      ? await fixture(html`<biz-user-menu profile-href="/profile.html"></biz-user-menu>`)
      : await fixture(html`<biz-user-menu></biz-user-menu>`);
  await waitFor(() => el.shadowRoot?.querySelector('[part=login], [part=profile]'), 2000, 'render');
  return el;
}

/** Signs in as the backend and the store would after a login. */
function signIn() {
  db.session = DEMO_ACCOUNT.email;
  auth().login(READER);
}

/** «Войти» on `menu`, then the demo account typed into the dialog and sent. */
async function signInThroughDialog(menuElement: Element) {
  const modal = await fixture<HTMLElement>(
    html`<biz-auth-modal login-action="/auth/login"></biz-auth-modal>`,
  );
  part(menuElement, 'login').click();
  await waitFor(() => part<HTMLDialogElement>(modal, 'dialog').open, 5000, 'dialog'); // its chunk may load now
  const form = modal.querySelector<HTMLFormElement>('form[slot=login]')!;
  for (const [name, value] of Object.entries(DEMO_ACCOUNT)) {
    const input = form.elements.namedItem(name) as HTMLInputElement;
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const submit = form.querySelector('button')!;
  await waitFor(() => !submit.disabled, 2000, 'submit enabled');
  submit.click();
  await waitFor(() => hasPart(menuElement, 'profile'), 3000, 'signed in');
}

describe('<biz-user-menu>', () => {
  freshPageEachTest();

  it('anonymous: «Войти» opens the sign-in dialog and says why', async () => {
    const modal = await fixture<HTMLElement>(
      html`<biz-auth-modal login-action="/auth/login"></biz-auth-modal>`,
    );
    const required = listen<{ tab: string; reason: string }>('biz-auth-required');
    const el = await menu();
    await expectAccessibleAtRest(el);
    expect(part(el, 'login').textContent).to.equal('Войти');
    part(el, 'login').focus();
    await sendKeys({ press: 'Enter' });
    const dialog = () => part<HTMLDialogElement>(modal, 'dialog');
    await waitFor(() => dialog().open, 5000, 'dialog'); // its chunk may load now
    expect(required.map((e) => e.detail)).to.deep.equal([{ tab: 'login', reason: 'user-menu' }]);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog().open);
    expect(focused() === part(el, 'login'), 'focus back on «Войти»').to.equal(true);
  });

  it('anonymous: focus on «Войти» loads the sign-in dialog ahead of the click, without opening it', async () => {
    const modal = await fixture<HTMLElement>(
      html`<biz-auth-modal login-action="/auth/login"></biz-auth-modal>`,
    );
    const el = await menu();
    await rendered(modal);
    expect(modal.querySelectorAll('form').length, 'nothing loaded yet').to.equal(0);
    part(el, 'login').focus();
    await waitFor(() => modal.querySelectorAll('form').length === 3, 3000, 'forms loaded');
    expect(part<HTMLDialogElement>(modal, 'dialog').open).to.equal(false);
    expect(focused() === part(el, 'login'), 'focus stays on «Войти»').to.equal(true);
  });

  it('signed in: the userpic and name link to the profile, and «Выйти»', async () => {
    signIn();
    const el = await menu();
    await expectAccessibleAtRest(el);
    const link = part<HTMLAnchorElement>(el, 'profile');
    expect(link.getAttribute('href')).to.equal('/me');
    expect(link.getAttribute('aria-label')).to.equal('Личный кабинет: Анна Соколова');
    expect(part(el, 'username').textContent).to.equal('Анна Соколова');
    expect(part<HTMLImageElement>(el, 'userpic').getAttribute('src')).to.equal(
      '/userpics/sokolova.svg',
    );
    expect(part(el, 'logout').textContent).to.equal('Выйти');
    expect(hasPart(el, 'login')).to.equal(false);
    const custom = await menu('custom');
    expect(part(custom, 'profile').getAttribute('href')).to.equal('/profile.html');
  });

  it('initials stand in for a missing or broken userpic', async () => {
    auth().login({ username: 'Борис Ельцов', userpic: '' });
    const el = await menu();
    expect(part(el, 'userpic').localName).to.equal('span');
    expect(part(el, 'userpic').dataset.initials).to.equal('БЕ');
    auth().update({ userpic: '/userpics/нет-такого.png' });
    await waitFor(() => part(el, 'userpic').localName === 'span', 3000, 'fallback after error');
    await expectAccessibleAtRest(el);
  });

  it('signs in through the dialog: every menu changes at once', async () => {
    const first = await menu();
    const second = await menu();
    await signInThroughDialog(first);
    await waitFor(
      () => hasPart(first, 'profile') && hasPart(second, 'profile'),
      3000,
      'both signed in',
    );
    expect(shadowText(second)).to.contain('Анна Соколова');
  });

  it('«Выйти»: every element anonymous, here and for later pages, and GET /logout', async () => {
    signIn();
    const logouts = listen<{ username: string }>('biz-auth-logout');
    const el = await menu();
    const other = await menu();
    part(el, 'logout').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => hasPart(el, 'login') && hasPart(other, 'login'), 3000, 'anonymous');
    await waitFor(() => db.session === null, 3000, 'the server session ended');
    expect(requestsTo('/logout')).to.equal(1);
    expect(auth().getState()).to.equal(null);
    expect(localStorage.getItem(AUTH_SNAPSHOT_KEY)).to.equal(null);
    expect(logouts.map((e) => e.detail)).to.deep.equal([{ username: 'Анна Соколова' }]);
    expect(focused() === part(el, 'login'), 'focus moves to «Войти»').to.equal(true);
  });

  it('«Выйти» signs out at once, before the server answers', async () => {
    signIn();
    setChaos({ latencyMs: 400 });
    const el = await menu();
    const other = await menu();
    part(el, 'logout').click();
    // The same task: no element waits for the server to show the reader signed out.
    expect(auth().getState()).to.equal(null);
    expect(localStorage.getItem(AUTH_SNAPSHOT_KEY)).to.equal(null);
    await waitFor(() => hasPart(el, 'login') && hasPart(other, 'login'), 1000, 'anonymous at once');
    expect(db.session, 'the server has not answered yet').to.equal(DEMO_ACCOUNT.email);
    await waitFor(() => db.session === null, 3000, 'the server session ended');
    expect(requestsTo('/logout')).to.equal(1);
    expect(hasPart(el, 'error')).to.equal(false);
  });

  for (const [answer, respond] of [
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    [
      'a redirect to an HTML page',
      () =>
        HttpResponse.redirect(
          new URL('/tests/browser/fixtures/biz-user-menu-second-page.html', location.href),
          302,
        ),
    ],
  ] as const) {
    it(`«Выйти» with ${answer} signs out with no warning`, async () => {
      signIn();
      const errors = listen('biz-error');
      worker.use(http.get('*/logout', respond));
      const el = await menu();
      part(el, 'logout').click();
      await waitFor(() => hasPart(el, 'login'), 1000, 'anonymous');
      await idle(el);
      expect(auth().getState()).to.equal(null);
      expect(hasPart(el, 'error')).to.equal(false);
      expect(errors).to.have.length(0);
    });
  }

  it('a failed logout still signs out here, says the server session may be open, and retries', async () => {
    signIn();
    setChaos({ force: 'network', only: '/logout' });
    const errors = listen<{ endpoint: string; kind: string }>('biz-error');
    const el = await menu();
    part(el, 'logout').click();
    expect(auth().getState()).to.equal(null);
    await waitFor(() => hasPart(el, 'error'), 3000, 'error');
    expect(hasPart(el, 'login'), 'signed out here').to.equal(true);
    expect(shortly(liveRegions(el).nested), 'one live region').to.deep.equal([]);
    expect(part(el, 'error').textContent).to.contain(
      'Вы вышли на этом устройстве, но сервер не подтвердил выход: сессия на сайте, возможно, ещё открыта. Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.',
    );
    expect(errors[0]!.detail).to.include({ endpoint: '/logout', kind: 'network' });
    expect(db.session, 'the server session is still open').to.equal(DEMO_ACCOUNT.email);
    await expectAccessibleAtRest(el);
    // The failed logout reached the demo backend at least once. (WebKit under load sometimes
    // logged it twice — 2 of 4 runs in one hour, never alone: the extra entry is noted by
    // loggedCalls below when it shows; what the reader does sends one request per press.)
    const failedCalls = requestsTo('/logout');
    expect(failedCalls, loggedCalls('/logout')).to.be.at.least(1);
    resetChaos();
    part(el, 'retry').click();
    await waitFor(() => db.session === null, 3000, 'the server session ended on retry');
    await waitFor(() => !hasPart(el, 'error'), 2000, 'message cleared');
    expect(requestsTo('/logout') - failedCalls, loggedCalls('/logout')).to.equal(1);
  });

  it('a logout answered with JSON that says failure warns with the server’s words', async () => {
    signIn();
    worker.use(
      http.get('*/logout', () =>
        HttpResponse.json({
          status: 'error',
          message: 'Сессия уже завершена на другом устройстве',
        }),
      ),
    );
    const el = await menu();
    part(el, 'logout').click();
    await waitFor(() => hasPart(el, 'error'), 3000, 'error');
    expect(auth().getState()).to.equal(null);
    expect(part(el, 'error').textContent).to.contain(
      'сессия на сайте, возможно, ещё открыта. Сессия уже завершена на другом устройстве',
    );
  });

  it('follows sign-in and sign-out in another tab', async () => {
    const el = await menu();
    const tab = new BroadcastChannel('biz-widgets');
    try {
      tab.postMessage({ type: 'auth', user: READER });
      await waitFor(() => hasPart(el, 'profile'), 2000, 'signed in from another tab');
      tab.postMessage({ type: 'auth', user: null });
      await waitFor(() => hasPart(el, 'login'), 2000, 'signed out from another tab');
    } finally {
      tab.close();
    }
  });

  it('a second page opened later in the same browser starts signed in, and follows sign-out', async () => {
    const el = await menu();
    await signInThroughDialog(el);
    // A same-origin frame: a second page of the site in this browser (pop-ups are blocked in
    // Firefox and WebKit when a script opens them).
    const page = await openSecondPage('/tests/browser/fixtures/biz-user-menu-second-page.html');
    const second = page.window;
    try {
      const theirs = () => second.document.querySelector('biz-user-menu');
      await waitFor(
        () => theirs()?.shadowRoot?.querySelector('[part=username]'),
        8000,
        'the second page’s menu signed in',
      );
      expect(theirs()!.shadowRoot!.querySelector('[part=username]')!.textContent).to.equal(
        'Анна Соколова',
      );
      // It learned it from the shared state, not from anything of this page's.
      expect(second.document.querySelector('meta[name="biz-widgets:user"]')).to.equal(null);
      part(el, 'logout').click();
      await waitFor(
        () => theirs()?.shadowRoot?.querySelector('[part=login]'),
        3000,
        'the second page signed out',
      );
    } finally {
      page.close();
    }
  });

  it('leaves nothing behind when removed', async () => {
    (await menu()).remove();
    signIn();
    await tracking(async (tracker) => {
      const el = await menu();
      part(el, 'logout').click();
      await waitFor(() => hasPart(el, 'login'));
      expectNothingLeft(await removedWhenIdle(el, tracker));
    });
  });
});

function requestsTo(path: string): number {
  return sent(path).length;
}
