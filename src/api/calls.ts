/**
 * The table of server calls (docs/server-contract.md#all-calls): one row per call, in the order of
 * that document. A row names the method, the path (`{name}` marks a path parameter, `{… action}`
 * a URL the page supplies), how the answer is checked (its zod schema) and whether the call
 * changes data; its type argument lists the request fields with their types.
 *
 * Everything else is derived from these rows: the endpoint functions (src/api/endpoints.ts) send
 * them, `npm run contract` prints them (src/api/contract.ts reads the field types from this
 * file's source), and the demo backend registers one handler per row (mocks/route.ts). Each row
 * is its own export, so a chunk keeps only the rows its endpoint functions use.
 *
 * Adding a call: a row here, then its function in endpoints.ts and its handler in mocks/handlers.
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
  /** What counts as success (src/api/client.ts `Expect`). */
  readonly expect: Expect<T>;
  /** The call changes data: it carries the page's CSRF token (docs/server-contract.md#csrf). */
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
> = { method: 'POST', path: '{search form action}', expect: { json: s.SearchAnswer } };

/** Toggles a favourite (docs/server-contract.md#article-tools); type 1 is an article. */
export const toggleFavourite: Call<{ type: 1 | 2; id: string }, s.AckAnswer> = {
  method: 'POST',
  path: '/me/add-fav',
  expect: okAck,
  changes: true,
};

/** A quiz answer (docs/server-contract.md#votes). */
export const quizVote: Call<{ vote_id: string; variant: string; token: string }, s.QuizVoteAnswer> =
  {
    method: 'POST',
    path: '/process/quiz-vote',
    expect: { json: s.QuizVoteAnswer },
    changes: true,
  };

/** A résumé upload (docs/server-contract.md#forms). */
export const sendResume: Call<{ career_file: File; career_id: string }, s.CareerAnswer> = {
  method: 'POST',
  path: '/career/ajax/send_email',
  expect: { json: s.CareerAnswer },
  changes: true,
};

/** An article's rating vote (docs/server-contract.md#article-tools). */
export const rateArticle: Call<
  { article_id: string; token: string; rating: 1 | -1; local_ip: string },
  s.AckAnswer
> = { method: 'POST', path: '/article/rate', expect: okAck, changes: true };

/** A password change (docs/server-contract.md#accounts). */
export const changePassword: Call<
  { password: string; new_password: string; repeat_password: string },
  s.StatusMessageAnswer
> = {
  method: 'POST',
  path: '{restore form action} (password change)',
  expect: { json: s.StatusMessageAnswer },
  changes: true,
};

/** A userpic upload (docs/server-contract.md#accounts). */
export const uploadUserpic: Call<{ userpic: File }, s.UserpicAnswer> = {
  method: 'POST',
  path: '/profile/update/userpic',
  expect: { json: s.UserpicAnswer },
  changes: true,
};

/** A feedback message (docs/server-contract.md#forms). */
export const sendFeedback: Call<{ message: string; contact: string; token: string }, s.AckAnswer> =
  { method: 'POST', path: '{feedback action}', expect: ack, changes: true };

/** A question to a conference's speakers (docs/server-contract.md#forms). */
export const askConferenceQuestion: Call<
  { id: string; email: string; name: string; message: string },
  s.AckAnswer
> = { method: 'POST', path: '/conferences/question', expect: ack, changes: true };

/** A top-10 block's entries (docs/server-contract.md#votes). */
export const top10Result: Call<{ article_id: string }, s.Top10ResultAnswer> = {
  method: 'POST',
  path: '/polls/top10/result',
  expect: { json: s.Top10ResultAnswer },
};

/** A top-10 vote (docs/server-contract.md#votes). */
export const top10Vote: Call<{ article_id: string; variant: string; token: string }, s.AckAnswer> =
  { method: 'POST', path: '/polls/top10/vote', expect: ack, changes: true };

/** The next items of a list (docs/server-contract.md#news-lists). */
export const loadMore: Call<None, s.LoadMoreAnswer> = {
  method: 'GET',
  path: '{link from a data attribute}',
  expect: { json: s.LoadMoreAnswer },
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
export const login: Call<{ email: string; password: string; _ajax: 1 }, s.LoginAnswer> = {
  method: 'POST',
  path: '{login action}',
  expect: { json: s.LoginAnswer },
  changes: true,
};

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
> = {
  method: 'POST',
  path: '{register action}',
  expect: { json: s.StatusMessageAnswer },
  changes: true,
};

/** A password reminder (docs/server-contract.md#accounts): the restore form, an `email` field. */
export const restorePassword: Call<{ email: string }, s.RestoreAnswer> = {
  method: 'POST',
  path: '{restore form action} (restore)',
  expect: { json: s.RestoreAnswer },
  changes: true,
};

/** A poll's result (docs/server-contract.md#votes). */
export const pollResult: Call<None, s.PollResultAnswer> = {
  method: 'GET',
  path: '/polls/result/{id}?fullpage',
  expect: { json: s.PollResultAnswer },
};

/** A poll vote; `question` carries the chosen variant (docs/server-contract.md#votes). */
export const pollVote: Call<{ poll_id: string; question: string; token: string }, s.AckAnswer> = {
  method: 'POST',
  path: '{poll action}',
  expect: ack,
  changes: true,
};

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
> = { method: 'POST', path: '/comments/emoji', expect: okAck, changes: true };

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
> = {
  method: 'POST',
  path: '/comments/send',
  expect: { json: s.CommentSendAnswer },
  changes: true,
};

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
> = { method: 'POST', path: '/comments/rate', expect: okAck, changes: true };

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
export const registerPushToken: Call<{ token: string; subscription_id: Json }, s.AckAnswer> = {
  method: 'POST',
  path: '/ajax/messaging/token',
  expect: ack,
  changes: true,
};

/** The remove link of a deleted favourite item (docs/server-contract.md#accounts). */
export const removeDeletedFavourite: Call<None, s.AckAnswer> = {
  method: 'GET',
  path: '{remove link of a deleted favourite}',
  expect: okAck,
  changes: true,
};

/** A typo report (docs/server-contract.md#article-tools). */
export const reportTypo: Call<{ title: string; link: string; message: string }, s.AckAnswer> = {
  method: 'GET',
  path: '/typo',
  expect: okAck,
  changes: true,
};
