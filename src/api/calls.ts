/**
 * The table of server calls (docs/server-contract.md#all-calls): one row per call, in the order of
 * that document. A row names the method, the path (`{name}` marks a path parameter, `{… action}`
 * a URL the page supplies, with a `fallback` URL for where the page gives none), how the answer
 * is checked (its zod schema) and whether the call changes data; its type argument lists the
 * request fields with their types.
 *
 * Everything else is derived from these rows: `npm run contract` prints them (src/api/contract.ts
 * reads the field types from this file's source), the demo backend serves each at its path or
 * fallback (mocks/route.ts) and `npm run contract:check` sends each there. The endpoint functions
 * (src/api/endpoints.ts) are typed by their rows but keep method and path as literals, and the
 * elements with a default action keep that URL, all held to the rows by
 * tests/unit/api/calls.test.ts: an element importing anything from this module would make a
 * shared chunk of it. No element imports a row, so no row reaches a bundle.
 *
 * Adding a call: a row here (with a `fallback` when the page supplies the URL), then its function
 * in endpoints.ts, its handler in mocks/handlers (`route(calls.row, …)`) and its sample in
 * scripts/contract-check.ts (`sample(calls.row, …)`).
 */
import type { Expect, Fields } from './client.ts';
import * as s from './schemas/index.ts';

/**
 * One call. `F` (the request fields, query of a GET or body of a POST) and `T` (the checked
 * answer) exist only as types: the endpoint function must send exactly `F`, and
 * `npm run contract` prints `F` as written here.
 */
export interface Call<F extends Fields, T> {
  readonly method: 'GET' | 'POST';
  /** The path relative to apiBase; `{name}` is a path parameter, `{… action}` a page-supplied URL. */
  readonly path: string;
  /**
   * For a page-supplied URL: the URL used where the page gives none, written as `path` is. The
   * demo backend serves it, `contract:check` sends to it unless `--actions` names another, and
   * `<biz-poll>`, `<biz-feedback>` and `<biz-search>` default to the same URL.
   */
  readonly fallback?: string;
  /** What counts as success (src/api/client.ts `Expect`). */
  readonly expect: Expect<T>;
  /** The call changes data: it carries the CSRF token of its origin (docs/server-contract.md#csrf). */
  readonly changes?: true;
  /** Never set: carries the type of the request fields. */
  readonly fields?: F;
}

/**
 * A field the element holds as `Held` (what the endpoint function accepts) whose values on the
 * wire are only `Wire`; `npm run contract` prints `Wire`.
 */
export type OneOf<Held, Wire extends string> = Held | (Wire & never);

/** A field whose text is JSON (printed as `json` by `npm run contract`). */
export type Json = string;

/** No request fields (a GET whose parameters are in its path). */
type None = Record<never, never>;

/** The request fields of a row (`undefined` for a row without any). */
export type FieldsOf<C> =
  C extends Call<infer F, unknown> ? (keyof F extends never ? undefined : F) : never;

/** The answer type of a row. */
export type AnswerOf<C> = C extends Call<Fields, infer T> ? T : never;

/**
 * Answers the spec does not show, where the element shows a refusal itself
 * (docs/server-contract.md#answers-the-spec-does-not-show): an empty 2xx, a 204, a bare success
 * token or JSON that does not say failure is success; JSON that says failure comes back as
 * `{status, message}` for the element to show.
 */
export const ack = { ack: s.AckAnswer } as const;

/**
 * As {@link ack}, and a `status` that is not a success value fails too (kind `http`): for calls
 * whose element can only say "done" or "failed" (rating, favourite, votes on comments, logout…).
 */
export const okAck = { ack: s.AckAnswer, strict: true } as const;

/** As {@link okAck}, and an HTML page is success too: GET /logout's redirect to the home page. */
export const logoutAck = { ack: s.AckAnswer, strict: true, page: true } as const;

/**
 * The row of a POST that changes data (it carries the CSRF token): `path`, `expect` and
 * `fallback` as in {@link Call}. Free of side effects, so a bundle drops the rows nothing uses.
 */
/* @__NO_SIDE_EFFECTS__ */
function changingPost<T>(path: string, expect: Expect<T>, fallback?: string) {
  return { method: 'POST', path, expect, changes: true, fallback } as const;
}

/**
 * A row's URL outside a real page (the demo backend, `contract:check`): its path, or its
 * fallback when the page supplies the URL, with each `{name}` that `params` holds filled in.
 * @throws Error for a page-supplied row without a fallback
 */
export function urlOf(
  call: { readonly path: string; readonly fallback?: string },
  params: Record<string, string | number> = {},
): string {
  const url = call.path.startsWith('/') ? call.path : call.fallback;
  if (url === undefined) throw new Error(`"${call.path}" has no fallback in src/api/calls.ts`);
  return url.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/** An HTML fragment (comments list, embed). */
const html = { text: true } as const;

/** Search results (docs/server-contract.md#search). */
export const search: Call<
  {
    query: string;
    period: OneOf<number, '0' | '1' | '2' | '3' | '4'>;
    newest_begin: 0 | 1;
    page: number;
  },
  s.SearchAnswer
> = {
  method: 'POST',
  path: '{search form action}',
  expect: { json: s.SearchAnswer },
  fallback: '/search',
};

/** Toggles a favourite (docs/server-contract.md#article-tools); type 1 is an article. */
export const toggleFavourite: Call<{ type: 1 | 2; id: string }, s.AckAnswer> = changingPost(
  '/me/add-fav',
  okAck,
);

/** A quiz answer (docs/server-contract.md#votes). */
export const quizVote: Call<{ vote_id: string; variant: string; token: string }, s.QuizVoteAnswer> =
  changingPost('/process/quiz-vote', { json: s.QuizVoteAnswer });

/** A résumé upload (docs/server-contract.md#forms). */
export const sendResume: Call<{ career_file: File; career_id: string }, s.CareerAnswer> =
  changingPost('/career/ajax/send_email', { json: s.CareerAnswer });

/** An article's rating vote (docs/server-contract.md#article-tools). */
export const rateArticle: Call<
  { article_id: string; token: string; rating: 1 | -1; local_ip: string },
  s.AckAnswer
> = changingPost('/article/rate', okAck);

/** A password change (docs/server-contract.md#accounts). */
export const changePassword: Call<
  { password: string; new_password: string; repeat_password: string },
  s.StatusMessageAnswer
> = changingPost(
  '{restore form action} (password change)',
  { json: s.StatusMessageAnswer },
  '/me/password',
);

/** A userpic upload (docs/server-contract.md#accounts). */
export const uploadUserpic: Call<{ userpic: File }, s.UserpicAnswer> = changingPost(
  '/profile/update/userpic',
  { json: s.UserpicAnswer },
);

/** A feedback message (docs/server-contract.md#forms). */
export const sendFeedback: Call<{ message: string; contact: string; token: string }, s.AckAnswer> =
  changingPost('{feedback action}', ack, '/feedback');

/** A question to a conference's speakers (docs/server-contract.md#forms). */
export const askConferenceQuestion: Call<
  { id: string; email: string; name: string; message: string },
  s.AckAnswer
> = changingPost('/conferences/question', ack);

/** A top-10 block's entries (docs/server-contract.md#votes). */
export const top10Result: Call<{ article_id: string }, s.Top10ResultAnswer> = {
  method: 'POST',
  path: '/polls/top10/result',
  expect: { json: s.Top10ResultAnswer },
};

/** A top-10 vote (docs/server-contract.md#votes). */
export const top10Vote: Call<{ article_id: string; variant: string; token: string }, s.AckAnswer> =
  changingPost('/polls/top10/vote', ack);

/** The next items of a list (docs/server-contract.md#news-lists); `{page}` counts from 1. */
export const loadMore: Call<None, s.LoadMoreAnswer> = {
  method: 'GET',
  path: '{link from a data attribute}',
  expect: { json: s.LoadMoreAnswer },
  fallback: '/news/ajax/more?page={page}',
};

/** A page of the news list (docs/server-contract.md#news-lists). */
export const newsPage: Call<
  { region: OneOf<string, '0' | '1' | '10' | '11' | '100'> },
  s.NewsPageAnswer
> = { method: 'GET', path: '/ajax/page/{page}?fullpage', expect: { json: s.NewsPageAnswer } };

/** An article's comments as HTML (docs/server-contract.md#comments-list). */
export const commentsList: Call<None, string> = {
  method: 'GET',
  path: '/comments/list/{article_id}?fullpage',
  expect: html,
};

/** Sign-in (docs/server-contract.md#accounts). */
export const login: Call<{ email: string; password: string; _ajax: 1 }, s.LoginAnswer> =
  changingPost('{login action}', { json: s.LoginAnswer }, '/auth/login');

/** Registration (docs/server-contract.md#accounts). */
export const register: Call<
  {
    email: string;
    password: string;
    password_repeat: string;
    name: string;
    nickname: string;
    token: string;
    _ajax: 1;
  },
  s.StatusMessageAnswer
> = changingPost('{register action}', { json: s.StatusMessageAnswer }, '/auth/register');

/** A password reminder (docs/server-contract.md#accounts): the restore form, an `email` field. */
export const restorePassword: Call<{ email: string }, s.RestoreAnswer> = changingPost(
  '{restore form action} (restore)',
  { json: s.RestoreAnswer },
  '/auth/restore',
);

/** A poll's result (docs/server-contract.md#votes). */
export const pollResult: Call<None, s.PollResultAnswer> = {
  method: 'GET',
  path: '/polls/result/{id}?fullpage',
  expect: { json: s.PollResultAnswer },
};

/** A poll vote; `question` carries the chosen variant (docs/server-contract.md#votes). */
export const pollVote: Call<{ poll_id: string; question: string; token: string }, s.AckAnswer> =
  changingPost('{poll action}', ack, '/polls/vote');

/** A live broadcast's changes since a time (docs/server-contract.md#live). */
export const liveUpdates: Call<{ last_timestamp: number }, s.LiveAnswer> = {
  method: 'POST',
  path: '/live/ajax/{id}',
  expect: { json: s.LiveAnswer },
};

/** An emoji reaction to a comment (docs/server-contract.md#comments). */
export const reactToComment: Call<
  { comment_id: string; token: string; emoji_id: string; local_ip: string },
  s.AckAnswer
> = changingPost('/comments/emoji', okAck);

/** The site's notifications for a visitor (docs/server-contract.md#push). */
export const getNotifications: Call<{ token: string }, s.NotificationsAnswer> = {
  method: 'POST',
  path: '/ajax/messaging/get-notifications',
  expect: { json: s.NotificationsAnswer },
};

/** A new comment or reply (docs/server-contract.md#comments). */
export const sendComment: Call<
  { article_id: string; message: string; parent_id: string; token: string; is_anonymous: 0 | 1 },
  s.CommentSendAnswer
> = changingPost('/comments/send', { json: s.CommentSendAnswer });

/** Readers to mention (docs/server-contract.md#comments). */
export const findUsers: Call<None, s.UsersAnswer> = {
  method: 'GET',
  path: '/users/ajax/{partial}',
  expect: { json: s.UsersAnswer },
};

/** A comment's rating vote (docs/server-contract.md#comments). */
export const rateComment: Call<
  { comment_id: string; token: string; rating: 1 | -1; local_ip: string },
  s.AckAnswer
> = changingPost('/comments/rate', okAck);

/**
 * A reader's report of a comment, to the page's `report-action` (docs/server-contract.md#comments);
 * `reason` is `spam`, `abuse`, `offtopic` or `other`, `text` the reader's words (may be empty).
 */
export const reportComment: Call<
  {
    comment_id: string;
    reason: OneOf<string, 'spam' | 'abuse' | 'offtopic' | 'other'>;
    text: string;
    token: string;
  },
  s.AckAnswer
> = changingPost('{report action}', okAck, '/comments/report');

/** Comments since a time, grouped by parent id (docs/server-contract.md#comments). */
export const newComments: Call<{ article_id: string; timestamp: number }, s.CommentsNewAnswer> = {
  method: 'POST',
  path: '/comments/new',
  expect: { json: s.CommentsNewAnswer },
};

/** One comment as HTML (docs/server-contract.md#comment-embed). */
export const commentEmbed: Call<None, string> = {
  method: 'GET',
  path: '/comments/embed/{id}',
  expect: html,
};

/** Sign-out (docs/server-contract.md#answers-the-spec-does-not-show). */
export const logout: Call<None, s.AckAnswer> = {
  method: 'GET',
  path: '/logout',
  expect: logoutAck,
  changes: true,
};

/** A push subscription, as JSON, for a visitor (docs/server-contract.md#push). */
export const registerPushToken: Call<{ token: string; subscription_id: Json }, s.AckAnswer> =
  changingPost('/ajax/messaging/token', ack);

/** The remove link of a deleted favourite item (docs/server-contract.md#accounts). */
export const removeDeletedFavourite: Call<None, s.AckAnswer> = {
  method: 'GET',
  path: '{remove link of a deleted favourite}',
  expect: okAck,
  changes: true,
  fallback: '/me/fav/remove/{type}/{id}',
};

/** A typo report (docs/server-contract.md#article-tools). */
export const reportTypo: Call<{ title: string; link: string; message: string }, s.AckAnswer> = {
  method: 'GET',
  path: '/typo',
  expect: okAck,
  changes: true,
};
