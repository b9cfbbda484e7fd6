/**
 * Reads comments from sanitized HTML (the markup contract in src/api/schemas/comment-markup.ts)
 * and from /comments/new JSON, into one typed shape validated by the same zod schema.
 * A malformed item is skipped and described in `skipped`; it never stops the others.
 */
import * as z from 'zod/mini';
import { CommentMarkup } from '../../src/api/schemas/comment-markup.ts';
import type { CommentsNewAnswer } from '../../src/api/schemas/comments-new.ts';
import type { Sanitizer } from '../../src/services/sanitizer.ts';

/** A comment ready to render. */
export interface Comment extends CommentMarkup {
  /** The sanitized message: an element whose children are the message HTML (moved into the tree). */
  message: Element;
  /** The reader's vote remembered when the comment arrived (the server's sum already counts it). */
  baseVote?: string | undefined;
  /** The reader's emoji remembered when the comment arrived (the server's counts include it). */
  baseEmoji?: string | undefined;
}

/** What a read found. */
export interface Parsed {
  comments: Comment[];
  /** One line per skipped item: which and why (for `biz-error` and the console). */
  skipped: string[];
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

function check(raw: Record<string, string | undefined>, message: Element | null, out: Parsed) {
  const result = z.safeParse(CommentMarkup, raw);
  if (result.success && message) {
    out.comments.push({ ...result.data, message });
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

/**
 * The comments that are direct children of `root`, a sanitized fragment (a fetched list or an
 * embed). Only direct children count, so a message cannot smuggle in a look-alike comment.
 */
export function readComments(root: ParentNode): Parsed {
  const out: Parsed = { comments: [], skipped: [] };
  for (const el of Array.from(root.children)) {
    if (el instanceof HTMLElement && el.classList.contains('biz-comment')) {
      readItem(el, el.querySelector(':scope > .biz-comment__message'), out);
    } else out.skipped.push(`unexpected <${el.localName}> in the list`);
  }
  return out;
}

/**
 * The comments the page rendered inside the tag (its direct children). Their attributes are read
 * where they are (strings, validated); their messages are never reused: they are serialized and
 * sanitized in one pass, each in a numbered wrapper, and the sanitized copies are shown.
 */
export function readLightComments(host: Element, sanitizer: Sanitizer): Parsed {
  const out: Parsed = { comments: [], skipped: [] };
  const list = items(host);
  if (list.length === 0) return out;
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
  const out: Parsed = { comments: [], skipped: [] };
  for (const [group, list] of Object.entries(answer)) {
    for (const c of list) {
      const message = document.createElement('div');
      message.className = 'biz-comment__message';
      message.append(sanitizer.toFragment(c.message, 'reader'));
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
  out.comments.sort((a, b) => a.timestamp - b.timestamp);
  return out;
}
