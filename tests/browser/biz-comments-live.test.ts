import { expect } from '@open-wc/testing';
import '../../elements/biz-comments/biz-comments.ts';
import { http, HttpResponse } from 'msw';
import { db, publishQueuedComment, worker } from '../../mocks/browser.ts';
import { storage } from '../../src/services/storage.ts';
import { accessible, comment, mountComments } from './biz-comments.fixtures.ts';
import { freshPage, requests, resetChaos, setChaos, SLOWNESS } from './helpers.ts';
import { settle, waitFor } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';

const SEEN = 'article1024';
const latestSeed = () =>
  Math.max(
    ...[...db.comments.values()].filter((c) => c.articleId === '1024').map((c) => c.timestamp),
  );

function hideTab(hidden: boolean) {
  if (hidden) Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  else delete (document as { hidden?: boolean }).hidden;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('<biz-comments>: new comments', () => {
  beforeEach(freshPage);
  afterEach(() => hideTab(false));

  it('polls /comments/new and offers what arrived behind a «N новых комментариев» button', async () => {
    const el = await mountComments({ 'poll-interval': '80' });
    const since = latestSeed();
    await waitFor(() => sent('/comments/new').length >= 1, 3000, 'first poll');
    expect(sent('/comments/new')[0]).to.deep.equal({
      article_id: '1024',
      timestamp: String(since - 1), // one second of overlap: none published in that second is missed
    });
    const newest = publishQueuedComment()!;
    const button = await waitFor(() =>
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=new-comments]'),
    );
    expect(button.textContent).to.equal('1 новый комментарий');
    // Not announced: a count that changed every poll interrupted the reader.
    expect(button.closest('[aria-live]')).to.equal(null);
    // Not inserted under the reader's eyes.
    expect(el.shadowRoot!.getElementById(`comment-${newest.id}`)).to.equal(null);
    expect(part(el, 'count').textContent).to.equal('40 комментариев');
    publishQueuedComment();
    await waitFor(() => button.textContent === '2 новых комментария');
    // Later polls ask only for what is newer than what it has.
    await waitFor(() => sent('/comments/new').at(-1)!.timestamp === String(newest.timestamp - 1));
    for (let i = 0; i < 3; i++) publishQueuedComment();
    await waitFor(() => button.textContent === '5 новых комментариев', 3000, 'five');
    await accessible(el);
    button.click();
    await waitFor(() => el.shadowRoot!.getElementById(`comment-${newest.id}`));
    expect(part(el, 'count').textContent).to.equal('45 комментариев');
    expect(el.shadowRoot!.querySelector('[part~=new-comments]')).to.equal(null);
    const first = comment(el, newest.id);
    expect(first.querySelector('[part~=new-badge]')!.textContent).to.equal('новый');
    await waitFor(() => el.shadowRoot!.activeElement === first, 2000, 'focus on the first new');
    // Replies go under their parents.
    const reply = [...db.comments.values()].find((c) => c.parentId === '5026')!;
    expect(comment(el, '5026').querySelector(`#comment-${reply.id}`)).to.not.equal(null);
    expect(storage().get(SEEN)).to.equal(
      String(Math.max(...[...db.comments.values()].map((c) => c.timestamp))),
    );
  });

  it('marks comments newer than the last visit («article{id}»); a first visit marks none', async () => {
    let el = await mountComments();
    expect(parts(el, 'new-badge')).to.have.length(0);
    expect(storage().get(SEEN)).to.equal(String(latestSeed()));
    el.remove();
    const cut = db.comments.get('5036')!.timestamp;
    storage().set(SEEN, String(cut));
    el = await mountComments();
    const newer = [...db.comments.values()]
      .filter((c) => c.articleId === '1024' && c.timestamp > cut)
      .map((c) => c.id)
      .sort();
    expect(
      parts(el, 'new-badge')
        .map((b) => b.closest('article')!.dataset.commentId)
        .sort(),
    ).to.deep.equal(newer);
    expect(newer.length).to.be.greaterThan(0);
    expect(storage().get(SEEN)).to.equal(String(latestSeed()));
  });

  it('new comments with a malformed item: the rest are offered, the item is reported', async () => {
    const errors = listen<{ endpoint: string; kind: string; message: string }>('biz-error');
    const item = (id: string, message: string) => ({
      id,
      parent_id: 0,
      author: 'Ирина Белова',
      userpic: null,
      message,
      is_anonymous: 0,
      timestamp: latestSeed() + 60,
      rating: 0,
      emoji: {},
      status: 'active',
    });
    worker.use(
      http.post('*/comments/new', () =>
        HttpResponse.json({ 0: [item('9001', '<p>Годный</p>'), item('плохой id', '<p>Нет</p>')] }),
      ),
    );
    const el = await mountComments({ 'poll-interval': '80' });
    const button = await waitFor(() =>
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=new-comments]'),
    );
    expect(button.textContent).to.equal('1 новый комментарий');
    await waitFor(() => errors.length >= 1);
    expect(errors[0]!.detail).to.include({ endpoint: '/comments/new', kind: 'validation' });
    expect(errors[0]!.detail.message).to.contain('плохой id');
    worker.resetHandlers();
  });

  it('an answer of the wrong shape counts as a failed poll', async () => {
    setChaos({ force: 'wrong-shape', only: '/comments/new' });
    const errors = listen<{ endpoint: string; kind: string }>('biz-error');
    const el = await mountComments({ 'poll-interval': '80' });
    await waitFor(() => errors.length === 1, 3000, 'biz-error');
    expect(errors[0]!.detail).to.include({ endpoint: '/comments/new', kind: 'validation' });
    await waitFor(() => el.shadowRoot!.querySelector('[part~=error]'), 3000, 'error shown');
    expect(part(el, 'error').textContent).to.contain('Не удалось проверить новые комментарии.');
    // A background check is told politely, by the one region around it.
    expect(shortly(liveRegions(el).alerts)).to.deep.equal([]);
    expect(shortly(liveRegions(el).nested)).to.deep.equal([]);
  });

  it('does not poll while the tab is hidden and catches up when it is shown', async () => {
    const el = await mountComments({ 'poll-interval': '60' });
    await waitFor(() => sent('/comments/new').length >= 1);
    hideTab(true);
    // Negative check (with the next): a poll already in flight lands (later on a loaded machine).
    await settle(150 * SLOWNESS);
    const before = requests('/comments/new').length;
    await settle(400); // negative check: no poll while the tab is hidden
    expect(requests('/comments/new').length).to.equal(before);
    hideTab(false);
    await waitFor(() => requests('/comments/new').length > before, 1000, 'poll after show');
    void el;
  });

  it('backs off after failures, says so once, and recovers', async () => {
    const errors = listen<{ endpoint: string; kind: string }>('biz-error');
    setChaos({ force: 'http500', only: '/comments/new' });
    const el = await mountComments({ 'poll-interval': '50' });
    const start = performance.now();
    // A second failed call (on a loaded machine it may come later than the window below).
    await waitFor(() => requests('/comments/new').length >= 2, 5000, 'a second failed call');
    // A rate over a time window: no positive condition ends it.
    await settle(Math.max(0, 1200 - (performance.now() - start)));
    // Without backoff: ~24 calls; with it (×2 each time, jittered): a handful.
    const failed = requests('/comments/new').length;
    expect(failed).to.be.within(2, 7);
    const error = part(el, 'error');
    expect(error.textContent).to.contain('Не удалось проверить новые комментарии.');
    expect(errors.filter((e) => e.detail.endpoint === '/comments/new')).to.have.length(1);
    await accessible(el);
    resetChaos();
    const before = requests('/comments/new').length;
    part(el, 'retry').click(); // «Повторить» checks at once, not after the backoff
    await waitFor(() => !el.shadowRoot!.querySelector('[part~=error]'), 500, 'recovered');
    expect(requests('/comments/new').length).to.be.greaterThan(before);
  });

  it('never has two requests in flight', async () => {
    setChaos({ latencyMs: 250, only: '/comments/new' });
    await mountComments({ 'poll-interval': '20' });
    await waitFor(() => requests('/comments/new').length >= 3, 3000, 'polls');
    // Each poll arrives only after the one before it was answered (250 ms each, polls asked every
    // 20 ms). Read from the log's times, not from how many came during the wait: a loaded
    // machine's wait may last several polls longer.
    const polls = requests('/comments/new');
    for (let i = 1; i < polls.length; i++) {
      expect(polls[i - 1]!.answeredAt, `poll ${i} answered before poll ${i + 1}`).to.be.a('number');
      expect(polls[i]!.at).to.be.at.least(polls[i - 1]!.answeredAt!);
    }
  });

  it('stops polling when removed', async () => {
    const el = await mountComments({ 'poll-interval': '40' });
    await waitFor(() => sent('/comments/new').length >= 2);
    el.remove();
    // Negative check (with the next): a poll already in flight lands; in a slow engine it may
    // take longer than 60 ms to reach the log (WebKit in CI: this test passed only on its retry).
    await settle(100 * SLOWNESS);
    const count = requests('/comments/new').length;
    await settle(300); // negative check: no poll may follow removal
    expect(requests('/comments/new').length).to.equal(count);
  });
});
