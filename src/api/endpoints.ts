/**
 * One plain function per row of the call table (src/api/calls.ts), named after it. Each takes its
 * fields, adds what the services know (visitor token, local_ip), and returns the validated answer
 * or rejects with an ApiError. Unused functions drop out of an element's chunk.
 *
 * The rows themselves stay out of the bundle: each function writes its method, path and answer
 * check as literals, typed by its row, so the compiler holds its fields and answer to the row and
 * tests/unit/api/calls.test.ts holds its method, path, content type and CSRF token to the row.
 */
import { request, type Fields, type RequestOptions } from './client.ts';
import { getVisitorToken, whenVisitorTokenKnown } from '../services/token.ts';
import { ApiError } from './errors.ts';
import { getLocalIp } from '../services/local-ip.ts';
import * as s from './schemas/index.ts';
import { ack, logoutAck, okAck, type AnswerOf, type Call, type FieldsOf } from './calls.ts';
import type * as calls from './calls.ts';

/**
 * {@link request} typed by a row of the call table `C`: `fields` must be exactly the row's request
 * fields (nothing for a row without any), and `expect` must check the row's answer type.
 */
const send = request as <C extends Call<Fields, unknown>>(
  method: C['method'],
  path: string,
  expect: C['expect'],
  fields: FieldsOf<C>,
  options?: RequestOptions,
) => Promise<AnswerOf<C>>;

/**
 * Marks a call that changes data on the server: it carries the CSRF token of its origin when
 * there is one (src/api/csrf.ts, docs/server-contract.md#csrf).
 */
const changing = (options?: RequestOptions): RequestOptions => ({ ...options, changes: true });

/**
 * POST /article/rate: `article_id, token, rating (1 or -1), local_ip` (docs/server-contract.md#article-tools).
 * Success: a JSON object with a success `status` (extra fields such as `rating` ignored), or a
 * bare success token; anything else rejects ({@link okAck}).
 */
export async function rateArticle(articleId: string, rating: 1 | -1, options?: RequestOptions) {
  const [token, local_ip] = await Promise.all([getVisitorToken(), getLocalIp()]);
  return send<typeof calls.rateArticle>(
    'POST',
    '/article/rate',
    okAck,
    { article_id: articleId, token, rating, local_ip },
    changing(options),
  );
}

/**
 * POST /me/add-fav: `type (1 article, 2 other), id` (docs/server-contract.md#article-tools). The server toggles the favourite.
 * Success: a success `status` ({@link okAck}); `{status: 'error'}` (e.g. signed out) rejects.
 */
export function toggleFavourite(type: 1 | 2, id: string, options?: RequestOptions) {
  return send<typeof calls.toggleFavourite>(
    'POST',
    '/me/add-fav',
    okAck,
    { type, id },
    changing(options),
  );
}

/** GET /typo: `title, link, message` (docs/server-contract.md#article-tools). Success: a success `status` ({@link okAck}). */
export function reportTypo(
  fields: { title: string; link: string; message: string },
  options?: RequestOptions,
) {
  return send<typeof calls.reportTypo>('GET', '/typo', okAck, fields, changing(options));
}

/** POST {search form action}: `query, period, newest_begin, page` → total_found, html (docs/server-contract.md#search). */
export function search(
  action: string,
  fields: { query: string; period: number; newest_begin: 0 | 1; page: number },
  options?: RequestOptions,
) {
  return send<typeof calls.search>('POST', action, { json: s.SearchAnswer }, fields, options);
}

/** POST /process/quiz-vote: `vote_id, variant, token` → per-variant percent (docs/server-contract.md#votes). */
export async function quizVote(voteId: string, variant: string, options?: RequestOptions) {
  const token = await getVisitorToken();
  return send<typeof calls.quizVote>(
    'POST',
    '/process/quiz-vote',
    { json: s.QuizVoteAnswer },
    { vote_id: voteId, variant, token },
    changing(options),
  );
}

/** POST /career/ajax/send_email: multipart `career_file, career_id` → state 'ok' (docs/server-contract.md#forms). */
export function sendResume(careerId: string, file: File, options?: RequestOptions) {
  return send<typeof calls.sendResume>(
    'POST',
    '/career/ajax/send_email',
    { json: s.CareerAnswer },
    { career_file: file, career_id: careerId },
    changing(options),
  );
}

/** POST {password action}: `password, new_password, repeat_password` → status, message (docs/server-contract.md#accounts). */
export function changePassword(
  action: string,
  fields: { password: string; new_password: string; repeat_password: string },
  options?: RequestOptions,
) {
  return send<typeof calls.changePassword>(
    'POST',
    action,
    { json: s.StatusMessageAnswer },
    fields,
    changing(options),
  );
}

/** POST /profile/update/userpic: multipart `userpic` → userpic (docs/server-contract.md#accounts). */
export function uploadUserpic(file: File, options?: RequestOptions) {
  return send<typeof calls.uploadUserpic>(
    'POST',
    '/profile/update/userpic',
    { json: s.UserpicAnswer },
    { userpic: file },
    changing(options),
  );
}

/**
 * POST {feedback action}: `message, contact, token` (docs/server-contract.md). Success: `{status, message?}`
 * ({@link ack}); a non-success status is the server's refusal, shown by the form with the text kept.
 */
export async function sendFeedback(
  action: string,
  fields: { message: string; contact: string },
  options?: RequestOptions,
) {
  const token = await getVisitorToken();
  return send<typeof calls.sendFeedback>(
    'POST',
    action,
    ack,
    { ...fields, token },
    changing(options),
  );
}

/**
 * POST /conferences/question: `id, email, name, message` (docs/server-contract.md). Success: `{status, message?}`
 * ({@link ack}); a non-success status is the server's refusal, shown by the form.
 */
export function askConferenceQuestion(
  fields: { id: string; email: string; name: string; message: string },
  options?: RequestOptions,
) {
  return send<typeof calls.askConferenceQuestion>(
    'POST',
    '/conferences/question',
    ack,
    fields,
    changing(options),
  );
}

/** POST /polls/top10/result: `article_id` → entries (docs/server-contract.md#votes). */
export function top10Result(articleId: string, options?: RequestOptions) {
  return send<typeof calls.top10Result>(
    'POST',
    '/polls/top10/result',
    { json: s.Top10ResultAnswer },
    { article_id: articleId },
    options,
  );
}

/**
 * POST /polls/top10/vote: `article_id, variant, token` (docs/server-contract.md). Success: `{status, count?}`
 * ({@link ack}); a non-success status (already voted) is shown by the element.
 */
export async function top10Vote(articleId: string, variant: string, options?: RequestOptions) {
  const token = await getVisitorToken();
  return send<typeof calls.top10Vote>(
    'POST',
    '/polls/top10/vote',
    ack,
    { article_id: articleId, variant, token },
    changing(options),
  );
}

/** GET {link from a data attribute} → html, href, current_url (docs/server-contract.md#news-lists). */
export function loadMore(href: string, options?: RequestOptions) {
  return send<typeof calls.loadMore>('GET', href, { json: s.LoadMoreAnswer }, undefined, options);
}

/** GET /ajax/page/{page}?fullpage → articles list, page (docs/server-contract.md#news-lists). */
export function newsPage(page: number, region: string, options?: RequestOptions) {
  return send<typeof calls.newsPage>(
    'GET',
    `/ajax/page/${page}?fullpage`,
    { json: s.NewsPageAnswer },
    { region },
    options,
  );
}

/**
 * GET /comments/list/{article_id}?fullpage → HTML (docs/server-contract.md): an HTML fragment (`text`); 204, JSON
 * or a whole page fail. An empty 200 is "no comments"; the element fails a non-empty body
 * without a single comment of the markup contract.
 */
export function commentsList(articleId: string, options?: RequestOptions) {
  return send<typeof calls.commentsList>(
    'GET',
    `/comments/list/${encodeURIComponent(articleId)}?fullpage`,
    { text: true },
    undefined,
    options,
  );
}

/** POST {login action}: `email, password, _ajax` → status, message, username, userpic (docs/server-contract.md#accounts). */
export function login(
  action: string,
  fields: { email: string; password: string },
  options?: RequestOptions,
) {
  return send<typeof calls.login>(
    'POST',
    action,
    { json: s.LoginAnswer },
    { ...fields, _ajax: 1 },
    changing(options),
  );
}

/** POST {register action}: `email, password, password_repeat, name, nickname, token, _ajax` (docs/server-contract.md#accounts). */
export async function register(
  action: string,
  fields: {
    email: string;
    password: string;
    password_repeat: string;
    name: string;
    nickname: string;
  },
  options?: RequestOptions,
) {
  const token = await getVisitorToken();
  return send<typeof calls.register>(
    'POST',
    action,
    { json: s.StatusMessageAnswer },
    { ...fields, token, _ajax: 1 },
    changing(options),
  );
}

/**
 * POST {restore form action}: the serialized form (its `email` and whatever else the page's form
 * holds) → status, type, message (docs/server-contract.md#accounts).
 */
export function restorePassword(
  action: string,
  fields: Record<string, string>,
  options?: RequestOptions,
) {
  return send<typeof calls.restorePassword>(
    'POST',
    action,
    { json: s.RestoreAnswer },
    fields as { email: string },
    changing(options),
  );
}

/** GET /polls/result/{id}?fullpage → result rows (docs/server-contract.md#votes). */
export function pollResult(pollId: string, options?: RequestOptions) {
  return send<typeof calls.pollResult>(
    'GET',
    `/polls/result/${encodeURIComponent(pollId)}?fullpage`,
    { json: s.PollResultAnswer },
    undefined,
    options,
  );
}

/**
 * POST {poll action}: `poll_id, question, token` (docs/server-contract.md#votes). `question` carries the chosen variant.
 * Success: `{status, message?}` ({@link ack}); a non-success status is shown as the refusal and
 * the vote is not stored.
 */
export async function pollVote(
  action: string,
  pollId: string,
  question: string,
  options?: RequestOptions,
) {
  const token = await getVisitorToken();
  return send<typeof calls.pollVote>(
    'POST',
    action,
    ack,
    { poll_id: pollId, question, token },
    changing(options),
  );
}

/** POST /live/ajax/{id}: `last_timestamp` → live broadcast response (docs/server-contract.md#live). */
export function liveUpdates(liveId: string, lastTimestamp: number, options?: RequestOptions) {
  return send<typeof calls.liveUpdates>(
    'POST',
    `/live/ajax/${encodeURIComponent(liveId)}`,
    { json: s.LiveAnswer },
    { last_timestamp: lastTimestamp },
    options,
  );
}

/** POST /comments/emoji: `comment_id, token, emoji_id, local_ip` (docs/server-contract.md#comments). Success: {@link okAck}. */
export async function reactToComment(commentId: string, emojiId: string, options?: RequestOptions) {
  const [token, local_ip] = await Promise.all([getVisitorToken(), getLocalIp()]);
  return send<typeof calls.reactToComment>(
    'POST',
    '/comments/emoji',
    okAck,
    { comment_id: commentId, token, emoji_id: emojiId, local_ip },
    changing(options),
  );
}

/**
 * POST /ajax/messaging/get-notifications: `token` → messages (docs/server-contract.md#push).
 * Sends the token once it is known and never computes it itself ({@link whenVisitorTokenKnown}):
 * a returning visitor asks at once with the stored token; a first visitor asks when a call in the
 * page needs the token (a vote, a comment, a push subscription), so a page view alone never loads
 * FingerprintJS. Aborting `options.signal` while waiting rejects with kind `aborted`.
 */
export async function getNotifications(options?: RequestOptions) {
  const token = await whenVisitorTokenKnown(options?.signal).catch(() => {
    throw new ApiError('aborted', '/ajax/messaging/get-notifications', 'aborted by caller');
  });
  return send<typeof calls.getNotifications>(
    'POST',
    '/ajax/messaging/get-notifications',
    { json: s.NotificationsAnswer },
    { token },
    options,
  );
}

/** POST /comments/send: `article_id, message, parent_id, token, is_anonymous` → status (docs/server-contract.md#comments). */
export async function sendComment(
  fields: { article_id: string; message: string; parent_id: string; is_anonymous: 0 | 1 },
  options?: RequestOptions,
) {
  const token = await getVisitorToken();
  return send<typeof calls.sendComment>(
    'POST',
    '/comments/send',
    { json: s.CommentSendAnswer },
    { ...fields, token },
    changing(options),
  );
}

/** GET /users/ajax/{partial} → status, data (docs/server-contract.md#comments). */
export function findUsers(partial: string, options?: RequestOptions) {
  return send<typeof calls.findUsers>(
    'GET',
    `/users/ajax/${encodeURIComponent(partial)}`,
    { json: s.UsersAnswer },
    undefined,
    options,
  );
}

/** POST /comments/rate: `comment_id, token, rating, local_ip` (docs/server-contract.md#comments). Success: {@link okAck}. */
export async function rateComment(commentId: string, rating: 1 | -1, options?: RequestOptions) {
  const [token, local_ip] = await Promise.all([getVisitorToken(), getLocalIp()]);
  return send<typeof calls.rateComment>(
    'POST',
    '/comments/rate',
    okAck,
    { comment_id: commentId, token, rating, local_ip },
    changing(options),
  );
}

/**
 * POST {report action}: `comment_id, reason, text, token` (docs/server-contract.md#comments).
 * Success as for a comment vote ({@link okAck}): a success `status` or a bare 2xx; anything else
 * rejects.
 */
export async function reportComment(
  action: string,
  fields: { comment_id: string; reason: string; text: string },
  options?: RequestOptions,
) {
  const token = await getVisitorToken();
  return send<typeof calls.reportComment>(
    'POST',
    action,
    okAck,
    { ...fields, token },
    changing(options),
  );
}

/** POST /comments/new: `article_id, timestamp` → comments grouped by parent id (docs/server-contract.md#comments). */
export function newComments(articleId: string, timestamp: number, options?: RequestOptions) {
  return send<typeof calls.newComments>(
    'POST',
    '/comments/new',
    { json: s.CommentsNewAnswer },
    { article_id: articleId, timestamp },
    options,
  );
}

/**
 * GET /comments/embed/{id} → HTML (docs/server-contract.md): an HTML fragment (`text`) that must hold one comment
 * of the markup contract (checked by the element).
 */
export function commentEmbed(commentId: string, options?: RequestOptions) {
  return send<typeof calls.commentEmbed>(
    'GET',
    `/comments/embed/${encodeURIComponent(commentId)}`,
    { text: true },
    undefined,
    options,
  );
}

/**
 * GET /logout (docs/server-contract.md#answers-the-spec-does-not-show). Success: any 2xx that does
 * not say failure ({@link okAck}), an HTML page included: a server-rendered site signs out with a
 * redirect to its home page. JSON that says failure rejects (kind `http`). The reader is signed
 * out in the browser before this call (`<biz-user-menu>`); a failure only tells them the server
 * session may still be open.
 */
export function logout(options?: RequestOptions) {
  return send<typeof calls.logout>('GET', '/logout', logoutAck, undefined, changing(options));
}

/**
 * POST /ajax/messaging/token: `token, subscription_id` (docs/server-contract.md#push). subscription_id: the push
 * subscription as JSON. Success: `{status}` ({@link ack}); a non-success status is reported.
 */
export async function registerPushToken(subscriptionId: string, options?: RequestOptions) {
  const token = await getVisitorToken();
  return send<typeof calls.registerPushToken>(
    'POST',
    '/ajax/messaging/token',
    ack,
    { token, subscription_id: subscriptionId },
    changing(options),
  );
}

/** GET {remove link} of a deleted favourite item (docs/server-contract.md#accounts). Success: {@link okAck}. */
export function removeDeletedFavourite(href: string, options?: RequestOptions) {
  return send<typeof calls.removeDeletedFavourite>(
    'GET',
    href,
    okAck,
    undefined,
    changing(options),
  );
}
