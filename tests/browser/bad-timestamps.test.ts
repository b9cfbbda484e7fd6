/**
 * One bad item must not take down the element (docs/behaviour.md#bad-items): a timestamp a Date cannot hold (1e16) or
 * cannot read, in one item of the comments list, a live answer or a news page, skips that item
 * only: the others are shown, `biz-error` (kind `validation`) names it, and the block is never
 * replaced by «Этот блок не удалось показать».
 */
import { expect, fixture } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-comments/biz-comments.ts';
import '../../elements/biz-live/biz-live.ts';
import '../../elements/biz-news-list/biz-news-list.ts';
import { worker } from '../../mocks/browser.ts';
import { commentNode, ids, mountComments, serverHtml } from './biz-comments.fixtures.ts';
import { freshPageEachTest } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { part, parts, shadowText } from './helpers/shadow.ts';
import { listen } from './helpers/calls.ts';
import { errorKinds } from './helpers/faults.ts';

type ErrorDetail = { endpoint: string; kind: string; message: string };
const BROKEN = 'Этот блок не удалось показать';

describe('bad timestamps', () => {
  freshPageEachTest();

  it('<biz-comments>: a comment dated 1e16 or «вчера» is skipped, the others shown', async () => {
    const errors = listen<ErrorDetail>('biz-error');
    const nodes = [
      commentNode({ 'comment-id': 1, timestamp: 1760000000 }, 'Первый'),
      commentNode({ 'comment-id': 2, timestamp: 1e16 }, 'Из далёкого будущего'),
      commentNode({ 'comment-id': 3, timestamp: 'вчера' }, 'Без понятной даты'),
      commentNode({ 'comment-id': 4, timestamp: 1760000100 }, 'Второй'),
    ];
    worker.use(http.get('*/comments/list/:id', () => HttpResponse.html(serverHtml(nodes))));
    const el = await mountComments();
    expect(ids(el)).to.deep.equal(['1', '4']);
    expect(part(el, 'count').textContent).to.equal('2 комментария');
    expect(shadowText(el)).not.to.contain(BROKEN);
    expect(shadowText(el)).to.contain('Некоторые комментарии не удалось показать.');
    expect(errors).to.have.length(1);
    expect(errors[0]!.detail).to.include({ endpoint: '/comments/list/1024', kind: 'validation' });
    expect(errors[0]!.detail.message).to.contain('comment 2').and.contain('comment 3');
  });

  it('<biz-comments>: a new comment dated 1e16 from /comments/new is skipped and reported', async () => {
    const errors = listen<ErrorDetail>('biz-error');
    worker.use(
      http.get('*/comments/list/:id', () =>
        HttpResponse.html(
          serverHtml([commentNode({ 'comment-id': 1, timestamp: 1760000000 }, 'Первый')]),
        ),
      ),
      http.post('*/comments/new', () =>
        HttpResponse.json({
          '0': [
            { id: 20, message: '<p>Будущее</p>', timestamp: 1e16 },
            { id: 21, message: '<p>Настоящее</p>', timestamp: 1760000200 },
          ],
        }),
      ),
    );
    const el = await mountComments({ 'poll-interval': '100' });
    await waitFor(() => errors.length > 0, 3000, 'report');
    expect(errors[0]!.detail).to.include({ endpoint: '/comments/new', kind: 'validation' });
    expect(errors[0]!.detail.message).to.contain('comment 20');
    await waitFor(() => part(el, 'new-comments'), 3000, 'the good one offered');
    expect(part(el, 'new-comments').textContent).to.contain('1');
    expect(shadowText(el)).not.to.contain(BROKEN);
  });

  it('<biz-live>: a message dated 1e16 is skipped, the others shown', async () => {
    const errors = listen<ErrorDetail>('biz-error');
    worker.use(
      http.post('*/live/ajax/:id', () =>
        HttpResponse.json({
          new: [
            { id: 1, html: '<p>Открытие форума</p>', timestamp: 1760000000 },
            { id: 2, html: '<p>Из будущего</p>', timestamp: 1e16 },
            { id: 3, html: '<p>Без даты</p>', timestamp: 'завтра' },
            { id: 4, html: '<p>Пленарная сессия</p>', timestamp: 1760000300 },
          ],
          last_timestamp: 1760000300,
        }),
      ),
    );
    const box = await fixture<HTMLDivElement>(`<div><biz-live live-id="42"></biz-live></div>`);
    const el = box.querySelector('biz-live')!;
    await waitFor(() => parts(el, 'message').length === 2, 3000, 'messages');
    // Message HTML is shown once the sanitizer's chunk has loaded.
    await waitFor(() => shadowText(el).includes('Пленарная сессия'), 3000, 'message text');
    const text = shadowText(el);
    expect(text).to.contain('Открытие форума').and.contain('Пленарная сессия');
    expect(text).not.to.contain('Из будущего');
    expect(text).not.to.contain(BROKEN);
    expect(el.shadowRoot!.querySelector('[part~=error]')).to.equal(null);
    await waitFor(() => errors.length > 0, 2000, 'report');
    expect(errors[0]!.detail).to.include({ endpoint: '/live/ajax/42', kind: 'validation' });
    expect(errors[0]!.detail.message).to.contain('message 2').and.contain('message 3');
  });

  it('<biz-news-list>: an article dated 1e16 is skipped, the others shown', async () => {
    const errors = listen<ErrorDetail>('biz-error');
    const articles = Array.from({ length: 11 }, (_, i) => ({
      article_id: 900 + i,
      title: `Новость ${i}`,
      url: `/article/${900 + i}`,
      date: i === 3 ? 1e16 : 1760000000 + i,
    }));
    worker.use(http.get('*/ajax/page/:page', () => HttpResponse.json({ articles, page: 1 })));
    const el = await fixture<HTMLElement>(
      `<biz-news-list region="0"><section data-region="0" data-label="Все"></section></biz-news-list>`,
    );
    await waitFor(
      () => el.shadowRoot?.querySelectorAll('[part~=item]').length === 10,
      3000,
      'items',
    );
    const titles = parts(el, 'item').map((i) => i.querySelector('a')!.textContent);
    expect(titles).to.have.length(10);
    expect(titles).not.to.include('Новость 3');
    expect(titles).to.include('Новость 4');
    expect(shadowText(el)).not.to.contain(BROKEN);
    expect(errorKinds(errors)).to.deep.equal([['/ajax/page/1', 'validation']]);
    expect(errors[0]!.detail.message).to.contain('article 903');
  });
});
