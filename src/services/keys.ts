/**
 * Every localStorage key the widgets use (docs/behaviour.md#storage-keys), in one place. The
 * spec's keys are the site's own and must not change: a reader's votes, choices and drafts from
 * earlier versions are read under them. Elements read and write them through the storage service
 * (src/services/storage.ts), never localStorage directly.
 */

/** `token`: the visitor token, 32 hex characters (docs/behaviour.md#visitor-token). */
export const TOKEN_KEY = 'token';

/** `word__size`: the chosen text size, `small`, `medium` or `big` (docs/behaviour.md#text-size). */
export const TEXT_SIZE_KEY = 'word__size';

/**
 * `article_ratings-{articleId}`: the reader's article rating, `+` or `-`
 * (docs/behaviour.md#article-rating).
 */
export const articleRatingKey = (articleId: string) => `article_ratings-${articleId}`;

/**
 * The comment keys of one article (docs/behaviour.md#comments):
 *
 * - `ratings`, `comment-ratings-{articleId}`: the reader's votes, a comma-separated list of
 *   `commentId=+` / `commentId=-` (e.g. `5001=+,5007=-`);
 * - `emoji`, `comment-emoji-{articleId}`: the reader's reactions, `commentId=emoji` pairs the
 *   same way (e.g. `5001=like,5003=wow`);
 * - `seen`, `article{articleId}`: the latest seen comment timestamp (Unix seconds), for «новый»;
 * - `draft`, `comment-draft-{articleId}`: the unsent draft of the main form, JSON
 *   `{"parent_id":"0","message":"…"}` (reply drafts: {@link commentDraftKey}).
 */
export const commentKeys = (articleId: string) => ({
  ratings: `comment-ratings-${articleId}`,
  emoji: `comment-emoji-${articleId}`,
  seen: `article${articleId}`,
  draft: `comment-draft-${articleId}`,
});

/**
 * `comment-draft-{articleId}` for the main form (`parentId` '0'), `comment-draft-{articleId}-{parentId}`
 * for the reply to comment `parentId`; the value is JSON `{"parent_id":"…","message":"…"}`.
 */
export function commentDraftKey(articleId: string, parentId: string): string {
  const main = commentKeys(articleId).draft;
  return parentId === '0' ? main : `${main}-${parentId}`;
}

/** `poll{pollId}`: the reader's vote in a poll, the chosen variant's id (docs/behaviour.md#poll). */
export const pollKey = (pollId: string) => `poll${pollId}`;

/**
 * `top10{articleId}{variantId}`: the spec's key of a remembered top-10 vote
 * (docs/behaviour.md#top10). Still read (votes kept by earlier versions), never written: it is
 * ambiguous, `top10123` is article 1 / variant 23 as well as article 12 / variant 3.
 */
export const top10Key = (articleId: string, variantId: string) => `top10${articleId}${variantId}`;

/**
 * `top10:{articleId}:{variantId}`, each id URI-encoded (`encodeURIComponent` escapes `:`): the key
 * a top-10 vote is written to (the value is the count), so two different (article, variant) pairs
 * never share a key. Read first; {@link top10Key} is read only when it is absent.
 */
export const top10StoreKey = (articleId: string, variantId: string) =>
  `top10:${encodeURIComponent(articleId)}:${encodeURIComponent(variantId)}`;

/** `quiz{quizId}`: the reader's progress in a quiz, JSON (docs/behaviour.md#quiz). */
export const quizKey = (quizId: string) => `quiz${quizId}`;

/** `standings-{name}`: the index of the remembered table of `<biz-standings name>`. */
export const standingsKey = (name: string) => `standings-${name}`;

/**
 * `biz-widgets:user`: the sign-in snapshot, JSON `{"username":"…","userpic":"…"}`, written on
 * every login, logout and profile change (src/services/auth.ts). Not one of the spec's keys.
 */
export const AUTH_SNAPSHOT_KEY = 'biz-widgets:user';

/**
 * `biz-widgets:push-endpoint`: the push endpoint the server last accepted; the subscription is
 * sent again only when it changed. Not one of the spec's keys (like the auth snapshot).
 */
export const PUSH_ENDPOINT_KEY = 'biz-widgets:push-endpoint';

/**
 * `conference-question-draft-{conferenceId}`: the unsent question to a conference, JSON
 * `{fieldName: text}` (src/forms/draft.ts).
 */
export const conferenceQuestionDraftKey = (conferenceId: string) =>
  `conference-question-draft-${conferenceId}`;

/**
 * `feedback-draft-{url}`: the unsent feedback form posting to `url` (without its query), JSON
 * `{fieldName: text}` (src/forms/draft.ts).
 */
export const feedbackDraftKey = (url: string) => `feedback-draft-${url}`;

/**
 * `biz-widgets:comments-order`: the order a reader chose for the threads of every discussion on
 * the site, `new`, `old`, `best` or `flat` (docs/behaviour.md#comments-order). Not one of the
 * spec's keys.
 */
export const COMMENTS_ORDER_KEY = 'biz-widgets:comments-order';

/**
 * `biz-widgets:comments-hidden-authors`: the authors whose comments a reader hid in every
 * discussion, a JSON array of their shown names (`["Игорь Петров"]`); local, never sent
 * (docs/behaviour.md#comments-menu). Not one of the spec's keys.
 */
export const HIDDEN_AUTHORS_KEY = 'biz-widgets:comments-hidden-authors';

/**
 * `biz-widgets:comments-seen-articles`: the articles whose `article{id}` mark is kept, a JSON
 * array of ids, the most recent last, at most 200 (src/comments/seen.ts). Not one of the spec's
 * keys.
 */
export const SEEN_ARTICLES_KEY = 'biz-widgets:comments-seen-articles';
