import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-bookmark/biz-bookmark.ts';
import { db, DEMO_ACCOUNT } from '../../mocks/browser.ts';
import { auth } from '../../src/services/auth.ts';
import { freshPage, resetChaos, setChaos } from './helpers.ts';
import { nextFrame, waitFor } from './helpers/wait.ts';
import { part, shadowText } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { expectNothingLeft, removedWhenIdle, tracking } from './helpers/resources.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';

async function bookmark(active = 'false') {
  const el = await fixture(
    html`<biz-bookmark item-id="1024" type="1" active=${active}></biz-bookmark>`,
  );
  await waitFor(() => el.shadowRoot?.querySelector('[part=button]'), 2000, 'render');
  return el;
}

function signIn() {
  db.session = DEMO_ACCOUNT.email;
  auth().login({ username: 'Анна Соколова', userpic: '/userpics/sokolova.svg' });
}

const pressed = (el: Element) => part(el, 'button').getAttribute('aria-pressed');

describe('<biz-bookmark>', () => {
  beforeEach(freshPage);

  it('is accessible and shows the server state', async () => {
    const off = await bookmark('false');
    await expect(off).to.be.accessible();
    expect(pressed(off)).to.equal('false');
    expect(part(off, 'button').getAttribute('aria-label')).to.equal('Добавить в закладки');
    const on = await bookmark('true');
    expect(pressed(on)).to.equal('true');
    // One name in both states; aria-pressed alone carries the state.
    expect(part(on, 'button').getAttribute('aria-label')).to.equal('Добавить в закладки');
    expect(part(on, 'button').title).to.equal('Убрать из закладок');
  });

  it('anonymous: saves nothing and asks for sign-in', async () => {
    const required = listen<{ tab: string; reason: string }>('biz-auth-required');
    const el = await bookmark();
    part(el, 'button').click();
    await waitFor(() => required.length > 0, 2000, 'biz-auth-required');
    expect(required.map((e) => e.detail)).to.deep.equal([{ tab: 'login', reason: 'bookmark' }]);
    expect(required[0]!.composed).to.equal(true);
    expect(pressed(el)).to.equal('false');
    expect(sent('/me/add-fav')).to.have.length(0);
    expect(shadowText(el)).to.contain('Войдите, чтобы сохранять закладки.');
    await expect(el).to.be.accessible();
  });

  it('anonymous: opens the page’s <biz-auth-modal> when it exists', async () => {
    const shown: string[] = [];
    if (!customElements.get('biz-auth-modal')) {
      customElements.define(
        'biz-auth-modal',
        class extends HTMLElement {
          show(tab: string) {
            shown.push(tab);
          }
        },
      );
    }
    const el = await bookmark();
    part(el, 'button').click();
    await waitFor(() => shown.length > 0, 2000, 'dialog shown');
    expect(document.querySelectorAll('biz-auth-modal')).to.have.length(1);
    expect(shown).to.deep.equal(['login']);
    document.querySelector('biz-auth-modal')?.remove();
  });

  it('signed in: toggles at once, then posts type and id', async () => {
    signIn();
    setChaos({ latencyMs: 150 });
    const toggles = listen<{ itemId: string; type: number; active: boolean }>(
      'biz-bookmark-toggle',
    );
    const el = await bookmark();
    part(el, 'button').click();
    await waitFor(() => pressed(el) === 'true', 2000, 'optimistic');
    expect(pressed(el)).to.equal('true'); // before the answer
    expect(part(el, 'button').getAttribute('aria-label')).to.equal('Добавить в закладки');
    await waitFor(() => toggles.length === 1, 3000, 'toggle event');
    expect(sent('/me/add-fav')).to.deep.equal([{ type: '1', id: '1024' }]);
    expect(toggles[0]!.detail).to.deep.equal({ itemId: '1024', type: 1, active: true });
    await waitFor(() => shadowText(el).includes('Добавлено в закладки.'), 3000, 'notice');
    part(el, 'button').click();
    await waitFor(() => toggles.length === 2);
    expect(pressed(el)).to.equal('false');
    expect(db.favourites.get('Анна Соколова')?.has('1:1024')).to.equal(false);
  });

  it('signing in elsewhere on the page lets the same button save', async () => {
    const el = await bookmark();
    part(el, 'button').click();
    await waitFor(() => shadowText(el).includes('Войдите'), 2000, 'asked to sign in'); // instead of sending
    expect(sent('/me/add-fav')).to.have.length(0);
    signIn();
    await nextFrame();
    part(el, 'button').click();
    await waitFor(() => sent('/me/add-fav').length === 1);
    expect(pressed(el)).to.equal('true');
  });

  it('rolls back with a message and a retry when saving fails', async () => {
    signIn();
    setChaos({ force: 'http500', only: '/me/add-fav', latencyMs: 100 });
    const errors = listen<{ endpoint: string; kind: string }>('biz-error');
    const el = await bookmark();
    part(el, 'button').click();
    await waitFor(() => pressed(el) === 'true', 2000, 'optimistic');
    expect(pressed(el)).to.equal('true');
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
    expect(pressed(el)).to.equal('false');
    expect(part(el, 'error').textContent).to.contain('Закладка не сохранилась.');
    expect(part(el, 'error').getAttribute('role')).to.equal('alert');
    expect(shortly(liveRegions(el).nested), 'the alert is in no other live region').to.deep.equal(
      [],
    );
    expect(errors[0]!.detail).to.include({ endpoint: '/me/add-fav', kind: 'http' });
    await expect(el).to.be.accessible();
    resetChaos();
    part(el, 'retry').click();
    await waitFor(() => sent('/me/add-fav').length === 2, 3000, 'retried request');
    await waitFor(() => shadowText(el).includes('Добавлено в закладки.'), 3000, 'saved');
    expect(pressed(el)).to.equal('true');
    expect(el.shadowRoot!.querySelector('[part=error]')).to.equal(null);
  });

  it('works from the keyboard', async () => {
    signIn();
    const el = await bookmark();
    part(el, 'button').focus();
    await sendKeys({ press: ' ' }); // the space bar (Firefox knows no key "Space")
    await waitFor(() => sent('/me/add-fav').length === 1);
    expect(pressed(el)).to.equal('true');
  });

  it('leaves nothing behind when removed', async () => {
    signIn();
    await tracking(async (tracker) => {
      const el = await bookmark();
      part(el, 'button').click();
      await waitFor(() => shadowText(el).includes('Добавлено'));
      expectNothingLeft(await removedWhenIdle(el, tracker));
    });
  });
});
