import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-profile/biz-profile.ts';
import '../../elements/biz-user-menu/biz-user-menu.ts';
import { http, HttpResponse } from 'msw';
import { db, DEMO_ACCOUNT, worker } from '../../mocks/browser.ts';
import { auth } from '../../src/services/auth.ts';
import { AUTH_SNAPSHOT_KEY } from '../../src/services/keys.ts';
import { freshPage, resetChaos, setChaos } from './helpers.ts';
import { nextFrame, rendered, waitFor } from './helpers/wait.ts';
import { expectAccessibleAtRest, focused, hasPart, part, shadowText } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { errorKinds } from './helpers/faults.ts';
import { expectNothingLeft, removedWhenIdle, tracking } from './helpers/resources.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';

const READER = { username: 'Анна Соколова', userpic: '/userpics/sokolova.svg' };

function signIn() {
  db.session = DEMO_ACCOUNT.email;
  auth().login(READER);
}

/** The profile with a server-rendered favourites list: one live article, one deleted. */
async function profile(max = '') {
  const el = await fixture<HTMLElement>(html`
    <biz-profile password-action="/me/password" max-size-mb=${max}>
      <ul slot="favourites">
        <li data-id="1016">
          <a href="/article/1016">«Окскэнерго» начало строительство подстанции</a>
        </li>
        <li data-id="1099">
          Статья удалена.
          <a href="/me/fav/remove/1/1099" data-fav-remove>Убрать из избранного</a>
        </li>
      </ul>
    </biz-profile>
  `);
  await waitFor(
    () => el.shadowRoot?.querySelector('[part=login], [part=avatar-section]'),
    2000,
    'render',
  );
  await rendered(el);
  return el;
}

const form = (el: Element) => el.querySelector<HTMLFormElement>('form[slot=password]')!;
const field = (el: Element, name: string) => form(el).elements.namedItem(name) as HTMLInputElement;
const submit = (el: Element) => form(el).querySelector<HTMLButtonElement>('button[type=submit]')!;

function fill(el: Element, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    field(el, name).value = value;
    field(el, name).dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Chooses `file` in the avatar's file input, as the file picker would. */
function choose(el: Element, file: File) {
  const input = part<HTMLInputElement>(el, 'file');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A real image file drawn on a canvas. */
async function image(name: string, type = 'image/png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 40;
  canvas.height = 30;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#c2410c';
  context.fillRect(0, 0, 40, 30);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type));
  return new File([blob], name, { type });
}

const PASSWORDS = { password: 'demo1234', new_password: 'newpass77', repeat_password: 'newpass77' };

describe('<biz-profile>', () => {
  beforeEach(freshPage);

  it('anonymous: a sign-in prompt, no form, no list', async () => {
    const required = listen<{ tab: string; reason: string }>('biz-auth-required');
    const el = await profile();
    await expectAccessibleAtRest(el);
    expect(shadowText(el)).to.contain(
      'Войдите, чтобы сменить пароль или аватар и увидеть избранное.',
    );
    expect(el.querySelector('form')).to.equal(null);
    part(el, 'login').click();
    expect(required.map((e) => e.detail)).to.deep.equal([{ tab: 'login', reason: 'profile' }]);
    auth().login(READER);
    await waitFor(() => hasPart(el, 'avatar-section'), 2000, 'profile after sign-in');
  });

  it('signed in: who, avatar, a password form for password managers, favourites', async () => {
    signIn();
    const el = await profile();
    await expectAccessibleAtRest(el);
    expect(part(el, 'username').textContent).to.equal('Анна Соколова');
    expect(part(el, 'current-userpic').getAttribute('src')).to.equal('/userpics/sokolova.svg');
    expect(
      [...form(el).querySelectorAll('input')].map((i) => [i.name, i.type, i.autocomplete]),
    ).to.deep.equal([
      ['password', 'password', 'current-password'],
      ['new_password', 'password', 'new-password'],
      ['repeat_password', 'password', 'new-password'],
    ]);
    expect([...form(el).querySelectorAll('label')].map((l) => l.textContent)).to.deep.equal([
      'Текущий пароль',
      'Новый пароль',
      'Повторите новый пароль',
    ]);
    expect(document.forms.length).to.be.greaterThan(0);
    expect(shadowText(el)).to.contain('JPEG, PNG, WebP или GIF, не больше 5 МБ.');
  });

  describe('password change', () => {
    it('is disabled until all three fields are filled (docs/behaviour.md#profile)', async () => {
      signIn();
      const el = await profile();
      expect(submit(el).disabled).to.equal(true);
      fill(el, { password: 'demo1234', new_password: 'newpass77' });
      await nextFrame();
      expect(submit(el).disabled).to.equal(true);
      fill(el, { repeat_password: 'newpass77' });
      await waitFor(() => !submit(el).disabled, 1000, 'enabled');
    });

    it('success: sends exactly its fields, shows the message, clears the form', async () => {
      signIn();
      const updates = listen<{ what: string }>('biz-profile-update');
      const el = await profile();
      fill(el, PASSWORDS);
      await waitFor(() => !submit(el).disabled);
      field(el, 'repeat_password').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => hasPart(el, 'notice'), 3000, 'notice');
      expect(sent('/me/password')).to.deep.equal([PASSWORDS]);
      expect(part(el, 'notice').textContent).to.equal('Пароль изменён');
      expect(part(el, 'notice').getAttribute('role')).to.equal('status');
      expect(field(el, 'password').value).to.equal('');
      expect(updates.map((e) => e.detail)).to.deep.equal([{ what: 'password' }]);
      expect(db.users.get(DEMO_ACCOUNT.email)?.password).to.equal('newpass77');
    });

    it('non-success: the server’s message as an error, the input kept', async () => {
      signIn();
      const el = await profile();
      fill(el, { ...PASSWORDS, password: 'wrong' });
      await waitFor(() => !submit(el).disabled);
      submit(el).click();
      await waitFor(() => hasPart(el, 'error'), 3000, 'error');
      expect(shortly(liveRegions(el).nested), 'one live region').to.deep.equal([]);
      expect(part(el, 'error').textContent).to.equal('Текущий пароль указан неверно');
      expect(field(el, 'password').value).to.equal('wrong');
      expect(field(el, 'new_password').value).to.equal('newpass77');
      await expectAccessibleAtRest(el);
    });

    it('a failed request: the reason, a retry, biz-error; progress meanwhile, sent once', async () => {
      signIn();
      setChaos({ force: 'timeout', only: '/me/password' });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await profile();
      fill(el, PASSWORDS);
      await waitFor(() => !submit(el).disabled);
      submit(el).click();
      await waitFor(() => submit(el).textContent === 'Сохраняем…', 2000, 'saving');
      expect(submit(el).textContent).to.equal('Сохраняем…');
      expect(submit(el).getAttribute('aria-busy')).to.equal('true');
      submit(el).click();
      await waitFor(() => hasPart(el, 'error'), 4000, 'error');
      expect(sent('/me/password')).to.have.length(1);
      expect(shortly(liveRegions(el).nested), 'one live region').to.deep.equal([]);
      expect(part(el, 'error').textContent).to.contain(
        'Пароль не изменён. Сервер долго не отвечает. Попробуйте ещё раз.',
      );
      expect(errors[0]!.detail).to.include({ endpoint: '/me/password', kind: 'timeout' });
      expect(field(el, 'new_password').value).to.equal('newpass77');
      resetChaos();
      part(el, 'retry').click();
      await waitFor(() => hasPart(el, 'notice'), 3000, 'changed on retry');
    });
  });

  describe('avatar', () => {
    it('refuses another type before sending, with a clear Russian message', async () => {
      signIn();
      const el = await profile();
      choose(el, new File(['%PDF-1.7'], 'резюме.pdf', { type: 'application/pdf' }));
      await waitFor(() => hasPart(el, 'error'), 1000, 'error');
      expect(part(el, 'error').textContent).to.equal(
        'Файл «резюме.pdf» не подойдёт: загрузите изображение в формате JPEG, PNG, WebP или GIF.',
      );
      expect(hasPart(el, 'preview')).to.equal(false);
      expect(hasPart(el, 'upload')).to.equal(false);
      expect(sent('/profile/update/userpic')).to.have.length(0);
      await expectAccessibleAtRest(el);
    });

    it('refuses a file over 5 MB by default, and over max-size-mb when set', async () => {
      signIn();
      const el = await profile();
      const big = new File([new Uint8Array(6 * 1024 * 1024)], 'отпуск.png', { type: 'image/png' });
      choose(el, big);
      await waitFor(() => hasPart(el, 'error'), 1000, 'error');
      expect(part(el, 'error').textContent).to.equal(
        'Файл «отпуск.png» весит 6 МБ, а можно не больше 5 МБ. Выберите файл поменьше.',
      );
      const small = await profile('0.5');
      expect(shadowText(small)).to.contain('не больше 512 кБ.');
      choose(small, new File([new Uint8Array(700 * 1024)], 'a.gif', { type: 'image/gif' }));
      await waitFor(() => hasPart(small, 'error'), 1000, 'error');
      expect(part(small, 'error').textContent).to.equal(
        'Файл «a.gif» весит 700 кБ, а можно не больше 512 кБ. Выберите файл поменьше.',
      );
      expect(sent('/profile/update/userpic')).to.have.length(0);
    });

    it('an image that cannot be read is refused before sending', async () => {
      signIn();
      const el = await profile();
      choose(el, new File(['не картинка'], 'photo.jpg', { type: 'image/jpeg' }));
      await waitFor(() => hasPart(el, 'error'), 2000, 'error');
      expect(part(el, 'error').textContent).to.equal(
        'Не удалось прочитать изображение «photo.jpg». Выберите другой файл.',
      );
      expect(sent('/profile/update/userpic')).to.have.length(0);
    });

    it('checks the first bytes: an HTML page named and typed as PNG is refused before sending', async () => {
      signIn();
      const el = await profile();
      const page = '<!doctype html><svg onload=alert(1)>';
      choose(el, new File([page], 'face.png', { type: 'image/png' }));
      await waitFor(() => hasPart(el, 'error'), 2000, 'error');
      expect(part(el, 'error').textContent).to.equal(
        'Не удалось прочитать изображение «face.png». Выберите другой файл.',
      );
      expect(hasPart(el, 'upload')).to.equal(false);
      expect(sent('/profile/update/userpic')).to.have.length(0);
    });

    it('refuses a name with a right-to-left override', async () => {
      signIn();
      const el = await profile();
      choose(el, await image('face\u202egnp.exe.png'));
      await waitFor(() => hasPart(el, 'error'), 2000, 'error');
      expect(part(el, 'error').textContent).to.equal(
        'В имени файла есть скрытые символы, меняющие направление текста. Переименуйте файл и выберите его снова.',
      );
      expect(hasPart(el, 'upload')).to.equal(false);
    });

    it('an upload answer whose userpic is not an http(s) URL is a failure; nothing is stored', async () => {
      signIn();
      worker.use(
        http.post('*/profile/update/userpic', () =>
          HttpResponse.json({ userpic: 'java\tscript:alert(1)' }),
        ),
      );
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await profile();
      try {
        choose(el, await image('face.png'));
        await waitFor(() => hasPart(el, 'upload'), 2000, 'preview');
        part(el, 'upload').click();
        await waitFor(() => hasPart(el, 'error'), 3000, 'error');
        expect(part(el, 'error').textContent).to.contain('Аватар не загрузился.');
        expect(errorKinds(errors)).to.deep.equal([['/profile/update/userpic', 'validation']]);
        expect(auth().getState()).to.deep.equal(READER);
        expect(localStorage.getItem('biz-widgets:user')).not.to.contain('script');
      } finally {
        worker.resetHandlers();
      }
    });

    it('previews, then uploads multipart userpic; the new userpic shows at once everywhere', async () => {
      signIn();
      const updates = listen<{ what: string; userpic?: string }>('biz-profile-update');
      const menu = await fixture(html`<biz-user-menu></biz-user-menu>`);
      const el = await profile();
      for (const type of ['image/webp', 'image/jpeg']) {
        choose(el, await image('x', type));
        await waitFor(() => hasPart(el, 'preview'), 2000, `preview of ${type}`);
      }
      const file = await image('я.png');
      choose(el, file);
      // The first bytes are read before the new file replaces the previous preview.
      await waitFor(
        () => part(el, 'preview').getAttribute('aria-label')?.endsWith('я.png'),
        2000,
        'preview',
      );
      const preview = part<HTMLCanvasElement>(el, 'preview');
      expect(preview.getAttribute('aria-label')).to.equal('Новый аватар: я.png');
      await waitFor(
        () => preview.getContext('2d')!.getImageData(96, 96, 1, 1).data[3] === 255,
        2000,
        'drawn',
      );
      expect(sent('/profile/update/userpic')).to.have.length(0); // nothing before «Сохранить»
      await expectAccessibleAtRest(el);
      part(el, 'upload').click();
      await waitFor(() => hasPart(el, 'notice'), 3000, 'uploaded');
      const [request] = sent('/profile/update/userpic');
      expect(Object.keys(request!)).to.deep.equal(['userpic']);
      const uploaded = request!.userpic as unknown as File;
      expect([uploaded.name, uploaded.type, uploaded.size]).to.deep.equal([
        'я.png',
        'image/png',
        file.size,
      ]);
      const url = '/userpics/uploaded/sokolova-1.png';
      expect(part(el, 'notice').textContent).to.equal('Аватар обновлён.');
      expect(auth().getState()).to.deep.equal({ ...READER, userpic: url });
      expect(part(el, 'current-userpic').getAttribute('src')).to.equal(url);
      expect(part(menu, 'userpic').getAttribute('src')).to.equal(url);
      expect(JSON.parse(localStorage.getItem(AUTH_SNAPSHOT_KEY)!).userpic).to.equal(url);
      expect(updates.map((e) => e.detail)).to.deep.equal([{ what: 'userpic', userpic: url }]);
      expect(hasPart(el, 'preview')).to.equal(false);
    });

    it('a failed upload keeps the chosen picture, says why, retries; «Отменить» drops it', async () => {
      signIn();
      setChaos({ force: 'network', only: '/profile/update/userpic' });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await profile();
      choose(el, await image('я.png'));
      await waitFor(() => hasPart(el, 'upload'));
      part(el, 'upload').click();
      await waitFor(() => hasPart(el, 'error'), 3000, 'error');
      expect(part(el, 'error').textContent).to.contain(
        'Аватар не загрузился. Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.',
      );
      expect(errors[0]!.detail).to.include({
        endpoint: '/profile/update/userpic',
        kind: 'network',
      });
      expect(hasPart(el, 'preview')).to.equal(true);
      expect(auth().getState()).to.deep.equal(READER);
      resetChaos();
      setChaos({ latencyMs: 200 });
      part(el, 'retry').click();
      await waitFor(() => part(el, 'upload').textContent === 'Загружаем…', 2000, 'uploading');
      expect(part(el, 'upload').textContent).to.equal('Загружаем…');
      part(el, 'upload').click();
      await waitFor(() => hasPart(el, 'notice'), 3000, 'uploaded on retry');
      expect(sent('/profile/update/userpic')).to.have.length(2);
      choose(el, await image('другой.png'));
      await waitFor(() => hasPart(el, 'cancel'));
      part(el, 'cancel').click();
      await waitFor(() => !hasPart(el, 'preview'), 2000, 'cancelled');
      expect(hasPart(el, 'preview')).to.equal(false);
      expect(focused() === part(el, 'choose'), 'focus on «Выбрать изображение»').to.equal(true);
    });
  });

  describe('favourites', () => {
    it('a deleted article’s remove link: GET it, then the item goes', async () => {
      signIn();
      db.favourites.set(READER.username, new Set(['1:1016', '1:1099']));
      const updates = listen<{ what: string; href?: string }>('biz-profile-update');
      const el = await profile();
      const link = el.querySelector<HTMLAnchorElement>('a[data-fav-remove]')!;
      link.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !el.querySelector('li[data-id="1099"]'), 3000, 'item removed');
      expect(sent('/me/fav/remove/1/1099')).to.deep.equal([{}]);
      expect([...db.favourites.get(READER.username)!]).to.deep.equal(['1:1016']);
      expect(el.querySelectorAll('li')).to.have.length(1);
      expect(location.pathname).not.to.contain('/me/fav');
      await waitFor(() => hasPart(el, 'notice'), 1000, 'notice');
      expect(part(el, 'notice').textContent).to.equal('Убрано из избранного.');
      expect(updates.map((e) => e.detail)).to.deep.equal([
        { what: 'favourite', href: '/me/fav/remove/1/1099' },
      ]);
      const next = el.querySelector('li[data-id="1016"] a');
      expect(focused() === next, 'focus on the remaining item').to.equal(true);
      await expectAccessibleAtRest(el);
    });

    it('a remove link to another origin is not fetched with the reader’s credentials', async () => {
      signIn();
      const el = await profile();
      const link = el.querySelector<HTMLAnchorElement>('a[data-fav-remove]')!;
      link.setAttribute('href', 'https://evil.example/me/fav/remove/1/1099');
      const fetched: string[] = [];
      const realFetch = window.fetch;
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        fetched.push(String(input instanceof Request ? input.url : input));
        return realFetch(input, init);
      };
      let handled: boolean | null = null;
      const keepPage = (event: Event) => {
        handled = event.defaultPrevented; // after the element's own listener
        event.preventDefault(); // the test page stays
      };
      window.addEventListener('click', keepPage);
      try {
        link.click();
        await waitFor(() => handled !== null, 2000, 'click');
        expect(handled).to.equal(false); // left to the browser as a plain link
        expect(fetched).to.deep.equal([]);
        expect(el.querySelector('li[data-id="1099"]') !== null).to.equal(true);
      } finally {
        window.removeEventListener('click', keepPage);
        window.fetch = realFetch;
      }
    });

    it('a failed removal keeps the item, says why and retries', async () => {
      signIn();
      setChaos({ force: 'http500', only: '/me/fav/remove' });
      const el = await profile();
      el.querySelector<HTMLAnchorElement>('a[data-fav-remove]')!.click();
      await waitFor(() => hasPart(el, 'error'), 3000, 'error');
      expect(part(el, 'error').textContent).to.contain('Не удалось убрать из избранного.');
      expect(el.querySelector('li[data-id="1099"]') !== null).to.equal(true);
      resetChaos();
      part(el, 'retry').click();
      await waitFor(() => !el.querySelector('li[data-id="1099"]'), 3000, 'removed on retry');
    });

    it('says so when the last item is gone', async () => {
      signIn();
      const el = await profile();
      el.querySelector('li[data-id="1016"]')!.remove();
      el.querySelector<HTMLAnchorElement>('a[data-fav-remove]')!.click();
      await waitFor(() => hasPart(el, 'favourites-empty'), 3000, 'empty');
      expect(part(el, 'favourites-empty').textContent).to.equal('В избранном пока ничего нет.');
    });
  });

  it('leaves nothing behind when removed', async () => {
    (await profile()).remove();
    signIn();
    await tracking(async (tracker) => {
      const el = await profile();
      fill(el, PASSWORDS);
      field(el, 'password').focus();
      choose(el, await image('я.png'));
      await waitFor(() => hasPart(el, 'preview'));
      await waitFor(() => tracker.active().intervals > 0, 2000, 'autofill poll'); // runs while focus is in the form
      expectNothingLeft(await removedWhenIdle(el, tracker));
    });
  });
});
