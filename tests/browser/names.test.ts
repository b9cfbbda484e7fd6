/**
 * Names that deceive, driven by tests/fixtures/name-vectors.json: every name a
 * reader sees (comment authors, «ответ на комментарий — Имя», «Вы пишете как …», mention
 * suggestions, the comment embed, the user menu, the profile) shows the corpus's `shown` text,
 * inside a bidi-isolated `<bdi>`, with no invisible format character (Unicode Cf) anywhere in
 * what holds it. axe passes with the spoofed names. Chromium and Firefox.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import vectors from '../fixtures/name-vectors.json';
import '../../elements/biz-comments/biz-comments.ts';
import '../../elements/biz-comment-embed/biz-comment-embed.ts';
import '../../elements/biz-user-menu/biz-user-menu.ts';
import '../../elements/biz-profile/biz-profile.ts';
import { worker } from '../../mocks/browser.ts';
import { auth } from '../../src/services/auth.ts';
import {
  accessible,
  comment,
  commentNode,
  mountComments,
  serverHtml,
  signIn,
  signedOutEachTest,
} from './biz-comments.fixtures.ts';
import { waitFor } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';

/** What a comment with no visible author is shown under. */
const ANONYMOUS = 'Аноним';
/** Any invisible format character. */
const INVISIBLE = /\p{Cf}/u;

/**
 * `holder` shows `expected` as a name: in a `<bdi>` that the engine isolates (`index`: the
 * how-manyth; -1: `holder` itself is the isolate, `dir="auto"`, as a comment's author heading
 * is), and no invisible format character in all of `holder`'s text.
 */
function shownIsolated(holder: Element | null, expected: string, what: string, index = 0) {
  expect(holder, what).not.to.equal(null);
  const bdi = index === -1 ? holder : holder!.querySelectorAll('bdi')[index];
  if (index === -1) expect(holder!.getAttribute('dir'), `${what}: dir`).to.equal('auto');
  expect(bdi, `${what}: the name in a <bdi>`).not.to.equal(undefined);
  expect(bdi!.textContent, what).to.equal(expected);
  expect(getComputedStyle(bdi!).unicodeBidi, `${what}: isolated`).to.equal('isolate');
  expect(INVISIBLE.test(holder!.textContent ?? ''), `${what}: invisible characters`).to.equal(
    false,
  );
}

describe(`spoofed names (${vectors.length})`, () => {
  signedOutEachTest();

  it('comments: authors and «ответ на комментарий — Имя» are cleaned and isolated', async () => {
    // A chain down to the last nesting level, where replies are listed flat and say whom they
    // answer: there, each vector's comment and a reply to it.
    const nodes = Array.from({ length: 9 }, (_, i) =>
      commentNode({ 'comment-id': i + 1, 'parent-id': i, timestamp: 1760000000 + i }, 'Звено'),
    );
    for (const v of vectors) {
      nodes.push(
        commentNode(
          {
            'comment-id': 100 + v.id,
            'parent-id': 9,
            timestamp: 1760001000 + v.id,
            author: v.name,
          },
          'Я и есть модератор.',
        ),
        commentNode(
          { 'comment-id': 200 + v.id, 'parent-id': 100 + v.id, timestamp: 1760002000 + v.id },
          'Ответ.',
        ),
      );
    }
    worker.use(http.get('*/comments/list/:id', () => HttpResponse.html(serverHtml(nodes))));
    const el = await mountComments({ 'article-id': 'names' });
    await waitFor(() => parts(el, 'comment').length === nodes.length, 4000, 'all comments');
    for (const v of vectors) {
      const name = v.shown || ANONYMOUS;
      const author = comment(el, String(100 + v.id));
      const heading = author.querySelector(':scope > h3');
      shownIsolated(heading, name, `author ${v.id} (${v.why})`, -1);
      const marker = comment(el, String(200 + v.id)).querySelector(':scope > [part=reply-to]');
      shownIsolated(marker, name, `reply-to ${v.id} (${v.why})`);
      expect(marker!.textContent).to.equal(`ответ на комментарий — ${name}`);
    }
    await accessible(el);
  });

  it('comments: «Вы пишете как …» and the mention suggestions; a chosen mention has no invisible character', async () => {
    const picked = vectors.filter((v) => [1, 2, 3, 7, 12, 13, 15, 19].includes(v.id));
    worker.use(
      http.get('*/users/ajax/:partial', () =>
        HttpResponse.json({
          status: 'ok',
          data: picked.map((v) => ({
            username: v.name,
            nickname: `\u202enick${v.id}`,
            userpic: '',
          })),
        }),
      ),
    );
    signIn('reader@example.ru', '\u202eротаредоМ');
    const el = await mountComments();
    const form = el.shadowRoot!.querySelector<HTMLFormElement>('.list ~ form, section > form')!;
    shownIsolated(form.querySelector('.who'), 'ротаредоМ', '«Вы пишете как …»');
    expect(form.querySelector('.who span')!.textContent).to.equal('Вы пишете как ротаредоМ.');

    const textarea = form.querySelector<HTMLTextAreaElement>('[part~=textarea]')!;
    textarea.focus();
    await sendKeys({ type: 'Спасибо, @мод' });
    const options = await waitFor(
      () => (parts(el, 'mention').length === picked.length ? parts(el, 'mention') : null),
      3000,
      'suggestions',
    );
    picked.forEach((v, i) => {
      shownIsolated(options[i]!, v.shown, `suggestion ${v.id} (${v.why})`);
      shownIsolated(options[i]!, `nick${v.id}`, `nickname ${v.id}`, 1);
      // The avatar's stand-in letter is text of the option too: the first letter shown.
      const letter = v.shown.charAt(0).toUpperCase() || '?';
      expect(options[i]!.textContent).to.equal(`${letter}${v.shown} @nick${v.id}`);
    });
    await accessible(el);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => parts(el, 'mention').length === 0, 3000, 'list closed');
    expect(textarea.value).to.equal(`Спасибо, @nick${picked[0]!.id} `);
  });

  it('comment embed: the author is cleaned and isolated', async () => {
    worker.use(
      http.get('*/comments/embed/:id', ({ params }) => {
        const v = vectors.find((x) => 300 + x.id === Number(params.id))!;
        const node = commentNode(
          { 'comment-id': 300 + v.id, timestamp: 1760000000, author: v.name, 'article-id': 1024 },
          'Сообщение.',
        );
        return HttpResponse.html(serverHtml([node]));
      }),
    );
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    for (const v of vectors) {
      const el = document.createElement('biz-comment-embed');
      el.setAttribute('comment-id', String(300 + v.id));
      box.append(el);
    }
    const embeds = Array.from(box.children) as HTMLElement[];
    for (const [i, el] of embeds.entries()) {
      const v = vectors[i]!;
      const author = await waitFor(
        () => el.shadowRoot?.querySelector('.author'),
        4000,
        `embed ${v.id}`,
      );
      shownIsolated(author, v.shown || ANONYMOUS, `embed ${v.id} (${v.why})`);
    }
    for (const el of embeds) await accessible(el);
  });

  it('user menu and profile: the signed-in name is cleaned and isolated, in the link name too', async () => {
    const box = await fixture<HTMLDivElement>(
      html`<div>
        <biz-user-menu profile-href="/profile.html"></biz-user-menu><biz-profile></biz-profile>
      </div>`,
    );
    const menu = box.querySelector('biz-user-menu')!;
    const profile = box.querySelector('biz-profile')!;
    for (const v of vectors) {
      auth().login({ username: v.name, userpic: '' });
      const name = await waitFor(
        () => {
          const found = menu.shadowRoot?.querySelector('[part=username]');
          return found?.textContent === v.shown ? found : null;
        },
        2000,
        `menu ${v.id}`,
      );
      shownIsolated(name, v.shown, `menu ${v.id} (${v.why})`);
      expect(part(menu, 'profile').getAttribute('aria-label')).to.equal(
        `Личный кабинет: ${v.shown}`,
      );
      const own = await waitFor(
        () => {
          const found = profile.shadowRoot?.querySelector('[part=username]');
          return found?.textContent === v.shown ? found : null;
        },
        2000,
        `profile ${v.id}`,
      );
      shownIsolated(own, v.shown, `profile ${v.id} (${v.why})`);
    }
    auth().login({ username: vectors[0]!.name, userpic: '' });
    await waitFor(() => part(menu, 'username').textContent === vectors[0]!.shown);
    await accessible(menu as HTMLElement);
  });
});
