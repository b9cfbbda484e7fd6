/**
 * Answers that cannot hang the page: the caps on poll rows, live messages, comments
 * and characters per message are visible to the reader («Показаны первые N …») and reported as
 * `biz-error` kind `validation`; a reply chain 1,500 deep renders without error, its nesting held
 * to MAX_DEPTH levels, deeper replies flat with whom they answer.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-comments/biz-comments.ts';
import '../../elements/biz-live/biz-live.ts';
import '../../elements/biz-poll/biz-poll.ts';
import '../../elements/biz-load-more/biz-load-more.ts';
import '../../elements/biz-search/biz-search.ts';
import '../../elements/biz-news-list/biz-news-list.ts';
import '../../elements/biz-site-notifications/biz-site-notifications.ts';
import { sendKeys } from '@web/test-runner-commands';
import { MAX_DEPTH } from '../../elements/biz-comments/Comment.tsx';
import { worker } from '../../mocks/browser.ts';
import { CAPS } from '../../src/api/caps.ts';
import { SLICE_MAX } from '../../src/comments/slices.ts';
import { accessible, mountComments } from './biz-comments.fixtures.ts';
import { returningVisitor, freshPageEachTest, SLOWNESS } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';
import { listen } from './helpers/calls.ts';
import { errorKinds } from './helpers/faults.ts';

interface ErrorDetail {
  endpoint: string;
  kind: string;
  message: string;
}

const article = (id: number, parent: number, message: string) =>
  `<article class="biz-comment" id="comment-${id}" data-comment-id="${id}" data-parent-id="${parent}" ` +
  `data-author="Читатель ${id}" data-userpic="" data-anonymous="0" data-timestamp="${1760000000 + id}" ` +
  `data-rating="0" data-emoji="{}" data-status="active">` +
  `<div class="biz-comment__message"><p>${message}</p></div></article>`;

/** Text with Intl's no-break spaces as plain spaces. */
const norm = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

/** How many `<article part=comment>` enclose `el`, itself included. */
const nesting = (el: Element) => {
  let n = 0;
  for (let a: Element | null = el; a; a = a.parentElement) if (a.matches('[part~=comment]')) n++;
  return n;
};

describe('caps on answers and deep reply chains', () => {
  freshPageEachTest();

  it('a reply chain 1,500 deep: no error, every comment shown, nesting capped, flat replies say whom they answer', async function () {
    // Its own waits below allow 40 s (scaled); mocha's 10 s (scaled) cut it first: alone it takes
    // 4-5 s in Chromium, and over 20 s twice in a clean-clone CI run beside the e2e suite.
    this.timeout(40_000 * SLOWNESS);
    const errors: string[] = [];
    const onError = (e: ErrorEvent) => errors.push(String(e.message));
    window.addEventListener('error', onError);
    const N = 1500;
    const list = Array.from({ length: N }, (_, i) => article(i + 1, i, `Ответ ${i + 1}`)).join('');
    worker.use(http.get('*/comments/list/:id', () => HttpResponse.html(list)));
    try {
      // Its reading took over 8 s once in CI beside another suite (the default limit, 4 s × 2).
      const el = await mountComments({ 'article-id': 'deep' }, [], true, 12_000);
      expect(norm(part(el, 'count').textContent)).to.equal('1 500 комментариев');
      await waitFor(() => parts(el, 'comment').length === N, 8000, 'all comments');
      const comments = parts(el, 'comment');
      expect(Math.max(...comments.map(nesting))).to.equal(MAX_DEPTH);
      const last = el.shadowRoot!.getElementById(`comment-${N}`)!;
      expect(last.textContent).to.contain(`Ответ ${N}`);
      const marker = last.querySelector('[part~=reply-to]')!;
      expect(marker.textContent).to.equal(`ответ на комментарий — Читатель ${N - 1}`);
      expect(marker.getAttribute('href')).to.equal(`#comment-${N - 1}`);
      // The first flat reply answers the comment it is listed under: no marker needed.
      expect(parts(el, 'reply-to').length).to.equal(N - MAX_DEPTH);
      expect(errors).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('a reply chain 300 deep comes in slices: no commit adds more than 2 slices of comments', async () => {
    // Its flat branch came whole in one commit: a 1,500-deep chain froze the page for 3 s at 4x.
    const N = 300;
    const list = Array.from({ length: N }, (_, i) => article(i + 1, i, `Ответ ${i + 1}`)).join('');
    worker.use(http.get('*/comments/list/:id', () => HttpResponse.html(list)));
    const el = await mountComments({ 'article-id': 'chain' }, [], false);
    await waitFor(() => el.shadowRoot, 4000, 'the shadow root');
    const counts: number[] = [0];
    const observer = new MutationObserver(() => counts.push(parts(el, 'comment').length));
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    try {
      await waitFor(() => parts(el, 'comment').length === N, 12_000, 'all comments');
    } finally {
      observer.disconnect();
    }
    const steps = counts.slice(1).map((n, i) => n - counts[i]!);
    expect(Math.max(...steps)).to.be.at.most(2 * SLICE_MAX);
    expect(el.shadowRoot!.getElementById(`comment-${N}`)!.textContent).to.contain(`Ответ ${N}`);
  });

  it('a chain 14 deep, accessible: the flat replies and their «ответ на» links pass axe', async () => {
    const list = Array.from({ length: 14 }, (_, i) => article(i + 1, i, `Ответ ${i + 1}`)).join('');
    worker.use(http.get('*/comments/list/:id', () => HttpResponse.html(list)));
    const el = await mountComments({ 'article-id': 'deep14' });
    await waitFor(() => parts(el, 'comment').length === 14, 4000, 'all comments');
    expect(parts(el, 'reply-to').length).to.equal(14 - MAX_DEPTH);
    // A flat reply's frame is named «Ответ» and described by who, when and whom it answers:
    // nothing said inside it is said twice.
    for (const marker of parts(el, 'reply-to')) {
      const frame = marker.closest('article')!;
      expect(frame.getAttribute('aria-label')).to.equal('Ответ');
      const description = frame
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => el.shadowRoot!.getElementById(id)!.textContent!.trim())
        .join(', ');
      const author = frame.querySelector(':scope > h3')!.textContent!.trim();
      const date = frame.querySelector(':scope > a[part~=permalink]')!.textContent!.trim();
      expect(description).to.equal(`${author}, ${date}, ${marker.textContent}`);
    }
    await accessible(el);
  });

  it(`a comments list over ${CAPS.comments}: the first ${CAPS.comments} shown, a notice and a biz-error`, async function () {
    this.timeout(20_000 * SLOWNESS); // its wait for the notice allows 15 s (scaled)
    const N = CAPS.comments + 40;
    const list = Array.from({ length: N }, (_, i) => article(i + 1, 0, `К ${i + 1}`)).join('');
    worker.use(http.get('*/comments/list/:id', () => HttpResponse.html(list)));
    const errors = listen<ErrorDetail>('biz-error');
    const el = await mountComments({ 'article-id': 'many' }, [], false);
    const notice = await waitFor(() => part(el, 'capped'), 15000, 'the notice');
    expect(norm(notice.textContent)).to.equal('Показаны первые 5 000 комментариев из 5 040.');
    expect(norm(part(el, 'count').textContent)).to.equal('5 000 комментариев');
    expect(errorKinds(errors)).to.deep.equal([['/comments/list/many', 'validation']]);
    expect(el.shadowRoot!.getElementById(`comment-${CAPS.comments + 1}`)).to.equal(null);
  });

  it(`a comment message over ${CAPS.messageChars} characters is cut, said and reported`, async () => {
    const long = 'д'.repeat(CAPS.messageChars + 500);
    worker.use(
      http.get('*/comments/list/:id', () =>
        HttpResponse.html(article(1, 0, long) + article(2, 0, 'ok')),
      ),
    );
    const errors = listen<ErrorDetail>('biz-error');
    const el = await mountComments({ 'article-id': 'long' });
    const message = el.shadowRoot!.querySelector('#comment-1 [part~=message]')!;
    expect(message.textContent!.length).to.equal(CAPS.messageChars + 1); // with «…»
    expect(norm(part(el, 'capped').textContent)).to.equal(
      'Слишком длинные сообщения сокращены до 10 000 знаков.',
    );
    expect(errors.map((e) => e.detail.kind)).to.deep.equal(['validation']);
  });

  it(`poll results over ${CAPS.pollRows} rows: the first ${CAPS.pollRows} shown, a notice and a biz-error`, async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      variant_id: i + 1,
      variant_title: `Вариант ${i + 1}`,
      percent: 0.05,
    }));
    worker.use(http.get('*/polls/result/:id', () => HttpResponse.json(rows)));
    const errors = listen<ErrorDetail>('biz-error');
    const el = await fixture(html`<biz-poll poll-id="9" state="finished"></biz-poll>`);
    const notice = await waitFor(() => part(el, 'capped'), 4000, 'the notice');
    expect(notice.textContent).to.equal('Показаны первые 100 вариантов ответа.');
    expect(parts(el, 'result').length).to.equal(CAPS.pollRows);
    await accessible(el as HTMLElement);
    expect(errorKinds(errors)).to.deep.equal([['/polls/result', 'validation']]);
  });

  it(`a live answer over ${CAPS.liveMessages} messages, one of them too long: capped, said and reported`, async () => {
    worker.use(
      http.post('*/live/ajax/:id', () =>
        HttpResponse.json({
          new: Array.from({ length: 3000 }, (_, i) => ({
            id: i + 1,
            html:
              i === 0 ? `<p>${'ж'.repeat(CAPS.messageChars * 3)}</p>` : `<p>Сообщение ${i + 1}</p>`,
            timestamp: 1760000000 + i,
          })),
          last_timestamp: 1760009999,
        }),
      ),
    );
    const errors = listen<ErrorDetail>('biz-error');
    const el = await fixture(html`<biz-live live-id="5" interval="600000"></biz-live>`);
    await waitFor(() => parts(el, 'capped').length === 2, 4000, 'the notices');
    expect(parts(el, 'capped').map((p) => norm(p.textContent))).to.deep.equal([
      'Показаны первые 100 сообщений.',
      'Слишком длинные сообщения сокращены до 10 000 знаков.',
    ]);
    expect(parts(el, 'message').length).to.equal(CAPS.liveMessages);
    await accessible(el as HTMLElement);
    expect(errorKinds(errors)).to.deep.equal([
      ['/live/ajax/5', 'validation'],
      ['/live/ajax/5', 'validation'],
    ]);
    const first = await waitFor(
      () => el.shadowRoot!.querySelector('[data-message-id="1"] .biz-html')?.textContent,
    );
    expect(first.length).to.be.within(CAPS.messageChars - 10, CAPS.messageChars);
  });

  it(`«Показать ещё» over ${CAPS.pageItems} items: the first ${CAPS.pageItems} appended, a notice and a biz-error`, async () => {
    worker.use(
      http.get('*/news/ajax/more', () =>
        HttpResponse.json({
          html: Array.from(
            { length: 150 },
            (_, i) => `<li class="news-feed__item">Новость ${i}</li>`,
          ).join(''),
          href: '',
          current_url: '',
        }),
      ),
    );
    const errors = listen<ErrorDetail>('biz-error');
    const box = await fixture<HTMLDivElement>(
      html`<div>
        <ul id="capped-list"></ul>
        <biz-load-more href="/news/ajax/more?page=2" target="capped-list"></biz-load-more>
      </div>`,
    );
    const el = box.querySelector('biz-load-more')!;
    (await waitFor(() => el.shadowRoot?.querySelector<HTMLButtonElement>('[part=button]'))).click();
    const notice = await waitFor(() => part(el, 'capped'), 4000, 'the notice');
    expect(norm(notice.textContent)).to.equal('Показаны первые 100 материалов.');
    expect(box.querySelector('#capped-list')!.children.length).to.equal(CAPS.pageItems);
    expect(errorKinds(errors)).to.deep.equal([['/news/ajax/more', 'validation']]);
  });

  it(`a search page over ${CAPS.pageItems} results: the first ${CAPS.pageItems} shown, a notice and a biz-error`, async () => {
    worker.use(
      http.post('*/search', () =>
        HttpResponse.json({
          total_found: 150,
          html: Array.from(
            { length: 150 },
            (_, i) =>
              `<article class="search-result"><a href="/article/${i}">Итог ${i}</a></article>`,
          ).join(''),
        }),
      ),
    );
    const errors = listen<ErrorDetail>('biz-error');
    const box = await fixture<HTMLDivElement>(
      html`<div><biz-search action="/search" debounce="20"></biz-search></div>`,
    );
    const el = box.querySelector('biz-search')!;
    await waitFor(() => el.shadowRoot?.querySelector('[part=open]'), 2000, 'render');
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'k' });
    await sendKeys({ up: 'Control' });
    await waitFor(() => part<HTMLDialogElement>(el, 'dialog').open, 2000, 'open');
    const input = part<HTMLInputElement>(el, 'input');
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'итог');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const notice = await waitFor(() => part(el, 'capped'), 4000, 'the notice');
    expect(norm(notice.textContent)).to.equal('Показаны первые 100 результатов.');
    expect(parts(el, 'result').length).to.equal(CAPS.pageItems);
    expect(errorKinds(errors)).to.deep.equal([['/search', 'validation']]);
  });

  it(`site notifications over ${CAPS.notifications}: the first shown, a notice and a biz-error`, async () => {
    worker.use(
      http.post('*/ajax/messaging/get-notifications', () =>
        HttpResponse.json({ messages: Array.from({ length: 500 }, (_, i) => `Уведомление ${i}`) }),
      ),
    );
    const errors = listen<ErrorDetail>('biz-error');
    returningVisitor(); // the notices call waits for a known token
    const el = await fixture(html`<biz-site-notifications></biz-site-notifications>`);
    const notice = await waitFor(() => part(el, 'capped'), 4000, 'the notice');
    expect(norm(notice.textContent)).to.equal('Показаны первые 20 уведомлений.');
    expect(parts(el, 'notification').length).to.equal(CAPS.notifications);
    expect(errors.map((e) => e.detail.kind)).to.deep.equal(['validation']);
  });

  it(`a news page over ${CAPS.pageItems} articles: capped, a notice and a biz-error`, async () => {
    worker.use(
      http.get('*/ajax/page/:page', () =>
        HttpResponse.json({
          page: 1,
          articles: Array.from({ length: 300 }, (_, i) => ({
            article_id: i + 1,
            title: `Новость ${i + 1}`,
            url: `/article/${i + 1}`,
          })),
        }),
      ),
    );
    const errors = listen<ErrorDetail>('biz-error');
    const el = await fixture(
      html`<biz-news-list
        ><section data-region="0" data-label="Все новости"></section
      ></biz-news-list>`,
    );
    const notice = await waitFor(() => part(el, 'capped'), 4000, 'the notice');
    expect(norm(notice.textContent)).to.equal('Показаны первые 100 материалов.');
    expect(errorKinds(errors)).to.deep.equal([['/ajax/page/1', 'validation']]);
  });
});
