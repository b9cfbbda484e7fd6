/**
 * Shared setup of the `<biz-comments>` tests: mounting, finding a comment and its controls
 * (rendered once a comment is near the viewport), signing in, and building server markup with
 * DOM APIs (never innerHTML).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { db, worker } from '../../mocks/browser.ts';
import { SLICE_MAX } from '../../src/comments/slices.ts';
import { auth } from '../../src/services/auth.ts';
import { freshPage } from './helpers.ts';
import { nextFrame, waitFor } from './helpers/wait.ts';
import { parts } from './helpers/shadow.ts';

/**
 * Call in a `describe`: each of its tests starts on a fresh page with nobody signed in, and ends
 * with the demo backend's one-off answers dropped and nobody signed in.
 */
export function signedOutEachTest(): void {
  beforeEach(async () => {
    await freshPage();
    auth().logout();
  });
  afterEach(() => {
    worker.resetHandlers();
    auth().logout();
  });
}

/**
 * Mounts `<biz-comments>` (article 1024 unless told) and waits until it has read its list, for at
 * most `readMs` (scaled by SLOWNESS; a list of thousands of comments takes longer to read).
 */
export async function mountComments(
  attrs: Record<string, string> = {},
  children: Node[] = [],
  ready = true,
  readMs = 4000,
): Promise<HTMLElement> {
  const box = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement('biz-comments');
  el.setAttribute('article-id', '1024');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  el.append(...children);
  box.append(el);
  if (ready) {
    await waitFor(
      () => el.shadowRoot?.querySelector('[part~=count]') && el.shadowRoot.querySelector('form'),
      readMs,
      'comments read',
    );
    // The list renders slice by slice while the reader reads: the feed is busy until
    // the last slice is in.
    await waitFor(
      () => el.shadowRoot?.querySelector('.list')?.getAttribute('aria-busy') !== 'true',
      20_000,
      'every slice rendered',
    );
  }
  return el;
}

/** The comment `id` in the element's shadow root. */
export function comment(el: Element, id: string): HTMLElement {
  const found = el.shadowRoot?.getElementById(`comment-${id}`);
  if (!found) throw new Error(`no comment ${id}`);
  return found;
}

/** A control of comment `id` (scrolled near the viewport so its controls exist). */
export async function control<T extends HTMLElement = HTMLButtonElement>(
  el: Element,
  id: string,
  name: string,
): Promise<T> {
  const article = comment(el, id);
  // Scrolled again while waiting, as a reader would: comments above it that render meanwhile
  // (content-visibility placeholders taking their real height) can push it out of reach.
  return waitFor(
    () => {
      const found = article.querySelector<T>(`:scope > [part~="${name}"]`);
      if (!found) article.scrollIntoView({ block: 'center' });
      return found;
    },
    3000,
    `${name} of comment ${id}`,
  );
}

/** All controls named `name` of comment `id` (its own, not its replies'). */
export const controls = (el: Element, id: string, name: string) =>
  Array.from(
    comment(el, id).querySelectorAll<HTMLButtonElement>(
      `:scope > [part~="${name}"], :scope > .picker > [part~="${name}"]`,
    ),
  );

/**
 * The emoji buttons of comment `id`'s picker, opening it first when it is closed (the
 * picker exists only while open; the reactions button shows the counts).
 */
export async function picker(el: Element, id: string): Promise<HTMLButtonElement[]> {
  const toggle = await control(el, id, 'react');
  if (toggle.getAttribute('aria-expanded') !== 'true') toggle.click();
  return waitFor(
    () => {
      const found = controls(el, id, 'emoji');
      return found.length === 5 ? found : null;
    },
    3000,
    `the emoji picker of comment ${id}`,
  );
}

/** What comment `id`'s reactions button says of the counts: «Нравится: 8, Удивительно: 1». */
export async function reactionSummary(el: Element, id: string): Promise<string> {
  const label = (await control(el, id, 'react')).getAttribute('aria-label') ?? '';
  return /^Добавить реакцию \((.*)\): /.exec(label)?.[1] ?? '';
}

/** The text of a comment's own sum. */
export const sumOf = (el: Element, id: string) =>
  comment(el, id).querySelector(':scope > [part~=rating]')?.textContent;

/** Comment ids in document order. */
export const ids = (el: Element) => parts(el, 'comment').map((c) => c.dataset.commentId);

/** Signs the demo reader in, on the demo backend and in the auth store. */
export function signIn(email = 'reader@example.ru', username = 'Анна Соколова'): void {
  db.session = email;
  auth().login({ username, userpic: '/userpics/sokolova.svg' });
}

/** One comment of the markup contract, built with DOM APIs. */
export function commentNode(
  attrs: Record<string, string | number>,
  ...paragraphs: string[]
): HTMLElement {
  const article = document.createElement('article');
  article.className = 'biz-comment';
  const defaults = { 'parent-id': 0, author: 'Ирина Белова', userpic: '', anonymous: 0 };
  for (const [name, value] of Object.entries({ ...defaults, ...attrs })) {
    article.setAttribute(`data-${name}`, String(value));
  }
  const message = document.createElement('div');
  message.className = 'biz-comment__message';
  for (const text of paragraphs) {
    const p = document.createElement('p');
    p.textContent = text;
    message.append(p);
  }
  article.append(message);
  return article;
}

/** Serializes nodes as the server would send them (test data only). */
export const serverHtml = (nodes: Node[]) =>
  nodes.map((n) => new XMLSerializer().serializeToString(n)).join('\n');

/** Sets `location.hash` without scrolling or adding history, and announces it. */
export function setHash(hash: string): void {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/** axe with zero violations, once button colours have finished their 0.15 s transition. */
export async function accessible(el: HTMLElement): Promise<void> {
  await nextFrame();
  await expect(el).to.be.accessible();
}

/**
 * Adds `count` top-level comments to article 1024 in the demo backend, ids `firstId`,
 * `firstId + 1`…, each newer than every comment already there.
 * @param message the HTML of the `i`-th one
 */
export function addThreads(count: number, firstId: number, message: (i: number) => string): void {
  const all = [...db.comments.values()];
  const newest = Math.max(...all.map((c) => c.timestamp));
  for (let i = 0; i < count; i += 1) {
    const id = String(firstId + i);
    db.comments.set(id, {
      ...all[0]!,
      id,
      articleId: '1024',
      parentId: '0',
      timestamp: newest + 1 + i,
      message: message(i),
      status: 'active',
    });
  }
}

/**
 * A large thread, first in the list (the oldest) or with `last` last (the newest): root `firstId`
 * and `replies` replies, in runs of four (each run a reply to the root and three replies down
 * from it), so that the thread's order on screen is the order of the ids.
 */
export function addLargeThread(firstId: number, replies: number, last = false): void {
  const all = [...db.comments.values()];
  const start = last
    ? Math.max(...all.map((c) => c.timestamp)) + 1
    : Math.min(...all.map((c) => c.timestamp)) - 1000;
  for (let i = 0; i <= replies; i += 1) {
    const id = String(firstId + i);
    const parentId = i === 0 ? '0' : String(i % 4 === 1 ? firstId : firstId + i - 1);
    db.comments.set(id, {
      ...all[0]!,
      id,
      articleId: '1024',
      parentId,
      timestamp: start + i,
      message: `<p>Реплика ${i} в большой ветке о налогах области.</p>`,
      status: 'active',
    });
  }
}

/**
 * Counts the comments each commit adds (or removes) in `el`'s shadow root, one entry per
 * mutation batch with any: a whole thread at once would be one long task.
 * @returns the counts so far, and `stop` to stop watching
 */
export function commentsPerCommit(
  el: HTMLElement,
  which: 'addedNodes' | 'removedNodes',
): { counts: number[]; stop: () => void } {
  const counts: number[] = [];
  const watch = new MutationObserver((records) => {
    let n = 0;
    for (const r of records)
      for (const node of r[which])
        if (node instanceof Element)
          n +=
            Number(node.matches('[part~=comment]')) +
            node.querySelectorAll('[part~=comment]').length;
    if (n) counts.push(n);
  });
  watch.observe(el.shadowRoot!, { childList: true, subtree: true });
  return { counts, stop: () => watch.disconnect() };
}

/**
 * The viewport top of `el` (px) once the layout has settled: the same, within 1 px, for five
 * frames in a row (at most 200 frames).
 */
async function settledTop(el: Element): Promise<number> {
  let top = NaN;
  for (let steady = 0, i = 0; steady < 5 && i < 200; i += 1) {
    await nextFrame();
    const now = el.getBoundingClientRect().top;
    steady = Math.abs(now - top) < 1 ? steady + 1 : 0;
    top = now;
  }
  return top;
}

/**
 * Watches the comments each commit adds to `el`'s shadow root while `meanwhile` runs and until
 * the whole list is in ({@link wholeList}), then asserts that no commit added more than a slice
 * may hold (twice `SLICE_MAX`, src/comments/slices.ts `nextCut`): a large thread in one commit
 * would be one long task.
 */
export async function expectSlices(el: HTMLElement, meanwhile: () => Promise<unknown>) {
  const { counts, stop } = commentsPerCommit(el, 'addedNodes');
  try {
    await meanwhile();
    await wholeList(el);
  } finally {
    stop();
  }
  expect(counts.length, 'commits that added comments').to.be.above(1);
  expect(Math.max(...counts), `comments added per commit: ${counts.join(' ')}`).to.be.at.most(
    2 * SLICE_MAX,
  );
}

/**
 * Asserts that `el`, once the layout has settled ({@link settledTop}), has its top within the
 * viewport; `label` names the check in a failure ('still in view').
 */
export async function expectInView(el: Element, label = 'still in view'): Promise<void> {
  const top = await settledTop(el);
  expect(top, label).to.be.at.least(0);
  expect(top, label).to.be.below(window.innerHeight);
}

/**
 * Asserts what a permalink's reader still has once the whole list `el` is in: every comment
 * shown once, comment `id` focused and its top in view.
 */
export async function expectStillLanded(el: HTMLElement, id: string): Promise<void> {
  expect(ids(el), 'no comment twice').to.have.length(new Set(ids(el)).size);
  expect(el.shadowRoot!.activeElement?.id, 'still focused').to.equal(`comment-${id}`);
  await expectInView(comment(el, id));
}

/**
 * The heading's count at the moment comment `id` takes focus in `el`'s shadow root: a promise
 * of its text, or null when the count is not shown yet (the list still being read). Rejects
 * through {@link waitFor} when the comment is not focused within 10 s.
 */
export async function countWhenFocused(el: HTMLElement, id: string): Promise<string | null> {
  let countThen: string | null | undefined;
  el.addEventListener('focusin', () => {
    if (countThen === undefined && el.shadowRoot!.activeElement?.id === `comment-${id}`) {
      countThen = el.shadowRoot!.querySelector('[part~=count]')?.textContent ?? null;
    }
  });
  await waitFor(() => countThen !== undefined, 10_000, 'the target focused');
  return countThen ?? null;
}

/** Comment `id` in `el` once it has focus (a permalink opened it); rejects after 5 s. */
export function focusedComment(el: HTMLElement, id: string): Promise<HTMLElement> {
  return waitFor(
    () => (el.shadowRoot!.activeElement?.id === `comment-${id}` ? comment(el, id) : null),
    5000,
    'the target focused',
  );
}

/** Resolves once `el`'s feed is no longer `aria-busy` (the whole list rendered); rejects after 20 s. */
export async function wholeList(el: HTMLElement): Promise<void> {
  const feed = el.shadowRoot!.querySelector('[role=feed]')!;
  await waitFor(() => feed.getAttribute('aria-busy') === 'false', 20_000, 'the whole list');
}
