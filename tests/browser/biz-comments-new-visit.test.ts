/**
 * `<biz-comments>`: new since the last visit (docs/behaviour.md#comments-new): comments newer
 * than what the reader had seen are marked «новый», the heading counts them, and «К следующему
 * новому» takes the reader from one to the next; the mark is remembered when the reader leaves.
 */
import { expect } from '@open-wc/testing';
import '../../elements/biz-comments/biz-comments.ts';
import { db } from '../../mocks/browser.ts';
import { storage } from '../../src/services/storage.ts';
import { accessible, comment, mountComments } from './biz-comments.fixtures.ts';
import { freshPage } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { parts } from './helpers/shadow.ts';

const SEEN = 'article1024';
const seed = () => [...db.comments.values()].filter((c) => c.articleId === '1024');
const latestSeed = () => Math.max(...seed().map((c) => c.timestamp));

describe('<biz-comments>: new since the last visit', () => {
  beforeEach(freshPage);

  it('a first visit marks nothing and says nothing new; the visit is remembered', async () => {
    const el = await mountComments();
    expect(parts(el, 'new-badge')).to.have.length(0);
    expect(parts(el, 'new-since')).to.have.length(0);
    expect(parts(el, 'next-new')).to.have.length(0);
    expect(storage().get(SEEN)).to.equal(String(latestSeed()));
    expect(JSON.parse(storage().get('biz-widgets:comments-seen-articles')!)).to.deep.equal([
      '1024',
    ]);
  });

  it('a returning reader: «новый» marks, «N новых с вашего прошлого визита», «К следующему новому»', async () => {
    const cut = db.comments.get('5036')!.timestamp;
    storage().set(SEEN, String(cut));
    const el = await mountComments();
    // Reading order: the threads as shown, each with its replies.
    const order = parts(el, 'comment').map((c) => c.dataset.commentId!);
    const newer = order.filter((id) => db.comments.get(id)!.timestamp > cut);
    expect(newer.length).to.equal(4);
    expect(
      parts(el, 'new-badge').map((b) => b.closest('article')!.dataset.commentId),
    ).to.deep.equal(newer);
    expect(comment(el, newer[0]!).querySelector('[part~=new-badge]')!.textContent).to.equal(
      'новый',
    );
    // Heard as new: the badge is part of the comment's description, with who and when.
    const first = comment(el, newer[0]!);
    expect(first.getAttribute('aria-describedby')!.split(' ')).to.include(`new-${newer[0]}`);
    expect(el.shadowRoot!.getElementById(`new-${newer[0]}`)!.textContent).to.equal('новый');
    expect(comment(el, order[0]!).getAttribute('aria-describedby')).to.not.contain('new-');
    const heading = el.shadowRoot!.querySelector('h2')!;
    expect(heading.querySelector('[part~=new-since]')!.textContent).to.equal(
      '4 новых с вашего прошлого визита',
    );
    const next = await waitFor(() =>
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=next-new]'),
    );
    expect(next.textContent).to.equal('К следующему новому');
    await accessible(el);
    for (const id of [...newer, newer[0]!]) {
      next.click();
      await waitFor(
        () => el.shadowRoot!.activeElement === comment(el, id),
        3000,
        `focus on new comment ${id}`,
      );
    }
  });

  it('remembers the latest comment shown as seen when the reader leaves the page', async () => {
    await mountComments();
    storage().remove(SEEN);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(storage().get(SEEN)).to.equal(String(latestSeed()));
  });
});
