/**
 * The server contract as data: every call of spec 7 with its request fields and answer schema.
 * Used by `npm run contract` and the README; elements never import it.
 */
import * as s from './schemas/index.ts';
import type * as z from 'zod/mini';

/** One call of the contract. */
export interface ContractCall {
  method: 'GET' | 'POST';
  /** Spec path; `{…}` marks a parameter or an attribute-supplied URL. */
  path: string;
  /** Request fields (query for GET, body for POST). */
  fields: string[];
  /** The answer schema, or 'html'. */
  answer: z.ZodMiniType | 'html';
  /** The spec section that defines the call. */
  spec: string;
  /** Assumptions made where the spec says "not shown". */
  note?: string;
}

const ACK_NOTE =
  'Answer not shown in the spec: a 2xx JSON object with a status (ok, success, true or 1 for success; otherwise {status, message} is a refusal), or the bare body 1, ok, true or success. An empty or 204 answer, an HTML page or JSON without a status is a failure.';

/** Every call, in the order of spec 7. */
export const CONTRACT: ContractCall[] = [
  {
    method: 'POST',
    path: '{search form action}',
    fields: ['query', 'period', 'newest_begin', 'page'],
    answer: s.SearchAnswer,
    spec: '7, 9',
  },
  {
    method: 'POST',
    path: '/me/add-fav',
    fields: ['type', 'id'],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '/process/quiz-vote',
    fields: ['vote_id', 'variant', 'token'],
    answer: s.QuizVoteAnswer,
    spec: '3, 7',
  },
  {
    method: 'POST',
    path: '/career/ajax/send_email',
    fields: ['career_file (file)', 'career_id'],
    answer: s.CareerAnswer,
    spec: '7',
  },
  {
    method: 'POST',
    path: '/article/rate',
    fields: ['article_id', 'token', 'rating', 'local_ip'],
    answer: s.AckAnswer,
    spec: '4, 7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '{restore form action} (password change)',
    fields: ['password', 'new_password', 'repeat_password'],
    answer: s.StatusMessageAnswer,
    spec: '7',
  },
  {
    method: 'POST',
    path: '/profile/update/userpic',
    fields: ['userpic (file)'],
    answer: s.UserpicAnswer,
    spec: '7',
  },
  {
    method: 'POST',
    path: '{feedback action}',
    fields: ['message', 'contact', 'token'],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '/conferences/question',
    fields: ['id', 'email', 'name', 'message'],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '/polls/top10/result',
    fields: ['article_id'],
    answer: s.Top10ResultAnswer,
    spec: '3, 7',
    note: 'Answer not shown in the spec: the entries of spec 3 (id, title, count, percent).',
  },
  {
    method: 'POST',
    path: '/polls/top10/vote',
    fields: ['article_id', 'variant', 'token'],
    answer: s.AckAnswer,
    spec: '4, 7',
    note: ACK_NOTE,
  },
  {
    method: 'GET',
    path: '{link from a data attribute}',
    fields: [],
    answer: s.LoadMoreAnswer,
    spec: '2, 7',
  },
  {
    method: 'GET',
    path: '/ajax/page/{page}?fullpage',
    fields: ['region'],
    answer: s.NewsPageAnswer,
    spec: '7, 9',
  },
  {
    method: 'GET',
    path: '/comments/list/{article_id}?fullpage',
    fields: [],
    answer: 'html',
    spec: '7',
  },
  {
    method: 'POST',
    path: '{login action}',
    fields: ['email', 'password', '_ajax'],
    answer: s.LoginAnswer,
    spec: '7, 8',
  },
  {
    method: 'POST',
    path: '{register action}',
    fields: ['email', 'password', 'password_repeat', 'name', 'nickname', 'token', '_ajax'],
    answer: s.StatusMessageAnswer,
    spec: '7, 8',
  },
  {
    method: 'POST',
    path: '{restore form action} (restore)',
    fields: ['(the serialized form)'],
    answer: s.RestoreAnswer,
    spec: '7, 8',
  },
  {
    method: 'GET',
    path: '/polls/result/{id}?fullpage',
    fields: [],
    answer: s.PollResultAnswer,
    spec: '7',
  },
  {
    method: 'POST',
    path: '{poll action}',
    fields: ['poll_id', 'question', 'token'],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '/live/ajax/{id}',
    fields: ['last_timestamp'],
    answer: s.LiveAnswer,
    spec: '3, 7, 9',
  },
  {
    method: 'POST',
    path: '/comments/emoji',
    fields: ['comment_id', 'token', 'emoji_id', 'local_ip'],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '/ajax/messaging/get-notifications',
    fields: ['token'],
    answer: s.NotificationsAnswer,
    spec: '7',
  },
  {
    method: 'POST',
    path: '/comments/send',
    fields: ['article_id', 'message', 'parent_id', 'token', 'is_anonymous'],
    answer: s.CommentSendAnswer,
    spec: '7, 8',
  },
  { method: 'GET', path: '/users/ajax/{partial}', fields: [], answer: s.UsersAnswer, spec: '5, 7' },
  {
    method: 'POST',
    path: '/comments/rate',
    fields: ['comment_id', 'token', 'rating', 'local_ip'],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '/comments/new',
    fields: ['article_id', 'timestamp'],
    answer: s.CommentsNewAnswer,
    spec: '7',
  },
  { method: 'GET', path: '/comments/embed/{id}', fields: [], answer: 'html', spec: '7' },
  { method: 'GET', path: '/logout', fields: [], answer: s.AckAnswer, spec: '2, 7', note: ACK_NOTE },
  {
    method: 'POST',
    path: '/ajax/messaging/token',
    fields: ['token', 'subscription_id'],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE + ' subscription_id is the PushSubscription as JSON.',
  },
  {
    method: 'GET',
    path: '{remove link of a deleted favourite}',
    fields: [],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE,
  },
  {
    method: 'GET',
    path: '/typo',
    fields: ['title', 'link', 'message'],
    answer: s.AckAnswer,
    spec: '5, 7',
    note: ACK_NOTE,
  },
];
