/**
 * URLs from the server or the page: every `href` and `src` an element
 * renders passes one check (control characters stripped, http(s) or relative only) and relative
 * ones resolve against apiBase, the site the data came from. Nothing reaches `window.onerror`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-comment-embed/biz-comment-embed.ts';
import '../../elements/biz-news-list/biz-news-list.ts';
import '../../elements/biz-user-menu/biz-user-menu.ts';
import { worker } from '../../mocks/browser.ts';
import { auth } from '../../src/services/auth.ts';
import { AUTH_SNAPSHOT_KEY } from '../../src/services/keys.ts';
import { configure } from '../../src/services/config.ts';
import { resetServices } from '../../src/services/registry.ts';
import { freshPageEachTest } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';

const TAB_JS = 'java&#9;script:alert(1)';
const API = 'https://news.example.ru';

/** The embed answer for comment 9001 with the given userpic and link (raw HTML attributes). */
function embedAnswer(userpic: string, link: string) {
  worker.use(
    http.get('*/comments/embed/:id', () =>
      HttpResponse.html(
        `<article class="biz-comment" data-comment-id="9001" data-parent-id="0"
          data-author="Пётр Ильин" data-userpic="${userpic}" data-anonymous="0"
          data-timestamp="1760000000" data-rating="3" data-emoji='{"like":1}' data-status="active"
          data-article-id="1024"><div class="biz-comment__message">Текст</div>
          <a class="biz-comment__link" href="${link}">Обсуждение</a></article>`,
      ),
    ),
  );
}

async function embed(attrs = '') {
  const box = await fixture<HTMLElement>(
    `<div><biz-comment-embed comment-id="9001" ${attrs}></biz-comment-embed></div>`,
  );
  const el = box.firstElementChild as HTMLElement;
  await waitFor(() => el.shadowRoot?.querySelector('[part~=card], [part~=error]'), 3000, 'card');
  return el;
}

/** Collects what reaches the page's window.onerror while a test runs. */
function pageErrors() {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(String(event.message));
  window.addEventListener('error', onError);
  return { errors, stop: () => window.removeEventListener('error', onError) };
}

describe('URLs from the server or the page', () => {
  freshPageEachTest();

  it('embed: a javascript: link or userpic hidden by a tab is refused; the article link is used', async () => {
    const watch = pageErrors();
    try {
      embedAnswer(TAB_JS, TAB_JS);
      const el = await embed(`href="${TAB_JS}"`);
      expect(part(el, 'link').getAttribute('href')).to.equal('/article/1024#comment-9001');
      expect(el.shadowRoot!.querySelector('img')).to.equal(null); // initials instead
      embedAnswer('data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E', ' JAVASCRIPT:alert(1)');
      const second = await embed();
      expect(second.shadowRoot!.querySelector('img')).to.equal(null);
      expect(part(second, 'link').getAttribute('href')).to.equal('/article/1024#comment-9001');
      expect(watch.errors).to.deep.equal([]);
    } finally {
      watch.stop();
    }
  });

  it('embed on a partner page: userpic and link resolve against apiBase, not the page', async () => {
    configure({ apiBase: API });
    embedAnswer('/u/1.jpg', '/article/1024#comment-9001');
    const el = await embed();
    expect(el.shadowRoot!.querySelector('img')!.getAttribute('src')).to.equal(`${API}/u/1.jpg`);
    expect(part(el, 'link').getAttribute('href')).to.equal(`${API}/article/1024#comment-9001`);
    // An absolute http(s) URL stays as it is.
    embedAnswer('https://cdn.example.ru/u/2.png', 'https://news.example.ru/a/1');
    const other = await embed();
    expect(other.shadowRoot!.querySelector('img')!.getAttribute('src')).to.equal(
      'https://cdn.example.ru/u/2.png',
    );
  });

  it('user menu: a javascript: profile-href is replaced by /me; /me resolves against apiBase', async () => {
    auth().login({ username: 'Анна Соколова', userpic: '' });
    const box = await fixture<HTMLElement>(
      `<div><biz-user-menu profile-href="${TAB_JS}"></biz-user-menu></div>`,
    );
    const el = box.firstElementChild!;
    await waitFor(() => el.shadowRoot?.querySelector('[part=profile]'), 2000, 'menu');
    expect(part(el, 'profile').getAttribute('href')).to.equal('/me');
    configure({ apiBase: API });
    const partner = await fixture(html`<biz-user-menu></biz-user-menu>`);
    await waitFor(() => partner.shadowRoot?.querySelector('[part=profile]'), 2000, 'menu');
    expect(part(partner, 'profile').getAttribute('href')).to.equal(`${API}/me`);
  });

  it('news list: an item whose URL is javascript: is plain text, the others stay links', async () => {
    const el = await fixture<HTMLElement>(
      `<biz-news-list region="0"><section data-region="0" data-label="Все"><ul>
        <li data-article-id="1"><a href="/article/1">Первая</a></li>
        <li data-article-id="2"><a href="${TAB_JS}">Вторая</a></li>
        <li data-article-id="3"><a href="data:text/html,x">Третья</a></li>
      </ul></section></biz-news-list>`,
    );
    await waitFor(() => parts(el, 'item').length === 3, 3000, 'items');
    const [first, second, third] = parts(el, 'item');
    expect(first!.querySelector('a')!.getAttribute('href')).to.equal('/article/1');
    expect(second!.querySelector('a')).to.equal(null);
    expect(second!.querySelector('.title')!.textContent).to.equal('Вторая');
    expect(third!.querySelector('a')).to.equal(null);
    expect(
      el.shadowRoot!.querySelectorAll('a[href^="javascript" i], a[href^="data" i]'),
    ).to.have.length(0);
  });

  it('the sign-in snapshot in storage cannot carry a javascript: userpic', async () => {
    localStorage.setItem(
      AUTH_SNAPSHOT_KEY,
      JSON.stringify({ username: 'Анна Соколова', userpic: 'java\tscript:alert(1)' }),
    );
    resetServices('auth');
    expect(auth().getState()).to.deep.equal({ username: 'Анна Соколова', userpic: '' });
    const el = await fixture(html`<biz-user-menu></biz-user-menu>`);
    await waitFor(() => el.shadowRoot?.querySelector('[part=profile]'), 2000, 'menu');
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    auth().login({ username: 'Анна Соколова', userpic: 'javascript:alert(1)' });
    expect(localStorage.getItem(AUTH_SNAPSHOT_KEY)).not.to.contain('javascript');
  });
});
