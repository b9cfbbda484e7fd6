/**
 * Comments (docs/server-contract.md#comments): list, send, new, rate, emoji, embed.
 *
 * ## HTML markup contract of GET /comments/list/{article_id}?fullpage
 *
 * The answer is a flat list of `<article>` elements, one per published comment, oldest first
 * (a parent always comes before its replies). The tree is rebuilt from `data-parent-id`:
 *
 * ```html
 * <article class="biz-comment" id="comment-{id}" data-comment-id="{id}"
 *   data-parent-id="{parent id, or 0 for a top-level comment}"
 *   data-author="{display name; empty when anonymous}"
 *   data-userpic="{userpic URL; empty when anonymous or none}"
 *   data-anonymous="0|1" data-timestamp="{unix seconds}" data-rating="{integer sum}"
 *   data-emoji='{"like":3,"laugh":0,"wow":1,"sad":0,"angry":0}'
 *   data-status="active">
 *   <div class="biz-comment__message">{message HTML: <p>, <a>, <b>, <i>, <br>}</div>
 * </article>
 * ```
 *
 * Attribute values are HTML-escaped (`data-emoji` is single-quoted JSON, so its `'` would be
 * `&#39;`). An article without comments answers an empty body. Threads go three levels deep.
 *
 * GET /comments/embed/{id} answers the same `<article>` for one comment, with
 * `data-article-id="{article_id}"` and, after the message,
 * `<a class="biz-comment__link" href="/article/{article_id}#comment-{id}">…</a>`.
 *
 * ## Moderation and the live queue
 * A sent comment is stored as pending and answered `{status: 'ok'}`; the demo's "moderator"
 * approves it 30 s later (demo clock), when it shows up in the list and in /comments/new.
 * Queued seed comments are published one every 40 s since the store was made
 * (`publishQueuedComment()` publishes one at once, for tests and the demo panel).
 */
import { HttpResponse } from 'msw';
import { db, demoNow, demoNowSec, emptyEmoji, sessionUser, type StoredComment } from '../db.ts';
import * as calls from '../../src/api/calls.ts';
import { route } from '../route.ts';
import { EMOJI_IDS, type EmojiId } from '../seed/comments.ts';
import { errorAnswer, escapeHtml, str, textToHtml } from '../util.ts';

/** Seconds between two published queue comments. */
export const QUEUE_INTERVAL_SEC = 40;
/** How long the demo moderator takes to approve a sent comment, in ms. */
export const MODERATION_DELAY_MS = 30_000;
/** Longest accepted comment, in characters. */
const MAX_COMMENT_LENGTH = 5000;
/** Shortest accepted comment, in characters (docs/behaviour.md#comments: the textarea's minlength, default 3). */
const MIN_COMMENT_LENGTH = 3;

/** The reasons a report may give (docs/server-contract.md#comments). */
const REPORT_REASONS = ['spam', 'abuse', 'offtopic', 'other'];

function publishNext(timestamp: number): StoredComment | null {
  const next = db.commentQueue.shift();
  if (!next) return null;
  db.commentQueueReleased += 1;
  const user = next.author
    ? ([...db.users.values()].find((u) => u.nickname === next.author) ?? null)
    : null;
  const comment: StoredComment = {
    id: String(db.nextCommentId++),
    articleId: next.articleId,
    parentId: String(next.parent),
    author: user?.username ?? '',
    userpic: user?.userpic ?? '',
    anonymous: !user,
    authorEmail: user?.email ?? null,
    timestamp,
    rating: 0,
    emoji: emptyEmoji(),
    message: next.html,
    status: 'active',
  };
  db.comments.set(comment.id, comment);
  return comment;
}

/** Publishes queued comments that are due and approves pending ones whose time has come. */
export function syncComments(): void {
  const startSec = Math.floor(db.startedAt / 1000);
  const now = demoNowSec();
  while (db.commentQueue.length > 0) {
    const due = startSec + (db.commentQueueReleased + 1) * QUEUE_INTERVAL_SEC;
    if (due > now) break;
    publishNext(due);
  }
  const nowMs = demoNow();
  for (const c of db.comments.values()) {
    if (c.status === 'pending' && c.approveAt !== undefined && c.approveAt <= nowMs) {
      c.status = 'active';
      c.timestamp = Math.floor(c.approveAt / 1000);
      delete c.approveAt;
    }
  }
}

/** Publishes the next queued comment now (tests, demo panel); null when the queue is empty. */
export function publishQueuedComment(): StoredComment | null {
  syncComments();
  return publishNext(demoNowSec());
}

/** Approves every pending comment now; returns how many. */
export function approvePendingComments(): number {
  let n = 0;
  const now = demoNowSec();
  for (const c of db.comments.values()) {
    if (c.status === 'pending') {
      c.status = 'active';
      c.timestamp = now;
      delete c.approveAt;
      n += 1;
    }
  }
  return n;
}

/** Published comments of an article, oldest first. */
function publishedComments(articleId: string): StoredComment[] {
  return [...db.comments.values()]
    .filter((c) => c.articleId === articleId && c.status === 'active')
    .sort((a, b) => a.timestamp - b.timestamp || Number(a.id) - Number(b.id));
}

/** One comment in the markup contract (see the top of this file). */
function renderComment(c: StoredComment, embed = false): string {
  const emoji = JSON.stringify(c.emoji).replace(/[&<>']/g, (ch) => escapeHtml(ch));
  const attrs = [
    `class="biz-comment"`,
    `id="comment-${escapeHtml(c.id)}"`,
    `data-comment-id="${escapeHtml(c.id)}"`,
    `data-parent-id="${escapeHtml(c.parentId)}"`,
    `data-author="${c.anonymous ? '' : escapeHtml(c.author)}"`,
    `data-userpic="${c.anonymous ? '' : escapeHtml(c.userpic)}"`,
    `data-anonymous="${c.anonymous ? 1 : 0}"`,
    `data-timestamp="${c.timestamp}"`,
    `data-rating="${c.rating}"`,
    `data-emoji='${emoji}'`,
    `data-status="${c.status === 'active' ? 'active' : 'pending'}"`,
  ];
  let link = '';
  if (embed) {
    attrs.push(`data-article-id="${escapeHtml(c.articleId)}"`);
    const article = db.articles.find((a) => String(a.article_id) === c.articleId);
    const title = article ? `Обсуждение: «${article.title}»` : 'Перейти к обсуждению';
    link = `<a class="biz-comment__link" href="/article/${encodeURIComponent(c.articleId)}#comment-${encodeURIComponent(c.id)}">${escapeHtml(title)}</a>`;
  }
  return `<article ${attrs.join(' ')}><div class="biz-comment__message">${c.message}</div>${link}</article>`;
}

/** A comment as JSON (src/api/schemas/comments-new.ts). */
function commentJson(c: StoredComment) {
  return {
    id: Number(c.id),
    parent_id: Number(c.parentId),
    author: c.anonymous ? '' : c.author,
    userpic: c.anonymous ? null : c.userpic || null,
    message: c.message,
    is_anonymous: c.anonymous ? 1 : 0,
    timestamp: c.timestamp,
    rating: c.rating,
    emoji: { ...c.emoji },
    status: c.status,
  };
}

function findPublished(id: string): StoredComment | null {
  const c = db.comments.get(id);
  return c && c.status === 'active' ? c : null;
}

export const commentHandlers = [
  // GET /comments/list/{article_id}?fullpage → HTML (contract above).
  route(calls.commentsList, ({ params }) => {
    syncComments();
    const html = publishedComments(String(params.article_id))
      .map((c) => renderComment(c))
      .join('\n');
    return HttpResponse.html(html);
  }),

  // POST /comments/send: article_id, message, parent_id, token, is_anonymous → status.
  route(calls.sendComment, ({ fields }) => {
    syncComments();
    const articleId = str(fields.article_id).trim();
    const text = str(fields.message);
    if (!articleId) return { status: 'error', message: 'Не указана статья' };
    if (text.trim().length < MIN_COMMENT_LENGTH) {
      return { status: 'error', message: 'Комментарий слишком короткий' };
    }
    if (text.length > MAX_COMMENT_LENGTH) {
      return {
        status: 'error',
        message: `Комментарий длиннее ${MAX_COMMENT_LENGTH} символов`,
      };
    }
    const parentId = str(fields.parent_id).trim() || '0';
    if (parentId !== '0') {
      const parent = findPublished(parentId);
      if (!parent || parent.articleId !== articleId) {
        return { status: 'error', message: 'Комментарий, на который вы отвечаете, не найден' };
      }
    }
    const user = sessionUser();
    if (user?.status === 'not_active') return { status: 'not_active' };
    const anonymous = !user || str(fields.is_anonymous) === '1';
    const comment: StoredComment = {
      id: String(db.nextCommentId++),
      articleId,
      parentId,
      author: anonymous ? '' : (user?.username ?? ''),
      userpic: anonymous ? '' : (user?.userpic ?? ''),
      anonymous,
      authorEmail: user?.email ?? null,
      timestamp: demoNowSec(),
      rating: 0,
      emoji: emptyEmoji(),
      message: textToHtml(text),
      status: 'pending',
      approveAt: demoNow() + MODERATION_DELAY_MS,
    };
    db.comments.set(comment.id, comment);
    return { status: 'ok', message: 'Комментарий отправлен на модерацию', id: Number(comment.id) };
  }),

  // POST /comments/new: article_id, timestamp → { parentId: [comment, ...] } newer than timestamp.
  route(calls.newComments, ({ fields }) => {
    syncComments();
    const articleId = str(fields.article_id).trim();
    if (!articleId) return errorAnswer('Не указана статья');
    const since = Number(str(fields.timestamp)) || 0;
    const out: Record<string, ReturnType<typeof commentJson>[]> = {};
    for (const c of publishedComments(articleId)) {
      if (c.timestamp <= since) continue;
      (out[c.parentId] ??= []).push(commentJson(c));
    }
    return out;
  }),

  // POST /comments/rate: comment_id, token, rating, local_ip. One vote per token, switchable.
  route(calls.rateComment, ({ fields }) => {
    const id = str(fields.comment_id);
    const token = str(fields.token);
    const rating = Number(fields.rating);
    if (!id || !token || (rating !== 1 && rating !== -1)) return errorAnswer('Неверный запрос');
    const comment = findPublished(id);
    if (!comment) return errorAnswer('Комментарий не найден', 404);
    const key = `${id}:${token}`;
    const previous = db.commentVotes.get(key) ?? 0;
    comment.rating += rating - previous;
    db.commentVotes.set(key, rating as 1 | -1);
    return { status: 'ok', rating: comment.rating };
  }),

  // POST /comments/emoji: comment_id, token, emoji_id, local_ip. One reaction per token;
  // another one moves the count, the same one again changes nothing.
  route(calls.reactToComment, ({ fields }) => {
    const id = str(fields.comment_id);
    const token = str(fields.token);
    const emojiId = str(fields.emoji_id) as EmojiId;
    if (!id || !token || !EMOJI_IDS.includes(emojiId)) return errorAnswer('Неверный запрос');
    const comment = findPublished(id);
    if (!comment) return errorAnswer('Комментарий не найден', 404);
    const key = `${id}:${token}`;
    const previous = db.commentEmoji.get(key);
    if (previous !== emojiId) {
      if (previous) comment.emoji[previous] = Math.max(0, comment.emoji[previous] - 1);
      comment.emoji[emojiId] += 1;
      db.commentEmoji.set(key, emojiId);
    }
    return { status: 'ok', emoji: { ...comment.emoji } };
  }),

  // POST /comments/report (the demo's `report-action`): comment_id, reason, text, token.
  route(calls.reportComment, ({ fields }) => {
    const id = str(fields.comment_id);
    const reason = str(fields.reason);
    const token = str(fields.token);
    if (!id || !token || !REPORT_REASONS.includes(reason)) return errorAnswer('Неверный запрос');
    if (!findPublished(id)) return errorAnswer('Комментарий не найден', 404);
    db.commentReports.push({ commentId: id, reason, text: str(fields.text), token });
    return { status: 'ok' };
  }),

  // GET /comments/embed/{id} → HTML of one comment with a link to its discussion.
  route(calls.commentEmbed, ({ params }) => {
    syncComments();
    const comment = findPublished(String(params.id));
    if (!comment) {
      return HttpResponse.html('<p class="biz-comment-missing">Комментарий не найден</p>', {
        status: 404,
      });
    }
    return HttpResponse.html(renderComment(comment, true));
  }),
];
