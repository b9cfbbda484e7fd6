/**
 * `<biz-comments>` with long lists and large threads: a link to a comment (`#comment-{id}`) deep
 * in a hot discussion, in or beside a large thread, or read before the comments above it; a large
 * thread in slices (docs/behaviour.md#comments). Apart from the rest of the element's tests so
 * that WebKit runs them in a MiniBrowser of their own (scripts/engines.mjs `ownBrowser`).
 */
import { expect } from '@open-wc/testing';
import '../../elements/biz-comments/biz-comments.ts';
import { db } from '../../mocks/browser.ts';
import {
  accessible,
  addLargeThread,
  expectSlices,
  focusedComment,
  wholeList,
  addThreads,
  comment,
  ids,
  mountComments,
  setHash,
  countWhenFocused,
  expectInView,
  expectStillLanded,
} from './biz-comments.fixtures.ts';
import { freshPage, SLOWNESS } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';

describe('<biz-comments>: a permalink read before the comments above it', () => {
  beforeEach(freshPage);

  it('keeps the comment focused and in view while the replies above it arrive', async function () {
    this.timeout(40_000 * SLOWNESS); // 1,544 comments read and rendered
    addThreads(1500, 9000, (i) => `<p>Реплика ${i}: согласен с предыдущим оратором.</p>`);
    const base = db.comments.get('9700')!;
    /** A reply under `parent`, `after` seconds after the newest thread. */
    const reply = (id: string, parent: string, after: number, text: string) =>
      db.comments.set(id, {
        ...base,
        id,
        parentId: parent,
        timestamp: base.timestamp + 800 + after,
        message: `<p>${text}</p>`,
      });
    // In the answer (oldest first): 20001, the target 20002, then 20003, shown above the target
    // (a reply to 20001), read only after it.
    reply('20001', '9700', 1, 'Первый ответ: цифры надо проверить.');
    reply('20002', '9700', 2, 'Второй ответ: проверил, всё сходится.');
    reply('20003', '20001', 3, 'Ответ на первый: и я проверил.');
    setHash('#comment-20002');
    const el = await mountComments({}, [], false);
    expect(await countWhenFocused(el, '20002'), 'the count when the target took focus').to.equal(
      null,
    );
    await waitFor(
      () => el.shadowRoot!.querySelector('[role=feed]')?.getAttribute('aria-busy') === 'false',
      30_000,
      'the whole list read and rendered',
    );
    const order = ids(el);
    expect(order.indexOf('9699')).to.be.below(order.indexOf('9700'));
    expect(
      ['9700', '20001', '20003', '20002', '9701'].map((id) => order.indexOf(id)),
    ).to.deep.equal([0, 1, 2, 3, 4].map((i) => order.indexOf('9700') + i));
    await expectStillLanded(el, '20002');
  });
});

describe('<biz-comments>: a permalink far down a long list', () => {
  beforeEach(freshPage);

  it('leaves the comment in view once the comments above it have their real sizes', async () => {
    const tall = `<p>${'Длинная реплика о бюджете области и о том, куда пойдут деньги. '.repeat(30)}</p>`;
    addThreads(30, 7000, (i) => (i === 29 ? '<p>Коротко: согласен.</p>' : tall.repeat(3)));
    const el = await mountComments();
    setHash('#comment-7029'); // the last of the list: 30 tall comments above it
    const target = await waitFor(
      () => (el.shadowRoot!.activeElement?.id === 'comment-7029' ? comment(el, '7029') : null),
      3000,
      'the comment focused',
    );
    await expectInView(target, 'top of the comment');
  });
});

describe('<biz-comments>: a permalink deep in a hot discussion', () => {
  beforeEach(freshPage);

  it('renders the target’s thread first, in view and focused, then the rest around it, in order', async () => {
    const text = `<p>${'Обсуждение бюджета области: кто и сколько получит. '.repeat(6)}</p>`;
    addThreads(300, 8000, () => text);
    setHash('#comment-8280'); // the 291st thread of 310, oldest first
    const el = await mountComments({}, [], false);
    // Counted when the target takes focus: a poll's timer would run only after the slices.
    let renderedThen = -1;
    el.addEventListener('focusin', () => {
      if (renderedThen < 0 && el.shadowRoot!.activeElement?.id === 'comment-8280') {
        renderedThen = el.shadowRoot!.querySelectorAll('[part~=comment]').length;
      }
    });
    const target = await focusedComment(el, '8280');
    expect(renderedThen, 'comments rendered when the target is focused').to.be.within(1, 60);
    const box = target.getBoundingClientRect();
    expect(box.top).to.be.at.least(0);
    expect(box.top).to.be.below(window.innerHeight);
    await wholeList(el);
    const order = ids(el);
    expect(order.filter((id) => Number(id) >= 8000 && Number(id) < 8300)).to.have.length(300);
    expect(order.indexOf('8010')).to.be.below(order.indexOf('8280'));
    expect(order.indexOf('8280')).to.be.below(order.indexOf('8281'));
    await expectStillLanded(el, '8280');
  });
});

describe('<biz-comments>: a large thread', () => {
  beforeEach(freshPage);
  afterEach(() => setHash(''));

  it('comes in slices like the rest of the list, in its order, the page answered between', async () => {
    addLargeThread(9000, 160);
    const el = await mountComments({}, [], false);
    // The whole thread of 161 in one commit would be one long task.
    await expectSlices(el, async () => {
      // Partly there: the thread's first replies are shown while its last is not yet.
      await waitFor(() => el.shadowRoot!.getElementById('comment-9001'), 4000, 'the first reply');
      expect(el.shadowRoot!.getElementById('comment-9160'), 'the last reply, at once').to.equal(
        null,
      );
    });
    const order = ids(el).filter((id) => Number(id) >= 9000 && Number(id) <= 9160);
    expect(order).to.deep.equal(Array.from({ length: 161 }, (_, i) => String(9000 + i)));
    // Replies under their parents, as if rendered at once.
    expect(comment(el, '9000').querySelector(':scope > #comment-9157')).to.not.equal(null);
    expect(comment(el, '9157').querySelector(':scope > #comment-9158')).to.not.equal(null);
    expect(ids(el), 'no comment twice').to.have.length(new Set(ids(el)).size);
    await accessible(el);
  });

  it('a link to its last reply shows that reply at once, focused and in view, the thread around it in slices', async () => {
    addLargeThread(9000, 160);
    setHash('#comment-9160');
    const el = await mountComments({}, [], false);
    // The 160 comments above it in its thread come after it, in slices, and it stays in view.
    await expectSlices(el, async () => expectInView(await focusedComment(el, '9160'), 'in view'));
    // In its thread: its ancestors' root was read in the first screen, yet it is not at the top.
    expect(comment(el, '9000').querySelector(':scope > #comment-9157')).to.not.equal(null);
    expect(comment(el, '9159').querySelector(':scope > #comment-9160')).to.not.equal(null);
    await expectStillLanded(el, '9160');
  });
});

describe('<biz-comments>: a permalink into a large thread below the first screen', () => {
  beforeEach(freshPage);
  afterEach(() => setHash(''));

  it('shows the comment at once, then the thread after it and above it in slices, in its order', async () => {
    addLargeThread(9000, 160, true);
    setHash('#comment-9080');
    const el = await mountComments({}, [], false);
    await expectSlices(el, () => focusedComment(el, '9080'));
    const order = ids(el).filter((id) => Number(id) >= 9000 && Number(id) <= 9160);
    expect(order).to.deep.equal(Array.from({ length: 161 }, (_, i) => String(9000 + i)));
    expect(ids(el).indexOf('9000'), 'the thread last').to.equal(ids(el).length - 161);
    expect(comment(el, '9000').querySelector(':scope > #comment-9077')).to.not.equal(null);
    expect(comment(el, '9079').querySelector(':scope > #comment-9080')).to.not.equal(null);
    await expectStillLanded(el, '9080');
    await accessible(el);
  });
});

describe('<biz-comments>: a permalink between two large threads', () => {
  beforeEach(freshPage);
  afterEach(() => setHash(''));

  it('shows the comment at once, then each large thread beside it in slices, in its order', async function () {
    this.timeout(30_000 * SLOWNESS); // 363 comments more, rendered around the target
    addLargeThread(9000, 160, true);
    addLargeThread(9500, 0, true); // the target: a comment with no replies
    addLargeThread(10000, 160, true);
    setHash('#comment-9500');
    const el = await mountComments({}, [], false);
    // Before slicing, the thread above and the one below were each one commit of 161 comments.
    await expectSlices(el, () => focusedComment(el, '9500'));
    const order = ids(el).filter((id) => Number(id) >= 9000);
    const thread = (first: number) => Array.from({ length: 161 }, (_, i) => String(first + i));
    expect(order).to.deep.equal([...thread(9000), '9500', ...thread(10000)]);
    expect(comment(el, '9000').querySelector(':scope > #comment-9157')).to.not.equal(null);
    expect(comment(el, '10157').querySelector(':scope > #comment-10158')).to.not.equal(null);
    await expectStillLanded(el, '9500');
    await accessible(el);
  });
});

describe('<biz-comments>: a permalink in a list still being read', () => {
  beforeEach(freshPage);

  it('opens the comment as soon as it is read, before the rest of the list', async function () {
    this.timeout(40_000 * SLOWNESS); // 1,540 comments read and rendered
    addThreads(1500, 9000, (i) => `<p>Реплика ${i}: согласен с предыдущим оратором.</p>`);
    setHash('#comment-9060'); // the 71st thread of 1,510, oldest first
    const el = await mountComments({}, [], false);
    // The heading's count appears once the whole list is read.
    expect(await countWhenFocused(el, '9060'), 'the count when the target took focus').to.equal(
      null,
    );
    await waitFor(
      () =>
        el.shadowRoot!.querySelector('[part~=count]')?.textContent?.replace(/\s/g, '') ===
        '1540комментариев', // the fixture's 40 and these
      20_000,
      'the whole list read',
    );
    expect(el.shadowRoot!.activeElement?.id).to.equal('comment-9060');
    expect(comment(el, '9060').classList.contains('target')).to.equal(true);
  });
});
