/** Comments read from sanitized HTML or /comments/new JSON; a bad item is skipped, never fatal. */
import * as z from 'zod/mini';
import { CommentMarkup } from '../api/schemas/comment-markup.ts';
import type { CommentsNewAnswer } from '../api/schemas/comments-new.ts';
import { CAPS, capList, capText } from '../api/caps.ts';
import type { Sanitizer, SplitPart } from '../services/sanitizer.ts';
import { nextTask } from '../element/yield.ts';
import { COMMENT_ID, findThread, type Found, type PartIds } from './jump.ts';

/** A comment ready to render. */
export interface Comment extends CommentMarkup {
  /** The sanitized message's nodes, moved into the tree (never re-serialised). */
  message: readonly ChildNode[];
  /** The reader's vote and emoji when the comment arrived (the server's counts include them). */
  baseVote?: string | undefined;
  baseEmoji?: string | undefined;
  /** Its place in a /comments/list answer (0-based), when read from one: the thread's order. */
  at?: number | undefined;
}

/** What a read found. */
export interface Parsed {
  comments: Comment[];
  /** One line per skipped item: which and why (for `biz-error` and the console). */
  skipped: string[];
  /** The answer had more than the caps let through (CAPS.comments, CAPS.listHtmlChars). */
  cut?: boolean;
  /** How many comments the answer had, when it was cut and the number is known. */
  total?: number;
  /** How many messages were cut to CAPS.messageChars characters. */
  clipped: number;
  /**
   * A permalink's comment (or one above it) read ahead of the parse was not what the parse found
   * there (src/comments/jump.ts): what `first` got is not a part of `comments`; show them anew.
   */
  misread?: boolean;
}

/** Cuts the text of `root` after `max` characters; returns whether anything was cut. */
function clipText(root: Node, max: number): boolean {
  if ((root.textContent ?? '').length <= max) return false;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let seen = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = (node as Text).length;
    if (seen + length > max) {
      const range = document.createRange();
      range.setStart(node, max - seen);
      range.setEndAfter(root.lastChild!);
      range.deleteContents();
      (node as Text).appendData('…');
      return true;
    }
    seen += length;
  }
  return false;
}

const FIELDS = {
  id: 'commentId',
  parent_id: 'parentId',
  author: 'author',
  userpic: 'userpic',
  is_anonymous: 'anonymous',
  timestamp: 'timestamp',
  rating: 'rating',
  emoji: 'emoji',
  status: 'status',
  article_id: 'articleId',
} as const;

const blank = (node: Node) => node.nodeType === Node.TEXT_NODE && !node.textContent?.trim();

/** A message's nodes: an opening bare `<p>` unwrapped (a node less), the next `<p>` `spaced`. */
function shownNodes(message: Element): ChildNode[] {
  const all = Array.from(message.childNodes);
  const [lead, next] = all.filter((node) => !blank(node));
  if (lead?.nodeName !== 'P' || (lead as Element).attributes.length) return all;
  if (!next) return Array.from(lead.childNodes);
  if (next.nodeName !== 'P') return all;
  (next as Element).classList.add('spaced');
  return [...Array.from(lead.childNodes), ...all.slice(all.indexOf(next))];
}

function check(raw: Record<string, string | undefined>, message: Element | null, out: Parsed) {
  const result = z.safeParse(CommentMarkup, raw);
  if (result.success && message) {
    if (clipText(message, CAPS.messageChars)) out.clipped++;
    // Detached: left in the parsed answer, each message kept that whole tree alive.
    message.remove();
    out.comments.push({ ...result.data, message: shownNodes(message) });
  } else {
    const issue = result.error?.issues[0];
    const why = issue ? `${issue.path.join('.')}: ${issue.message}` : 'no .biz-comment__message';
    out.skipped.push(`comment ${raw.id ?? '?'}: ${why}`);
  }
}

function readItem(el: HTMLElement, message: Element | null | undefined, out: Parsed) {
  const raw: Record<string, string | undefined> = {};
  for (const [field, name] of Object.entries(FIELDS)) raw[field] = el.dataset[name];
  raw.link = el.querySelector(':scope > .biz-comment__link')?.getAttribute('href') ?? undefined;
  check(raw, message ?? null, out);
}

/** The HTML of an element's children, to be sanitized (a reading, never written back). */
const serialize = (el: Element) =>
  (el as Partial<Pick<Element, 'getHTML'>>).getHTML?.() ??
  Array.from(el.childNodes, (n) => new XMLSerializer().serializeToString(n)).join('');

const items = (root: ParentNode) =>
  Array.from(root.children).filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains('biz-comment'),
  );

/** The comments that are direct children of sanitized `root` (so a message cannot fake one). */
export function readComments(
  root: ParentNode,
  out: Parsed = { comments: [], skipped: [], clipped: 0 },
): Parsed {
  for (const el of Array.from(root.children)) {
    if (el instanceof HTMLElement && el.classList.contains('biz-comment')) {
      readItem(el, el.querySelector(':scope > .biz-comment__message'), out);
    } else out.skipped.push(`unexpected <${el.localName}> in the list`);
  }
  return out;
}

/** The comments the page rendered in `host`, shown as sanitized copies (never reused). */
export function readLightComments(host: Element, sanitizer: Sanitizer): Parsed {
  const out: Parsed = { comments: [], skipped: [], clipped: 0 };
  const { items: list, total } = capList(items(host), CAPS.comments);
  if (total === 0) return out;
  if (total > list.length) Object.assign(out, { cut: true, total });
  const html = list
    .map((el, i) => {
      const message = el.querySelector(':scope > .biz-comment__message');
      return message ? `<div data-i="${i}">${serialize(message)}</div>` : '';
    })
    .join('');
  const messages = new Map<string, Element | null>();
  for (const box of Array.from(sanitizer.toFragment(html, 'reader').children)) {
    const i = (box as HTMLElement).dataset.i;
    if (i !== undefined && !messages.has(i)) messages.set(i, box);
  }
  list.forEach((el, i) => readItem(el, messages.get(String(i)), out));
  return out;
}

/** The comments of a /comments/new answer (grouped by parent id), messages sanitized. */
export function readNewComments(answer: CommentsNewAnswer, sanitizer: Sanitizer): Parsed {
  const out: Parsed = { comments: [], skipped: [], clipped: 0 };
  let total = 0;
  for (const [group, list] of Object.entries(answer)) {
    for (const c of list) {
      if (++total > CAPS.comments) continue;
      const message = document.createElement('div');
      message.className = 'biz-comment__message';
      message.append(sanitizer.toFragment(capText(c.message, CAPS.messageChars).text, 'reader'));
      const raw = {
        id: c.id,
        parent_id: c.parent_id ?? group,
        author: c.author,
        userpic: c.userpic ?? undefined,
        is_anonymous: String(Number(c.is_anonymous ?? 0)),
        timestamp: String(c.timestamp),
        rating: String(c.rating),
        emoji: JSON.stringify(c.emoji),
        status: c.status,
      };
      check(raw, message, out);
    }
  }
  if (total > CAPS.comments) Object.assign(out, { cut: true, total });
  out.comments.sort((a, b) => a.timestamp - b.timestamp);
  return out;
}

/** Where the `n`-th (0-based) `<article` starts in `html` (-1: fewer), and how many there are. */
function nthArticle(html: string, n: number): { at: number; count: number } {
  const tag = /<article[\s>]/gi;
  let at = -1;
  let count = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (count === n) at = match.index;
    count++;
  }
  return { at, count };
}

/** How many top-level items are sanitized in one go: a few milliseconds on a mid phone. */
const READ_BATCH = 5;

/** Main-thread ms one task of a long read may sanitize before it yields (~40 ms on a mid phone). */
const READ_TASK_MS = 10;

/** Items read first and shown before the rest: more than a phone's first screen, one short task. */
const READ_FIRST = 10;

/** Characters parsed per step until the first screen is in: ~30 comments, a few ms on a phone. */
const PARSE_STEP_CHARS = 32_768;

/** Characters parsed per step after the first screen: large, as each step has a fixed cost. */
const PARSE_STEP_LATER = 131_072;

/** A part's ids, read unsanitized only to choose what to read first. */
function keysOf(part: SplitPart): PartIds | null {
  const id = part.attr('data-comment-id')?.trim() ?? '';
  if (!COMMENT_ID.test(id)) return null;
  const parent = part.attr('data-parent-id')?.trim() ?? '';
  return { id, parent: COMMENT_ID.test(parent) ? parent : '0' };
}

/** Options of {@link readCommentList}. */
export interface ReadListOptions {
  signal?: AbortSignal | undefined;
  /**
   * Called once with the first slice read, unless the list is empty or fits in it: the first
   * screen, or the thread of `want` alone (the comment and those above it) when `want` is read.
   * Its comments lead `comments`.
   */
  first?: ((parsed: Parsed) => void) | undefined;
  /** A permalink's comment id: read, with its ancestors, into the first slice, alone. */
  want?: string | undefined;
}

/**
 * A permalink's `thread` with the comments of the first screen above it (its top's parent, that
 * one's…) taken out of `out.comments` and put first: else its top, shown alone, would be placed
 * at the top level and stay there when its thread joins (thread.ts `addComments`).
 */
function withAncestors(thread: Comment[], out: Parsed): Comment[] {
  const byId = new Map(out.comments.map((c) => [c.id, c]));
  const lifted: Comment[] = [];
  for (let up = byId.get(thread[0]?.parent_id ?? '0'); up && !lifted.includes(up);) {
    lifted.unshift(up);
    up = byId.get(up.parent_id);
  }
  out.comments = out.comments.filter((c) => !lifted.includes(c));
  return [...lifted, ...thread];
}

/** Part `target` and the parts above it in its thread not yet read (`done`), top first. */
function threadOf(
  target: number,
  keys: readonly (PartIds | null)[],
  index: ReadonlyMap<string, number>,
  done: ReadonlySet<number>,
): number[] {
  const chain = [target];
  for (let up = keys[target]?.parent; up && up !== '0';) {
    const i = index.get(up);
    if (i === undefined || i >= chain[0]! || done.has(i)) break;
    chain.unshift(i);
    up = keys[i]?.parent;
  }
  return chain.filter((i) => !done.has(i));
}

/**
 * Whether comment `id`, part `at` of the parse, was read ahead of it (`found`) as the same part in
 * the same place, so it is not read twice. A guess that differs is dropped from `out`, which is
 * marked misread.
 */
function readEarly(
  found: Found | undefined,
  id: string,
  at: number,
  part: SplitPart,
  out: Parsed,
): boolean {
  if (!found) return false;
  if (found.at === at && found.part.html === part.html) return true;
  out.misread = true;
  out.comments = out.comments.filter((c) => c.id !== id);
  return false;
}

/**
 * The comments of a GET /comments/list answer `html` (capped), parsed inertly in steps and
 * sanitized in batches, in tasks of {@link READ_TASK_MS}; the first screen (with `want`) goes to
 * `first` early. Each keeps its answer position `at`.
 */
export async function readCommentList(
  html: string,
  sanitizer: Sanitizer,
  { signal, first, want }: ReadListOptions = {},
): Promise<Parsed> {
  const out: Parsed = { comments: [], skipped: [], clipped: 0 };
  const read = capText(html, CAPS.listHtmlChars);
  // Only the first CAPS.comments items are parsed: the text is cut before the next `<article`.
  const { at: end, count } = nthArticle(read.text, CAPS.comments);
  const text = end < 0 ? read.text : read.text.slice(0, end);
  await nextTask();
  if (signal?.aborted) return out;
  const splitter = sanitizer.splitter(text, CAPS.comments);
  const parts: SplitPart[] = [];
  /** Part index by the comment id its tag names (the first part naming it). */
  const index = new Map<string, number>();
  const keys: (PartIds | null)[] = [];
  let parsed = false;
  let total = 0;
  /** Parts read (by index), and those read ahead of the parse (by comment id). */
  const done = new Set<number>();
  const early = new Map<string, Found>();
  const parseStep = () => {
    const step = splitter.next(parts.length > READ_FIRST ? PARSE_STEP_LATER : PARSE_STEP_CHARS);
    for (const part of step.parts) {
      const named = keysOf(part);
      if (named && !index.has(named.id)) {
        index.set(named.id, parts.length);
        if (readEarly(early.get(named.id), named.id, parts.length, part, out))
          done.add(parts.length);
      }
      keys.push(named);
      parts.push(part);
    }
    parsed = step.done;
    total = step.total;
  };
  const readParts = (list: readonly number[]) => {
    const from = out.comments.length;
    readComments(sanitizer.partsToFragment(list.map((i) => parts[i]!)), out);
    list.forEach((i) => done.add(i));
    for (const c of out.comments.slice(from)) c.at = index.get(c.id);
  };
  /** Reads `want`'s thread found ahead of the parse (jump.ts); false if `want` is not found. */
  const readAhead = (id: string): boolean => {
    const { chain, above } = findThread(text, id, sanitizer, keysOf, (up) => index.get(up));
    if (!chain.length) return false;
    if (above !== undefined) readParts(threadOf(above, keys, index, done));
    const from = out.comments.length;
    for (const found of chain) early.set(keysOf(found.part)!.id, found);
    readComments(sanitizer.partsToFragment(chain.map((f) => f.part)), out);
    for (const c of out.comments.slice(from)) c.at = early.get(c.id)?.at;
    return true;
  };
  while (!parsed && parts.length <= READ_FIRST) parseStep();
  readParts(Array.from({ length: Math.min(READ_FIRST, parts.length) }, (_, i) => i));
  const screen = out.comments.length;
  // A permalink's comment below the first screen: found ahead of the parse, or parsed on to.
  let ahead = false;
  if (want !== undefined && !index.has(want)) {
    await nextTask(); // the scan and the target's parse in a task of their own
    ahead = !signal?.aborted && readAhead(want);
  }
  if (want !== undefined && !ahead && !out.comments.some((c) => c.id === want)) {
    for (;;) {
      const target = index.get(want);
      if (target !== undefined) readParts(threadOf(target, keys, index, done));
      if (target !== undefined || parsed) break;
      await nextTask();
      if (signal?.aborted) return out;
      const started = performance.now();
      do parseStep();
      while (!index.has(want) && !parsed && performance.now() - started < READ_TASK_MS);
    }
  }
  // A permalink's thread goes first, alone (the reader is taken there), wherever it lies (the whole
  // first screen at once is a task over 100 ms on a mid phone): the first screen joins the rest.
  let thread = out.comments.splice(screen);
  const wanted = want === undefined ? undefined : index.get(want);
  if (!thread.length && wanted !== undefined && out.comments.some((c) => c.id === want)) {
    const chain = new Set(threadOf(wanted, keys, index, new Set()));
    thread = out.comments.filter((c) => c.at !== undefined && chain.has(c.at));
    out.comments = out.comments.filter((c) => !thread.includes(c));
  }
  thread = withAncestors(thread, out);
  out.comments.unshift(...thread);
  if (parts.length > READ_FIRST && first) {
    // Read in one task, rendered in the next: together they make one long task.
    await nextTask();
    if (signal?.aborted) return out;
    const slice = thread.length ? thread : out.comments;
    first({ ...out, comments: [...slice], skipped: [...out.skipped] });
  }
  let cursor = READ_FIRST;
  /** The next parts to read in the answer's order (READ_BATCH at most; none: parse first). */
  const nextParts = (): number[] => {
    while (done.has(cursor)) cursor++;
    const list: number[] = [];
    for (let i = cursor; i < parts.length && list.length < READ_BATCH; i++) {
      if (!done.has(i)) list.push(i);
    }
    return list;
  };
  const looped = done.size < parts.length || !parsed;
  while (done.size < parts.length || !parsed) {
    await nextTask();
    if (signal?.aborted) break;
    const started = performance.now();
    do {
      const list = nextParts();
      if (list.length) readParts(list);
      else parseStep();
    } while ((done.size < parts.length || !parsed) && performance.now() - started < READ_TASK_MS);
  }
  // What is read joins the list in a task of its own, not in the last read's.
  if (looped && !signal?.aborted) await nextTask();
  if (total > parts.length || read.cut || end >= 0) out.cut = true;
  if (out.cut && !read.cut) out.total = Math.max(total, count);
  return out;
}
