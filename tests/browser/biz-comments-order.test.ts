/**
 * `<biz-comments>`: the order of the threads (docs/behaviour.md#comments-order): «Сначала новые»,
 * «Сначала старые», «Лучшие» and the flat «Все подряд», chosen with the pointer or the keyboard,
 * said politely, and kept for the site under one storage key.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-comments/biz-comments.ts';
import { db } from '../../mocks/browser.ts';
import { storage } from '../../src/services/storage.ts';
import {
  accessible,
  addLargeThread,
  commentsPerCommit,
  comment,
  ids,
  mountComments,
} from './biz-comments.fixtures.ts';
import { freshPage, SLOWNESS } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { part } from './helpers/shadow.ts';

const ORDER_KEY = 'biz-widgets:comments-order';

/** The seed's comments of article 1024 as the demo backend holds them. */
const seed = () => [...db.comments.values()].filter((c) => c.articleId === '1024');

/** The ids of the threads (top-level comments) as shown. */
const threads = (el: HTMLElement) =>
  Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>('.group > [part~=comment]'), (c) =>
    String(c.dataset.commentId),
  );

/** The radio button of an order, by its label. */
function radio(el: HTMLElement, label: string): HTMLInputElement {
  const found = Array.from(part(el, 'order').querySelectorAll('label')).find(
    (l) => l.textContent === label,
  );
  if (!found) throw new Error(`no order «${label}»`);
  return found.querySelector('input')!;
}

describe('<biz-comments>: order', () => {
  beforeEach(freshPage);

  it('shows the server order first, then newest, oldest and best threads first', async () => {
    const el = await mountComments();
    const roots = seed().filter((c) => c.parentId === '0');
    const serverOrder = threads(el);
    expect(serverOrder).to.have.length(roots.length);
    const choice = part(el, 'order');
    expect(choice.querySelector('legend')!.textContent).to.equal('Порядок');
    expect(Array.from(choice.querySelectorAll('label'), (l) => l.textContent)).to.deep.equal([
      'Сначала новые',
      'Сначала старые',
      'Лучшие',
      'Все подряд',
    ]);
    expect(choice.querySelector('input:checked')).to.equal(null);

    const byTime = [...roots].sort((a, b) => a.timestamp - b.timestamp).map((c) => c.id);
    radio(el, 'Сначала новые').click();
    await waitFor(() => threads(el)[0] === byTime.at(-1), 3000, 'newest first');
    await waitFor(() => threads(el).length === roots.length, 5000, 'every thread');
    expect(threads(el)).to.deep.equal([...byTime].reverse());
    expect(storage().get(ORDER_KEY)).to.equal('new');
    const live = choice.querySelector('[aria-live=polite]')!;
    expect(live.textContent).to.equal('Порядок комментариев: Сначала новые.');
    // Replies stay under their parents, in the conversation's order.
    const withReplies = roots.find((r) => seed().some((c) => c.parentId === r.id))!;
    const replies = seed()
      .filter((c) => c.parentId === withReplies.id)
      .map((c) => c.id);
    const shownReplies = Array.from(
      comment(el, withReplies.id).querySelectorAll<HTMLElement>(':scope > article'),
      (a) => a.dataset.commentId,
    );
    expect(shownReplies).to.deep.equal(replies);

    radio(el, 'Сначала старые').click();
    await waitFor(() => threads(el).join() === byTime.join(), 5000, 'oldest first');

    const best = [...roots]
      .sort((a, b) => b.rating - a.rating || b.timestamp - a.timestamp)
      .map((c) => c.id);
    radio(el, 'Лучшие').click();
    await waitFor(() => threads(el).join() === best.join(), 5000, 'best first');
    expect(storage().get(ORDER_KEY)).to.equal('best');
    await accessible(el);
  });

  it('«Все подряд»: every comment by time, each reply linking to the comment it answers', async () => {
    const el = await mountComments();
    radio(el, 'Все подряд').click();
    const all = [...seed()].sort((a, b) => a.timestamp - b.timestamp);
    await waitFor(() => threads(el).length === all.length, 5000, 'every comment flat');
    expect(threads(el)).to.deep.equal(all.map((c) => c.id));
    expect(el.shadowRoot!.querySelector('article article'), 'no reply nested').to.equal(null);
    const reply = all.find((c) => c.parentId !== '0')!;
    const link = comment(el, reply.id).querySelector<HTMLAnchorElement>('[part~=reply-to]')!;
    expect(link.getAttribute('href')).to.equal(`#comment-${reply.parentId}`);
    expect(link.textContent).to.contain(db.comments.get(reply.parentId)!.author || 'Аноним');
    const top = all.find((c) => c.parentId === '0')!;
    expect(comment(el, top.id).querySelector('[part~=reply-to]')).to.equal(null);
    await accessible(el);
  });

  it('is chosen with the keyboard, and a remembered choice wins over the `order` attribute', async () => {
    storage().set(ORDER_KEY, 'old');
    const el = await mountComments({ order: 'new' });
    const roots = seed().filter((c) => c.parentId === '0');
    const byTime = [...roots].sort((a, b) => a.timestamp - b.timestamp).map((c) => c.id);
    expect(threads(el)).to.deep.equal(byTime);
    const old = radio(el, 'Сначала старые');
    expect(old.checked).to.equal(true);
    old.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => storage().get(ORDER_KEY) === 'best', 3000, 'the next order chosen');
    expect(radio(el, 'Лучшие').checked).to.equal(true);
  });

  it('with a large thread, the list shown before goes a few hundred comments at a time', async function () {
    // 441 comments rendered twice: 27 s of the 30 s timeout in WebKit on CI.
    this.timeout(60_000 * SLOWNESS);
    addLargeThread(9000, 400);
    const el = await mountComments();
    const total = ids(el).length;
    // Comments each commit removes: the whole old list at once would be one long task.
    const { counts: removed, stop } = commentsPerCommit(el, 'removedNodes');
    radio(el, 'Сначала новые').click();
    const feed = el.shadowRoot!.querySelector('[role=feed]')!;
    const going = () => el.shadowRoot!.querySelector('.group[aria-hidden=true]');
    await waitFor(going, 3000, 'the old order going');
    await waitFor(
      () => !going() && feed.getAttribute('aria-busy') === 'false' && ids(el).length === total,
      40_000,
      'the old order gone, the new one whole',
    );
    stop();
    expect(total).to.be.above(400);
    expect(
      removed.reduce((a, b) => a + b, 0),
      'the old list, removed',
    ).to.be.at.least(total);
    expect(Math.max(...removed), `comments removed per commit: ${removed.join(' ')}`).to.be.at.most(
      250,
    );
    expect(new Set(ids(el)).size, 'each comment once').to.equal(total);
    expect(threads(el), 'each thread once').to.have.length(new Set(threads(el)).size);
  });

  it('starts in the `order` attribute when the reader chose nothing', async () => {
    const el = await mountComments({ order: 'new' });
    const roots = seed().filter((c) => c.parentId === '0');
    const newest = [...roots].sort((a, b) => b.timestamp - a.timestamp).map((c) => c.id);
    expect(threads(el)).to.deep.equal(newest);
    expect(radio(el, 'Сначала новые').checked).to.equal(true);
    expect(storage().get(ORDER_KEY)).to.equal(null);
  });
});
