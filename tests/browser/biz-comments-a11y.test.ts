/**
 * `<biz-comments>` for keyboard and screen-reader users: controls in
 * the accessibility tree for every comment, unique names, named comments with author headings,
 * the list as one Tab stop with arrow keys inside (docs/behaviour.md#comments-keyboard), skip
 * links.
 */
import { expect } from '@open-wc/testing';
import { a11ySnapshot, findAccessibilityNode, sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-comments/biz-comments.ts';
import { worker } from '../../mocks/browser.ts';
import {
  accessible,
  comment,
  commentNode,
  ids,
  mountComments,
  serverHtml,
} from './biz-comments.fixtures.ts';
import { ENGINE, freshPage, SLOWNESS } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { parts } from './helpers/shadow.ts';

/** The element of the shadow root that has focus, or null. */
const focused = (el: HTMLElement) => el.shadowRoot!.activeElement as HTMLElement | null;

/** Presses Tab (with Shift when `back`) and waits for focus to move. */
async function tab(back = false): Promise<void> {
  const from = document.activeElement === document.body ? null : document.activeElement;
  const inner = (from as HTMLElement | null)?.shadowRoot?.activeElement ?? null;
  if (back) await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  if (back) await sendKeys({ up: 'Shift' });
  await waitFor(
    () => document.activeElement !== from || from?.shadowRoot?.activeElement !== inner,
    2000,
    'focus to move',
  );
}

/** Presses `key` and waits until `check` holds. */
async function press(key: string, check: () => unknown, what: string): Promise<void> {
  await sendKeys({ press: key });
  await waitFor(check, 2000, what);
}

/** Buttons before and after the element, to walk from and to. */
function around(el: HTMLElement): { before: HTMLButtonElement; after: HTMLButtonElement } {
  const before = document.createElement('button');
  before.textContent = 'до';
  const after = document.createElement('button');
  after.textContent = 'после';
  el.before(before);
  el.after(after);
  return { before, after };
}

/** Tab stops inside `el` on the way from `before` to `after` (at most 1,000 presses). */
async function tabStops(el: HTMLElement, before: HTMLElement, after: HTMLElement) {
  before.focus();
  let inside = 0;
  for (let i = 0; i < 1000 && document.activeElement !== after; i++) {
    await tab();
    if (document.activeElement === el) inside++;
  }
  expect(document.activeElement).to.equal(after);
  return inside;
}

describe('<biz-comments>: screen readers and keyboard', () => {
  let spacer: HTMLElement | null = null;
  beforeEach(freshPage);
  afterEach(() => {
    spacer?.remove();
    spacer = null;
    window.scrollTo(0, 0);
  });

  it('every comment exposes its vote and reply buttons, however far below the viewport', async function () {
    // Mounting waits for every slice of the list, then axe reads 40 comments.
    this.timeout(20_000 * SLOWNESS);
    spacer = document.createElement('div');
    spacer.style.height = '6000px';
    document.body.prepend(spacer);
    window.scrollTo(0, 0);
    const el = await mountComments();
    const articles = parts(el, 'comment');
    expect(articles).to.have.length(40);
    expect(el.getBoundingClientRect().top).to.be.greaterThan(2 * innerHeight);
    for (const article of articles) {
      const own = (name: string) =>
        article.querySelector<HTMLButtonElement>(`:scope > [part~=${name}]`);
      expect(own('reply'), article.id).to.not.equal(null);
      expect(own('plus'), article.id).to.not.equal(null);
      expect(own('minus'), article.id).to.not.equal(null);
      expect(own('react'), article.id).to.not.equal(null);
    }
    // The accessibility tree itself where the driver offers it: Chromium (CDP). Firefox over
    // WebDriver BiDi and WebKitGTK over WebDriver classic have no accessibility-tree command, so
    // there the DOM and ARIA checks above stand for it (the engine is the run's, not sniffed).
    type AxNode = { role: string; name: string; children: AxNode[] };
    const tree = ENGINE === 'chromium' ? ((await a11ySnapshot({})) as unknown as AxNode) : null;
    if (tree) {
      const named = (prefix: string) => {
        const found: string[] = [];
        findAccessibilityNode<AxNode>(tree, (node) => {
          if (node.role === 'button' && node.name.startsWith(prefix)) found.push(node.name);
          return false;
        });
        return found;
      };
      expect(named('Ответить: ')).to.have.length(40);
      expect(named('Плюс комментарию: ')).to.have.length(40);
      expect(named('Минус комментарию: ')).to.have.length(40);
    }
    await accessible(el);
  });

  it('names each comment «Комментарий» or «Ответ», describes it by its author and date, and each control uniquely', async () => {
    const el = await mountComments();
    const articles = parts(el, 'comment');
    for (const article of articles) {
      const heading = article.querySelector(':scope > h3')!;
      const author = heading.textContent!;
      // Named by a word that repeats nothing inside; who and when are its description.
      expect(article.getAttribute('aria-label')).to.be.oneOf(['Комментарий', 'Ответ']);
      expect(article.getAttribute('aria-describedby')!.split(' ').slice(0, 2)).to.deep.equal([
        heading.id,
        article.querySelector(':scope > a[part~=permalink]')!.id,
      ]);
      const reply = article.querySelector(':scope > [part~=reply]')!;
      expect(reply.getAttribute('aria-label')!.startsWith(`Ответить: ${author}`)).to.equal(true);
    }
    expect(
      comment(el, '5001').querySelector(':scope > [part~=plus]')!.getAttribute('aria-label'),
    ).to.match(/^Плюс комментарию: Игорь Петров/);
    for (const name of ['reply', 'plus', 'minus', 'react', 'toggle-branch']) {
      const labels = parts(el, name).map((b) => b.getAttribute('aria-label'));
      expect(labels.length, name).to.be.greaterThan(0);
      expect(new Set(labels).size, `${name} names are unique`).to.equal(labels.length);
    }
    // A top-level comment is «Комментарий», one below another «Ответ».
    expect(comment(el, '5001').getAttribute('aria-label')).to.equal('Комментарий');
    const replies = articles.filter((a) => a.parentElement!.closest('article'));
    expect(replies.length).to.be.greaterThan(0);
    for (const reply of replies) expect(reply.getAttribute('aria-label')).to.equal('Ответ');
  });

  it('a keyboard walk passes the 40 comments in a few Tab stops', async function () {
    this.timeout(60_000 * SLOWNESS); // before the roving tabindex this walk took ~300 presses
    const el = await mountComments();
    const { before, after } = around(el);
    const stops = await tabStops(el, before, after);
    console.log(`Tab stops inside <biz-comments> with 40 comments: ${stops}`);
    expect(stops).to.be.at.most(8);
    // Back in with Shift+Tab: the current comment is the list's one stop.
    after.focus();
    await tab(true);
    expect(focused(el)).to.equal(comment(el, '5001'));
  });

  it('arrow keys move between comments and through the controls of one', async () => {
    const el = await mountComments();
    const order = ids(el);
    const first = comment(el, order[0]!);
    first.focus();
    expect(first.tabIndex).to.equal(0);
    await press('ArrowDown', () => focused(el) === comment(el, order[1]!), 'next comment');
    await press('ArrowDown', () => focused(el) === comment(el, order[2]!), 'next comment');
    await press('ArrowUp', () => focused(el) === comment(el, order[1]!), 'previous comment');
    // The comment focused last is the list's Tab stop, the others are not.
    await waitFor(() => comment(el, order[1]!).tabIndex === 0, 2000, 'roving tabindex');
    expect(parts(el, 'comment').filter((c) => c.tabIndex === 0)).to.have.length(1);
    await press('End', () => focused(el) === comment(el, order.at(-1)!), 'last comment');
    await press('Home', () => focused(el) === first, 'first comment');

    // Into the comment: its controls in order, Escape back out.
    const own = [...first.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (c) => c.closest('[part~=comment]') === first,
    );
    expect(own[0]!.matches('[part~=permalink]')).to.equal(true);
    await press('ArrowRight', () => focused(el) === own[0], 'first control');
    await press('ArrowRight', () => focused(el) === own[1], 'second control');
    await press('ArrowLeft', () => focused(el) === own[0], 'back to the first control');
    await press('End', () => focused(el) === own.at(-1), 'last control');
    await press('Escape', () => focused(el) === first, 'back to the comment');
    await press('Enter', () => focused(el) === own[0], 'Enter enters the comment');
    // Inside a comment, Tab walks its controls (they join the Tab order) …
    await waitFor(() => own[1]!.tabIndex === 0, 2000, 'controls in the Tab order');
    await tab();
    expect(focused(el)).to.equal(own[1]);
    // … and ↓ goes on to the next comment, whose controls stay out of the Tab order.
    await press('ArrowDown', () => focused(el) === comment(el, order[1]!), 'next comment');
    await waitFor(() => own[1]!.tabIndex === -1, 2000, 'controls out of the Tab order');
    const second = comment(el, order[1]!).querySelector<HTMLElement>(':scope > [part~=plus]')!;
    expect(second.tabIndex).to.equal(-1);
  });

  it('hiding the branch that holds the current comment keeps the list a Tab stop', async () => {
    const el = await mountComments();
    const { before, after } = around(el);
    comment(el, '5001').focus();
    await press('ArrowDown', () => focused(el) === comment(el, '5002'), 'the reply');
    await waitFor(() => comment(el, '5002').tabIndex === 0, 2000, 'the reply is the Tab stop');
    // With the mouse (a click that does not move focus): the branch of 5001 is hidden.
    comment(el, '5001').querySelector<HTMLButtonElement>(':scope > [part~=toggle-branch]')!.click();
    await waitFor(() => !el.shadowRoot!.getElementById('comment-5002'), 2000, 'branch hidden');
    await waitFor(() => comment(el, '5001').tabIndex === 0, 2000, 'the comment is the Tab stop');
    expect(await tabStops(el, before, after)).to.be.at.most(8);
  });

  it('skip links move focus to the form and past the comments', async () => {
    const el = await mountComments();
    const { before, after } = around(el);
    before.focus();
    await tab();
    const [toForm, skip] = parts(el, 'skip-link');
    expect(focused(el)).to.equal(toForm);
    expect(toForm!.textContent).to.equal('Перейти к форме комментария');
    expect(toForm!.getBoundingClientRect().width).to.be.greaterThan(20);
    await press(
      'Enter',
      () => focused(el) === el.shadowRoot!.querySelector('[part~=textarea]'),
      'the comment field',
    );
    before.focus();
    await tab();
    await tab();
    expect(focused(el)).to.equal(skip);
    expect(skip!.textContent).to.equal('Пропустить комментарии');
    const end = el.shadowRoot!.getElementById('comments-end')!;
    await press('Enter', () => focused(el) === end, 'the end of the comments');
    expect(end.textContent).to.equal('Конец комментариев');
    expect(location.hash).to.equal('');
    await tab();
    expect(document.activeElement).to.equal(after);
    await accessible(el);
  });

  it('right after a 500-comment render, every comment’s «Ответить», «+», «−» and reactions button is there with its name', async function () {
    this.timeout(60_000 * SLOWNESS); // 500 comments rendered slice by slice, then read whole
    const nodes = Array.from({ length: 500 }, (_, i) =>
      commentNode(
        {
          'comment-id': 9000 + i,
          'parent-id': i % 5 === 0 ? 0 : 9000 + i - (i % 5),
          author: `Читатель ${i}`,
          timestamp: 1760000000 + i,
          rating: i % 7,
          emoji: i % 3 ? '{"like":2}' : '{}',
          status: 'active',
        },
        `Мнение номер ${i} о бюджете области.`,
      ),
    );
    worker.use(http.get('*/comments/list/:id', () => HttpResponse.html(serverHtml(nodes))));
    try {
      const el = await mountComments(); // waits until the feed is no longer busy
      const articles = parts(el, 'comment');
      expect(articles).to.have.length(500);
      for (const article of articles) {
        const who = article.querySelector(':scope > h3')!.textContent!;
        const own = (name: string) =>
          article.querySelector<HTMLButtonElement>(`:scope > [part~=${name}]`);
        for (const [name, prefix] of [
          ['reply', 'Ответить: '],
          ['plus', 'Плюс комментарию: '],
          ['minus', 'Минус комментарию: '],
          ['react', 'Добавить реакцию'],
        ] as const) {
          const button = own(name);
          expect(button, `${name} of ${article.id}`).to.not.equal(null);
          const label = button!.getAttribute('aria-label')!;
          expect(label.startsWith(prefix) && label.includes(who), label).to.equal(true);
        }
      }
      // The accessibility tree itself where the driver offers it (Chromium, over CDP).
      type AxNode = { role: string; name: string; children: AxNode[] };
      const tree = ENGINE === 'chromium' ? ((await a11ySnapshot({})) as unknown as AxNode) : null;
      if (tree) {
        const count = (prefix: string) => {
          let n = 0;
          findAccessibilityNode<AxNode>(tree, (node) => {
            if (node.role === 'button' && node.name.startsWith(prefix)) n++;
            return false;
          });
          return n;
        };
        expect(count('Ответить: ')).to.equal(500);
        expect(count('Плюс комментарию: ')).to.equal(500);
        expect(count('Минус комментарию: ')).to.equal(500);
        expect(count('Добавить реакцию')).to.equal(500);
      }
    } finally {
      worker.resetHandlers();
    }
  });
});
