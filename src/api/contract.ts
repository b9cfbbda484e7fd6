/**
 * The server contract as data: every call of docs/server-contract.md with its request fields and answer schema.
 * Used by `npm run contract` and the README; elements never import it.
 */
import * as s from './schemas/index.ts';
import type * as z from 'zod/mini';

/** How a call's fields travel. */
export type ContentType = 'query' | 'form' | 'multipart';

/** One request field, parsed from the compact `name?:type` notation of {@link CONTRACT}. */
export interface ContractField {
  name: string;
  /** `string`, `integer`, `file`, a literal union such as `"1"|"-1"`, or `json`. */
  type: string;
  /** False where the element may leave the field out. */
  required: boolean;
}

/** One call of the contract. */
export interface ContractCall {
  method: 'GET' | 'POST';
  /** Spec path; `{…}` marks a parameter or an attribute-supplied URL. */
  path: string;
  /**
   * Request fields (query for GET, body for POST) as `name:type`, `name?:type` when optional
   * (read with {@link contractFields}).
   */
  fields: string[];
  /** The answer schema, or 'html'. */
  answer: z.ZodMiniType | 'html';
  /** The spec section that defines the call. */
  spec: string;
  /** Assumptions made where the spec says "not shown". */
  note?: string;
}

/**
 * The answer's status codes, the same for every call (docs/server-contract.md#success):
 * only a 2xx can succeed; a refusal the reader should read comes as 200 with a non-success
 * `status` and a `message`; 429 and 503 may carry `Retry-After` (seconds or an HTTP date),
 * which retries and pollers wait out; any other status is a failure shown with a generic
 * Russian message and a retry.
 */
export const STATUS_CODES: Record<string, string> = {
  '200': 'the answer (a refusal: status other than ok/success/true/1, with message)',
  '204':
    'success for the calls whose answer the spec does not show (and the empty comments list); otherwise a failure',
  '429': 'failure; Retry-After is honoured',
  '503': 'failure; Retry-After is honoured',
  '4xx/5xx': 'failure: a generic message and a retry (the body is not shown)',
};

/**
 * The HTML markup the elements read (docs/server-contract.md#markup), in short. The full
 * contract with every attribute is in that document and in src/api/schemas/comment-markup.ts.
 */
export const MARKUP: Record<string, string> = {
  'comments list':
    'GET /comments/list/{article_id}?fullpage: one element per comment with class biz-comment, data-comment-id, data-parent-id (0 for top level), data-author, data-userpic, data-anonymous (0/1), data-timestamp (Unix seconds), data-rating, data-emoji (JSON counts) and the message in .biz-comment__message; reader content (text formatting, links, images).',
  'comment embed':
    'GET /comments/embed/{id}: one comment in the list markup, plus data-article-id and a .biz-comment__link to the discussion.',
  'live message':
    'POST /live/ajax/{id} messages[].html: reader content (text formatting, links, images); no forms, no scripts, no styles.',
  'search results':
    'POST {search action} html: one top-level element per result (page content: headings, links, pictures, time).',
  'list pages':
    'GET {load-more href} and GET /ajax/page/{page}?fullpage: page content appended to the list.',
};

/** The fields of a call, each with its type and whether it is required. */
export function contractFields(call: ContractCall): ContractField[] {
  return call.fields.map((field) => {
    const [head = '', type = 'string'] = field.split(/:(.*)/s);
    const required = !head.endsWith('?');
    return { name: required ? head : head.slice(0, -1), type, required };
  });
}

/** How a call's fields travel: query for GET, multipart when a file is sent, else a form. */
export function contentTypeOf(call: ContractCall): ContentType {
  if (call.method === 'GET') return 'query';
  return contractFields(call).some((f) => f.type === 'file') ? 'multipart' : 'form';
}

const ACK_NOTE =
  'Answer not shown in the spec (docs/server-contract.md#answers-the-spec-does-not-show): an empty 2xx, a 204, the bare body 1, ok, true or success, or JSON that does not say failure is success; JSON that says failure (status other than ok/success/true/1, success: false, an error field) or a bare 0/false/error is a refusal with its message; an HTML page (GET /logout excepted: a redirect home is success) or broken JSON is a failure. Sends X-CSRF-Token and the csrf-param field when the page has <meta name="csrf-token">.';

/** Every call, in the order of docs/server-contract.md. */
export const CONTRACT: ContractCall[] = [
  {
    method: 'POST',
    path: '{search form action}',
    fields: ['query:string', 'period:"0"|"1"|"2"|"3"|"4"', 'newest_begin:"0"|"1"', 'page:integer'],
    answer: s.SearchAnswer,
    spec: '7, 9',
  },
  {
    method: 'POST',
    path: '/me/add-fav',
    fields: ['type:"1"|"2"', 'id:string'],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '/process/quiz-vote',
    fields: ['vote_id:string', 'variant:string', 'token:string'],
    answer: s.QuizVoteAnswer,
    spec: '3, 7',
  },
  {
    method: 'POST',
    path: '/career/ajax/send_email',
    fields: ['career_file:file', 'career_id:string'],
    answer: s.CareerAnswer,
    spec: '7',
  },
  {
    method: 'POST',
    path: '/article/rate',
    fields: ['article_id:string', 'token:string', 'rating:"1"|"-1"', 'local_ip:string'],
    answer: s.AckAnswer,
    spec: '4, 7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '{restore form action} (password change)',
    fields: ['password:string', 'new_password:string', 'repeat_password:string'],
    answer: s.StatusMessageAnswer,
    spec: '7',
  },
  {
    method: 'POST',
    path: '/profile/update/userpic',
    fields: ['userpic:file'],
    answer: s.UserpicAnswer,
    spec: '7',
  },
  {
    method: 'POST',
    path: '{feedback action}',
    fields: ['message:string', 'contact:string', 'token:string'],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '/conferences/question',
    fields: ['id:string', 'email:string', 'name:string', 'message:string'],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '/polls/top10/result',
    fields: ['article_id:string'],
    answer: s.Top10ResultAnswer,
    spec: '3, 7',
    note: 'Answer not shown in the spec: the entries of docs/server-contract.md#votes (id, title, count, percent).',
  },
  {
    method: 'POST',
    path: '/polls/top10/vote',
    fields: ['article_id:string', 'variant:string', 'token:string'],
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
    fields: ['region:"0"|"1"|"10"|"11"|"100"'],
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
    fields: ['email:string', 'password:string', '_ajax:"1"'],
    answer: s.LoginAnswer,
    spec: '7, 8',
  },
  {
    method: 'POST',
    path: '{register action}',
    fields: [
      'email:string',
      'password:string',
      'password_repeat:string',
      'name:string',
      'nickname:string',
      'token:string',
      '_ajax:"1"',
    ],
    answer: s.StatusMessageAnswer,
    spec: '7, 8',
  },
  {
    method: 'POST',
    path: '{restore form action} (restore)',
    fields: ['email:string'],
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
    fields: ['poll_id:string', 'question:string', 'token:string'],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '/live/ajax/{id}',
    fields: ['last_timestamp:integer'],
    answer: s.LiveAnswer,
    spec: '3, 7, 9',
  },
  {
    method: 'POST',
    path: '/comments/emoji',
    fields: ['comment_id:string', 'token:string', 'emoji_id:string', 'local_ip:string'],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '/ajax/messaging/get-notifications',
    fields: ['token:string'],
    answer: s.NotificationsAnswer,
    spec: '7',
  },
  {
    method: 'POST',
    path: '/comments/send',
    fields: [
      'article_id:string',
      'message:string',
      'parent_id:string',
      'token:string',
      'is_anonymous:"0"|"1"',
    ],
    answer: s.CommentSendAnswer,
    spec: '7, 8',
  },
  { method: 'GET', path: '/users/ajax/{partial}', fields: [], answer: s.UsersAnswer, spec: '5, 7' },
  {
    method: 'POST',
    path: '/comments/rate',
    fields: ['comment_id:string', 'token:string', 'rating:"1"|"-1"', 'local_ip:string'],
    answer: s.AckAnswer,
    spec: '7',
    note: ACK_NOTE,
  },
  {
    method: 'POST',
    path: '/comments/new',
    fields: ['article_id:string', 'timestamp:integer'],
    answer: s.CommentsNewAnswer,
    spec: '7',
  },
  { method: 'GET', path: '/comments/embed/{id}', fields: [], answer: 'html', spec: '7' },
  { method: 'GET', path: '/logout', fields: [], answer: s.AckAnswer, spec: '2, 7', note: ACK_NOTE },
  {
    method: 'POST',
    path: '/ajax/messaging/token',
    fields: ['token:string', 'subscription_id:json'],
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
    fields: ['title:string', 'link:string', 'message:string'],
    answer: s.AckAnswer,
    spec: '5, 7',
    note: ACK_NOTE,
  },
];
