/** One function per call table row, its literals typed by the row (rows stay out of the bundle). */
import { request, type Fields, type RequestOptions } from './client.ts';
import { getVisitorToken, whenVisitorTokenKnown } from '../services/token.ts';
import { ApiError } from './errors.ts';
import { getLocalIp } from '../services/local-ip.ts';
import * as s from './schemas/index.ts';
import { ack, logoutAck, okAck, type AnswerOf, type Call, type FieldsOf } from './calls.ts';
import type * as calls from './calls.ts';

/** {@link request} typed by call table row `C`: exactly its fields, a check of its answer. */
const send = request as <C extends Call<Fields, unknown>>(
  method: C['method'],
  path: string,
  expect: C['expect'],
  fields: FieldsOf<C>,
  options?: RequestOptions,
) => Promise<AnswerOf<C>>;

/** Marks a call that changes data: it carries its origin's CSRF token. */
const changing = (options?: RequestOptions): RequestOptions => ({ ...options, changes: true });

/** POST /article/rate: `article_id, token, rating (1 or -1), local_ip`; {@link okAck}. */
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

/** POST /me/add-fav: `type (1 article, 2 other), id`, toggling the favourite; {@link okAck}. */
export function toggleFavourite(type: 1 | 2, id: string, options?: RequestOptions) {
  return send<typeof calls.toggleFavourite>(
    'POST',
    '/me/add-fav',
    okAck,
    { type, id },
    changing(options),
  );
}

/** GET /typo: `title, link, message`. Success: a success `status` ({@link okAck}). */
export function reportTypo(
  fields: { title: string; link: string; message: string },
  options?: RequestOptions,
) {
  return send<typeof calls.reportTypo>('GET', '/typo', okAck, fields, changing(options));
}

/** POST {search form action}: `query, period, newest_begin, page` → total_found, html. */
export function search(
  action: string,
  fields: { query: string; period: number; newest_begin: 0 | 1; page: number },
  options?: RequestOptions,
) {
  return send<typeof calls.search>('POST', action, { json: s.SearchAnswer }, fields, options);
}

/** POST /process/quiz-vote: `vote_id, variant, token` → per-variant percent. */
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

/** POST /career/ajax/send_email: multipart `career_file, career_id` → state 'ok'. */
export function sendResume(careerId: string, file: File, options?: RequestOptions) {
  return send<typeof calls.sendResume>(
    'POST',
    '/career/ajax/send_email',
    { json: s.CareerAnswer },
    { career_file: file, career_id: careerId },
    changing(options),
  );
}

/** POST {password action}: `password, new_password, repeat_password` → status, message. */
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

/** POST /profile/update/userpic: multipart `userpic` → userpic. */
export function uploadUserpic(file: File, options?: RequestOptions) {
  return send<typeof calls.uploadUserpic>(
    'POST',
    '/profile/update/userpic',
    { json: s.UserpicAnswer },
    { userpic: file },
    changing(options),
  );
}

/** POST {feedback action}: `message, contact, token` → `{status, message?}` ({@link ack}). */
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

/** POST /conferences/question: `id, email, name, message` → `{status, message?}`. */
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

/** POST /polls/top10/result: `article_id` → entries. */
export function top10Result(articleId: string, options?: RequestOptions) {
  return send<typeof calls.top10Result>(
    'POST',
    '/polls/top10/result',
    { json: s.Top10ResultAnswer },
    { article_id: articleId },
    options,
  );
}

/** POST /polls/top10/vote: `article_id, variant, token` → `{status, count?}` ({@link ack}). */
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

/** GET {link from a data attribute} → html, href, current_url. */
export function loadMore(href: string, options?: RequestOptions) {
  return send<typeof calls.loadMore>('GET', href, { json: s.LoadMoreAnswer }, undefined, options);
}

/** GET /ajax/page/{page}?fullpage → articles list, page. */
export function newsPage(page: number, region: string, options?: RequestOptions) {
  return send<typeof calls.newsPage>(
    'GET',
    `/ajax/page/${page}?fullpage`,
    { json: s.NewsPageAnswer },
    { region },
    options,
  );
}

/** GET /comments/list/{article_id}?fullpage → an HTML fragment ('' for no comments). */
export function commentsList(articleId: string, options?: RequestOptions) {
  return send<typeof calls.commentsList>(
    'GET',
    `/comments/list/${encodeURIComponent(articleId)}?fullpage`,
    { text: true },
    undefined,
    options,
  );
}

/** POST {login action}: `email, password, _ajax` → status, message, username, userpic. */
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

/** POST {register action}: `email, password, password_repeat, name, nickname, token, _ajax`. */
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

/** POST {restore form action}: the serialized form (`email`, …) → status, type, message. */
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

/** GET /polls/result/{id}?fullpage → result rows. */
export function pollResult(pollId: string, options?: RequestOptions) {
  return send<typeof calls.pollResult>(
    'GET',
    `/polls/result/${encodeURIComponent(pollId)}?fullpage`,
    { json: s.PollResultAnswer },
    undefined,
    options,
  );
}

/** POST {poll action}: `poll_id, question` (the variant chosen), `token` → `{status, message?}`. */
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

/** POST /live/ajax/{id}: `last_timestamp` → live broadcast response. */
export function liveUpdates(liveId: string, lastTimestamp: number, options?: RequestOptions) {
  return send<typeof calls.liveUpdates>(
    'POST',
    `/live/ajax/${encodeURIComponent(liveId)}`,
    { json: s.LiveAnswer },
    { last_timestamp: lastTimestamp },
    options,
  );
}

/** POST /comments/emoji: `comment_id, token, emoji_id, local_ip`. Success: {@link okAck}. */
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
 * POST /ajax/messaging/get-notifications: `token` → messages. Waits for a known token, never
 * computing it, so a page view alone never loads FingerprintJS; an abort rejects as `aborted`.
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

/** POST /comments/send: `article_id, message, parent_id, token, is_anonymous` → status. */
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

/** GET /users/ajax/{partial} → status, data. */
export function findUsers(partial: string, options?: RequestOptions) {
  return send<typeof calls.findUsers>(
    'GET',
    `/users/ajax/${encodeURIComponent(partial)}`,
    { json: s.UsersAnswer },
    undefined,
    options,
  );
}

/** POST /comments/rate: `comment_id, token, rating, local_ip`. Success: {@link okAck}. */
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

/** POST {report action}: `comment_id, reason, text, token`; {@link okAck}. */
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

/** POST /comments/new: `article_id, timestamp` → comments grouped by parent id. */
export function newComments(articleId: string, timestamp: number, options?: RequestOptions) {
  return send<typeof calls.newComments>(
    'POST',
    '/comments/new',
    { json: s.CommentsNewAnswer },
    { article_id: articleId, timestamp },
    options,
  );
}

/** GET /comments/embed/{id} → an HTML fragment holding one comment (the element checks it). */
export function commentEmbed(commentId: string, options?: RequestOptions) {
  return send<typeof calls.commentEmbed>(
    'GET',
    `/comments/embed/${encodeURIComponent(commentId)}`,
    { text: true },
    undefined,
    options,
  );
}

/** GET /logout: a 2xx not saying failure succeeds, an HTML page (redirect home) included. */
export function logout(options?: RequestOptions) {
  return send<typeof calls.logout>('GET', '/logout', logoutAck, undefined, changing(options));
}

/** POST /ajax/messaging/token: `token, subscription_id` (PushSubscription JSON) → `{status}`. */
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

/** GET {remove link} of a deleted favourite item. Success: {@link okAck}. */
export function removeDeletedFavourite(href: string, options?: RequestOptions) {
  return send<typeof calls.removeDeletedFavourite>(
    'GET',
    href,
    okAck,
    undefined,
    changing(options),
  );
}
