import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-comments/biz-comments.ts';
import { worker } from '../../mocks/browser.ts';
import { configure } from '../../src/services/config.ts';
import { storage } from '../../src/services/storage.ts';
import {
  accessible,
  comment,
  commentNode,
  picker,
  reactionSummary,
  control,
  controls,
  ids,
  mountComments,
  serverHtml,
  setHash,
  sumOf,
} from './biz-comments.fixtures.ts';
import { freshPage, requests, setChaos, SLOWNESS, TEST_VISITOR_ID, timeoutFor } from './helpers.ts';
import { settle, waitFor } from './helpers/wait.ts';
import { part, shadowText } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { endFaults, forceFault } from './helpers/faults.ts';
import { expectNothingLeft, tracking } from './helpers/resources.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';

const RATINGS = 'comment-ratings-1024';
const EMOJI = 'comment-emoji-1024';

describe('<biz-comments>: list and thread', () => {
  beforeEach(freshPage);
  afterEach(() => {
    worker.resetHandlers();
    setHash('');
  });

  it('loads the thread, shows the count, replies under parents and readable dates', async () => {
    const el = await mountComments();
    await accessible(el);
    expect(part(el, 'count').textContent).to.equal('40 комментариев');
    expect(sent('/comments/list/1024')).to.have.length(1);
    // Replies under their parents, three levels.
    expect(comment(el, '5001').querySelector(':scope > #comment-5002')).to.not.equal(null);
    expect(comment(el, '5002').querySelector(':scope > #comment-5003')).to.not.equal(null);
    expect(ids(el).slice(0, 7)).to.deep.equal([
      '5001',
      '5002',
      '5003',
      '5004',
      '5005',
      '5006',
      '5007',
    ]);
    const first = comment(el, '5001');
    expect(first.querySelector(':scope > h3')!.textContent).to.equal('Игорь Петров');
    expect(comment(el, '5003').querySelector(':scope > h3')!.textContent).to.equal('Аноним');
    const link = first.querySelector<HTMLAnchorElement>('[part~=permalink]')!;
    expect(link.getAttribute('href')).to.equal('#comment-5001');
    // The link says when (the date, or «… назад» with the full date as its title).
    const date = /^\d{1,2} [а-я]+ \d{4} г\.,? (в )?\d\d:\d\d$/;
    if (link.title) {
      expect(link.textContent).to.match(/назад|вчера/);
      expect(link.title).to.match(date);
    } else expect(link.textContent).to.match(date);
    expect(first.querySelector('[part~=message]')!.textContent).to.contain('Наконец-то!');
    expect(first.dataset.commentId).to.equal('5001');
  });

  it('uses the right Russian plural for the count', async () => {
    for (const [n, text] of [
      [1, '1 комментарий'],
      [3, '3 комментария'],
      [5, '5 комментариев'],
      [21, '21 комментарий'],
    ] as const) {
      const nodes = Array.from({ length: n }, (_, i) =>
        commentNode({ 'comment-id': 100 + i, timestamp: 1760000000 + i }, `Текст ${i}`),
      );
      worker.use(http.get('*/comments/list/:id', () => HttpResponse.html(serverHtml(nodes))));
      const el = await mountComments({ 'article-id': `plural-${n}` });
      expect(part(el, 'count').textContent).to.equal(text);
      el.remove();
    }
  });

  it('skips a malformed item, reports it, and shows the rest; bad reactions drop only themselves', async () => {
    const errors = listen<{ endpoint: string; kind: string; message: string }>('biz-error');
    const nodes = [
      commentNode({ 'comment-id': 1, timestamp: 1760000000 }, 'Первый'),
      commentNode({ 'comment-id': 2 }, 'Без времени'),
      commentNode({ 'comment-id': 'x y', timestamp: 1760000001 }, 'Плохой id'),
      commentNode({ 'comment-id': 4, timestamp: 1760000002, emoji: '{не json' }, 'Плохие реакции'),
      commentNode({ 'comment-id': 5, 'parent-id': 1, timestamp: 1760000003 }, 'Ответ'),
      commentNode({ 'comment-id': 0, timestamp: 1760000004 }, 'Id 0 is the top level'),
    ];
    worker.use(http.get('*/comments/list/:id', () => HttpResponse.html(serverHtml(nodes))));
    const el = await mountComments();
    // Comment 4 stays: its unreadable reactions read as none.
    expect(ids(el)).to.deep.equal(['1', '5', '4']);
    expect(part(el, 'count').textContent).to.equal('3 комментария');
    expect(await reactionSummary(el, '4')).to.equal('');
    expect(shadowText(el)).to.contain('Некоторые комментарии не удалось показать.');
    expect(errors).to.have.length(1);
    expect(errors[0]!.detail).to.include({ endpoint: '/comments/list/1024', kind: 'validation' });
    expect(errors[0]!.detail.message)
      .to.contain('comment 2')
      .and.contain('comment 0')
      .and.not.contain('comment 4');
    await accessible(el);
  });

  it('ignores look-alike comments inside a message and keeps orphans at the top level', async () => {
    const outer = commentNode({ 'comment-id': 1, timestamp: 1760000000 }, 'Настоящий');
    outer
      .querySelector('.biz-comment__message')!
      .append(
        commentNode(
          { 'comment-id': 99, timestamp: 1760000009, author: 'Самозванец' },
          'Поддельный',
        ),
      );
    const orphan = commentNode(
      { 'comment-id': 7, 'parent-id': 404, timestamp: 1760000001 },
      'Сирота',
    );
    const self = commentNode(
      { 'comment-id': 8, 'parent-id': 8, timestamp: 1760000002 },
      'Сам себе',
    );
    worker.use(
      http.get('*/comments/list/:id', () => HttpResponse.html(serverHtml([outer, orphan, self]))),
    );
    const el = await mountComments();
    expect(ids(el)).to.deep.equal(['1', '7', '8']);
    // Three threads: the list holds them in blocks (BizComments.tsx GROUP).
    expect(el.shadowRoot!.querySelectorAll('.list > .group > .comment')).to.have.length(3);
  });

  it('an article without comments invites the first one', async () => {
    worker.use(http.get('*/comments/list/:id', () => HttpResponse.html('')));
    const el = await mountComments({ 'article-id': '777' });
    expect(part(el, 'count').textContent).to.equal('0 комментариев');
    expect(shadowText(el)).to.contain('Комментариев пока нет. Будьте первым!');
  });

  for (const mode of ['http500', 'network', 'wrong-shape'] as const) {
    it(`explains a list that fails (${mode}) and loads it on retry`, async () => {
      configure({ timeoutMs: timeoutFor(mode, 500) });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      setChaos({ force: mode, only: '/comments/list' });
      const el = await mountComments({}, [], false);
      // wrong-shape: HTML that is not the contract is a failed load, not "no comments".
      const error = await waitFor(
        () => el.shadowRoot!.querySelector('[part~=error]'),
        3000,
        'error',
      );
      expect(error.textContent).to.contain('Комментарии не загрузились.');
      // A failed load is told once, politely; nothing sits inside two live regions.
      expect(error.getAttribute('role')).to.equal('status');
      expect(shortly(liveRegions(el).alerts)).to.deep.equal([]);
      expect(shortly(liveRegions(el).nested)).to.deep.equal([]);
      expect(errors[0]!.detail).to.include({ endpoint: '/comments/list/1024' });
      if (mode === 'wrong-shape') expect(errors[0]!.detail.kind).to.equal('validation');
      await accessible(el);
      endFaults();
      part(el, 'retry').click();
      await waitFor(() => el.shadowRoot!.querySelector('[part~=count]'), 3000, 'loaded');
      expect(part(el, 'count').textContent).to.equal('40 комментариев');
      expect(el.shadowRoot!.querySelector('[part~=error]')).to.equal(null);
    });
  }

  it('hides and shows a branch', async () => {
    const el = await mountComments();
    const toggle = await control(el, '5001', 'toggle-branch');
    expect(toggle.textContent).to.equal('Скрыть ветку');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const replies = Array.from(
      comment(el, '5001').querySelectorAll(':scope > article'),
      (reply) => reply.id,
    );
    expect(replies.length, 'replies shown under 5001').to.be.above(0);
    expect(toggle.getAttribute('aria-controls')).to.equal(replies.join(' '));
    toggle.click();
    await waitFor(() => !el.shadowRoot!.getElementById('comment-5002'));
    expect(toggle.textContent).to.equal('Показать ветку · 5 ответов');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(comment(el, '5007')).to.not.equal(null);
    await accessible(el);
    toggle.click();
    await waitFor(() => el.shadowRoot!.getElementById('comment-5003'));
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    // A branch without replies has no toggle.
    expect(controls(el, '5003', 'toggle-branch')).to.have.length(0);
  });

  it('collapses a long reply to 190 px with «Показать полностью»; top-level comments stay whole', async () => {
    const el = await mountComments();
    const more = await control(el, '5039', 'reply').then(() =>
      waitFor(() =>
        comment(el, '5039').querySelector<HTMLButtonElement>(':scope > [part~=show-full]'),
      ),
    );
    const message = comment(el, '5039').querySelector<HTMLElement>(':scope > [part~=message]')!;
    expect(more.textContent).to.equal('Показать полностью');
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    expect(more.getAttribute('aria-controls')).to.equal(message.id);
    expect(message.getBoundingClientRect().height).to.equal(190);
    expect(message.scrollHeight).to.be.greaterThan(251);
    await accessible(el);
    more.click();
    await waitFor(() => message.getBoundingClientRect().height > 251);
    expect(more.textContent).to.equal('Свернуть');
    expect(more.getAttribute('aria-expanded')).to.equal('true');
    // The longest top-level comment is not collapsed; short replies neither.
    await control(el, '5007', 'reply');
    await control(el, '5002', 'reply');
    expect(comment(el, '5007').querySelector(':scope > [part~=show-full]')).to.equal(null);
    expect(comment(el, '5002').querySelector(':scope > [part~=show-full]')).to.equal(null);
  });

  it('cuts a collapsed reply after its last whole line at every text size: no line shows in part', async () => {
    const cut: string[] = [];
    for (const size of [15, 16, 17, 18, 19]) {
      const el = await mountComments({ style: `--biz-font-size: ${size}px` });
      await control(el, '5039', 'reply');
      const message = comment(el, '5039').querySelector<HTMLElement>(':scope > [part~=message]')!;
      await waitFor(() => message.classList.contains('collapsed'), 3000, 'collapsed');
      const box = message.getBoundingClientRect();
      expect(box.height, `${size} px`).to.equal(190);
      // What shows of the message: its content box, down to where its clip ends.
      const shownTo = box.top + message.clientTop + message.clientHeight;
      const lineHeight = parseFloat(getComputedStyle(message).lineHeight);
      const range = document.createRange();
      const walker = document.createTreeWalker(message, NodeFilter.SHOW_TEXT);
      let lines = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.height === 0 || rect.top >= shownTo - 0.5) continue;
          lines++;
          if (rect.bottom > shownTo + 0.5)
            cut.push(
              `${size} px: ${Math.round(rect.top - box.top)}–${Math.round(rect.bottom - box.top)} of ${Math.round(shownTo - box.top)}`,
            );
        }
      }
      // Nearly all of the 190 px is used: the cut falls within a line and a paragraph's gap of it.
      expect(shownTo - box.top, `${size} px`).to.be.greaterThan(190 - 1.5 * lineHeight);
      expect(lines, `${size} px`).to.be.greaterThan(4);
      el.remove();
    }
    expect(cut, 'lines shown in part').to.deep.equal([]);
  });

  it('a #comment-{id} link scrolls to the comment, highlights and focuses it, even in a hidden branch', async () => {
    setHash('#comment-5030');
    const el = await mountComments();
    const target = await waitFor(() => {
      const c = comment(el, '5030');
      return c.classList.contains('target') && el.shadowRoot!.activeElement === c ? c : null;
    });
    const box = target.getBoundingClientRect();
    expect(box.top).to.be.at.least(0);
    expect(box.top).to.be.below(window.innerHeight);
    (await control(el, '5001', 'toggle-branch')).click();
    await waitFor(() => !el.shadowRoot!.getElementById('comment-5003'));
    setHash('#comment-5003');
    await waitFor(() => comment(el, '5003').classList.contains('target'));
    expect(comment(el, '5030').classList.contains('target')).to.equal(false);
  });
});

describe('<biz-comments>: votes and reactions', () => {
  beforeEach(freshPage);

  it('a first vote moves the sum by 1, switching by 2, repeating does nothing', async () => {
    const events = listen<Record<string, unknown>>('biz-comment-rate');
    const el = await mountComments();
    const plus = await control(el, '5001', 'plus');
    expect(sumOf(el, '5001')).to.equal('+12');
    const minus = await control(el, '5001', 'minus');
    expect(plus.getAttribute('aria-pressed')).to.equal('false');
    plus.click();
    await waitFor(() => sumOf(el, '5001') === '+13', 2000, 'vote shown');
    expect(sumOf(el, '5001')).to.equal('+13');
    expect(plus.getAttribute('aria-pressed')).to.equal('true');
    expect(storage().get(RATINGS)).to.equal('5001=+');
    await waitFor(() => events.length === 1, 3000, 'biz-comment-rate');
    const [body] = sent('/comments/rate');
    expect(Object.keys(body!).sort()).to.deep.equal(['comment_id', 'local_ip', 'rating', 'token']);
    expect(body).to.include({ comment_id: '5001', rating: '1', token: TEST_VISITOR_ID });
    expect(events[0]!.detail).to.deep.equal({
      articleId: '1024',
      commentId: '5001',
      choice: '+',
      rating: 13,
    });
    minus.click();
    await waitFor(() => sumOf(el, '5001') === '+11', 2000, 'vote shown');
    expect(sumOf(el, '5001')).to.equal('+11');
    expect(storage().get(RATINGS)).to.equal('5001=-');
    await waitFor(() => events.length === 2);
    expect(sent('/comments/rate')[1]).to.include({ comment_id: '5001', rating: '-1' });
    minus.click();
    await settle(150); // negative check: a repeated vote changes nothing and sends nothing
    expect(sumOf(el, '5001')).to.equal('+11');
    expect(sent('/comments/rate')).to.have.length(2);
    (await control(el, '5002', 'plus')).click();
    await waitFor(() => events.length === 3);
    expect(storage().get(RATINGS)).to.equal('5001=-,5002=+');
    await accessible(el);
  });

  it('«+» and «−» draw their triangles pressed or not, a pressed one on its own colour', async () => {
    const events = listen<Record<string, unknown>>('biz-comment-rate');
    const el = await mountComments();
    const plus = await control(el, '5001', 'plus');
    const minus = await control(el, '5001', 'minus');
    const drawn = (button: HTMLElement) => {
      const style = getComputedStyle(button);
      return {
        image: style.backgroundImage,
        size: style.backgroundSize,
        fill: style.backgroundColor,
      };
    };
    const idle = drawn(minus);
    for (const button of [plus, minus]) {
      expect(drawn(button).image).to.contain('conic-gradient');
      expect(drawn(button).size).to.equal('12px 8px');
    }
    minus.click();
    await waitFor(() => minus.getAttribute('aria-pressed') === 'true', 2000, 'vote shown');
    // Its colours change over a 0.15 s transition (src/element/base.css).
    await waitFor(() => drawn(minus).fill !== idle.fill, 2000, 'the pressed colour');
    await waitFor(
      () => getComputedStyle(minus).color !== getComputedStyle(plus).color,
      2000,
      'the pressed triangle colour',
    );
    // The pressed button's own background (src/element/base.css) must not wipe the triangle.
    expect(drawn(minus).image).to.contain('conic-gradient');
    expect(drawn(minus).size).to.equal('12px 8px');
    // The vote's call ends in this test: one still on its way after it reached the demo backend
    // after the next test had reset it (WebKit, slower), and that test read 5001's sum as +11.
    await waitFor(() => events.length === 1, 3000, 'biz-comment-rate');
  });

  it('after a reload the remembered votes and reactions are shown on the server sums', async () => {
    storage().set(RATINGS, '5001=-,5002=+');
    storage().set(EMOJI, '5001=like');
    const el = await mountComments();
    expect((await control(el, '5001', 'minus')).getAttribute('aria-pressed')).to.equal('true');
    expect(sumOf(el, '5001')).to.equal('+12');
    expect((await control(el, '5002', 'plus')).getAttribute('aria-pressed')).to.equal('true');
    const like = (await picker(el, '5001')).find((b) => b.dataset.emoji === 'like')!;
    expect(like.getAttribute('aria-pressed')).to.equal('true');
    expect(like.textContent).to.equal('👍8');
    (await control(el, '5001', 'react')).click(); // the picker closes
    (await control(el, '5001', 'minus')).click();
    await settle(150); // negative check: a repeated stored vote sends nothing
    expect(sent('/comments/rate')).to.have.length(0);
  });

  it('one emoji per comment: choosing another moves the count', async () => {
    const events = listen<Record<string, unknown>>('biz-comment-react');
    const el = await mountComments();
    const emoji = () => controls(el, '5001', 'emoji');
    expect(await reactionSummary(el, '5001')).to.equal('Нравится: 8, Удивительно: 1');
    const add = await control(el, '5001', 'react');
    expect(add.getAttribute('aria-expanded')).to.equal('false');
    expect(emoji(), 'the picker exists only while open').to.have.length(0);
    add.click();
    await waitFor(() => emoji().length === 5);
    expect(add.getAttribute('aria-expanded')).to.equal('true');
    emoji()
      .find((b) => b.dataset.emoji === 'laugh')!
      .click();
    await waitFor(() => events.length === 1, 3000, 'biz-comment-react');
    expect(await reactionSummary(el, '5001')).to.equal('Нравится: 8, Смешно: 1, Удивительно: 1');
    expect((await picker(el, '5001'))[1]!.getAttribute('aria-pressed')).to.equal('true');
    expect(storage().get(EMOJI)).to.equal('5001=laugh');
    const [body] = sent('/comments/emoji');
    expect(Object.keys(body!).sort()).to.deep.equal([
      'comment_id',
      'emoji_id',
      'local_ip',
      'token',
    ]);
    expect(body).to.include({ comment_id: '5001', emoji_id: 'laugh', token: TEST_VISITOR_ID });
    expect(events[0]!.detail).to.deep.equal({
      articleId: '1024',
      commentId: '5001',
      emoji: 'laugh',
    });
    emoji()[0]!.click(); // like
    await waitFor(() => events.length === 2);
    expect(await reactionSummary(el, '5001')).to.equal('Нравится: 9, Удивительно: 1');
    expect(storage().get(EMOJI)).to.equal('5001=like');
    expect(sent('/comments/emoji')[1]).to.include({ emoji_id: 'like' });
    (await picker(el, '5001'))[0]!.click();
    await settle(150); // negative check: the same emoji again sends nothing
    expect(sent('/comments/emoji')).to.have.length(2);
    await accessible(el);
  });

  for (const [mode, kind] of [
    ['http500', 'http'],
    ['network', 'network'],
    ['timeout', 'timeout'],
  ] as const) {
    it(`rolls a vote and a reaction back on ${mode}, explains, and retries`, async () => {
      const errors = listen<{ endpoint: string; kind: string; message: string }>('biz-error');
      const el = await mountComments();
      configure({ timeoutMs: timeoutFor(mode, 1500) }); // after the list has loaded
      // The failure takes half a second to come, so the optimistic sum is seen on a slow machine.
      setChaos({ force: mode, only: '/comments/rate', latencyMs: 500 });
      (await control(el, '5001', 'plus')).click();
      await waitFor(() => sumOf(el, '5001') === '+13', 450, 'the optimistic sum');
      const error = await waitFor(
        () => comment(el, '5001').querySelector(':scope > [part~=error]'),
        5000,
        'error',
      );
      expect(sumOf(el, '5001')).to.equal('+12');
      expect(storage().get(RATINGS)).to.equal(null);
      expect(error.textContent).to.contain('Оценка не сохранилась.');
      expect(errors.map((e) => e.detail)).to.deep.include({
        endpoint: '/comments/rate',
        kind,
        message: errors[0]!.detail.message,
      } as never);
      await accessible(el);
      endFaults();
      comment(el, '5001')
        .querySelector<HTMLButtonElement>(':scope > [part~=error] [part~=retry]')!
        .click();
      await waitFor(
        () => storage().get(RATINGS) === '5001=+' && sent('/comments/rate').length === 2,
      );
      await waitFor(() => !comment(el, '5001').querySelector(':scope > [part~=error]'));
      expect(sumOf(el, '5001')).to.equal('+13');

      forceFault(mode, '/comments/emoji');
      (await picker(el, '5001'))[0]!.click();

      await waitFor(
        () => comment(el, '5001').querySelector(':scope > [part~=error]'),
        3000,
        'error',
      );
      expect(comment(el, '5001').querySelector(':scope > [part~=error]')!.textContent).to.contain(
        'Реакция не сохранилась.',
      );
      expect(storage().get(EMOJI)).to.equal(null);
      expect(await reactionSummary(el, '5001')).to.contain('Нравится: 8');
    });
  }

  it('is usable with the keyboard alone: vote, react, open a branch and a reply', async () => {
    const el = await mountComments();
    const plus = await control(el, '5001', 'plus');
    plus.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => sent('/comments/rate').length === 1);
    expect(sumOf(el, '5001')).to.equal('+13');
    await sendKeys({ press: 'Tab' });
    const minusControl = await control(el, '5001', 'minus');
    await waitFor(() => el.shadowRoot!.activeElement === minusControl, 3000, 'focus');
    await sendKeys({ press: 'Tab' }); // the reactions button (one for every comment)
    const reactControl = await control(el, '5001', 'react');
    await waitFor(() => el.shadowRoot!.activeElement === reactControl, 3000, 'focus');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => controls(el, '5001', 'emoji').length === 5);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect((el.shadowRoot!.activeElement as HTMLElement).dataset.emoji).to.equal('angry');
    await sendKeys({ press: ' ' }); // the space bar (Firefox knows no key "Space")
    await waitFor(() => storage().get(EMOJI) === '5001=angry');
    // The picker closed with the choice and gave focus back to the reactions button.
    await waitFor(() => el.shadowRoot!.activeElement === reactControl, 3000, 'focus back');
    await sendKeys({ press: 'Tab' });
    const replyControl = await control(el, '5001', 'reply');
    await waitFor(() => el.shadowRoot!.activeElement === replyControl, 3000, 'focus');
    await sendKeys({ press: 'Enter' });
    const textarea = await waitFor(() =>
      comment(el, '5001').querySelector<HTMLTextAreaElement>(':scope > form [part~=textarea]'),
    );
    await waitFor(() => el.shadowRoot!.activeElement === textarea, 3000, 'focus');
  });

  it('leaves no timer, listener or observer behind when removed', async () => {
    storage();
    await tracking(async (tracker) => {
      const el = await mountComments({ 'poll-interval': '60' });
      (await control(el, '5001', 'plus')).click();
      await waitFor(() => sent('/comments/rate').length === 1);
      await waitFor(() => sent('/comments/new').length >= 1, 3000, 'a poll');
      el.remove();
      // Negative check: no late callback may leave anything behind. Long enough for a poll sent
      // just before the removal to reach the demo backend's log on a loaded machine.
      await settle(300 * SLOWNESS);
      const polls = requests('/comments/new').length;
      expectNothingLeft(tracker.active());
      await settle(200); // negative check: no poll may follow removal
      expect(requests('/comments/new').length).to.equal(polls);
    });
  });
});
