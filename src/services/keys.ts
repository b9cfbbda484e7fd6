/** Every localStorage key (docs/behaviour.md#storage-keys); the spec's keys must never change. */

/** `token`: the visitor token. */
export const TOKEN_KEY = 'token';

/** `word__size`: the text size, `small`, `medium` or `big`. */
export const TEXT_SIZE_KEY = 'word__size';

/** `article_ratings-{articleId}`: the reader's article rating, `+` or `-`. */
export const articleRatingKey = (articleId: string) => `article_ratings-${articleId}`;

/** A discussion's keys: votes, emoji, last seen comment time (Unix s), the main form's draft. */
export const commentKeys = (articleId: string) => ({
  ratings: `comment-ratings-${articleId}`,
  emoji: `comment-emoji-${articleId}`,
  seen: `article${articleId}`,
  draft: `comment-draft-${articleId}`,
});

/** The draft key of the main form (`parentId` '0') or a reply; JSON `{parent_id, message}`. */
export function commentDraftKey(articleId: string, parentId: string): string {
  const main = commentKeys(articleId).draft;
  return parentId === '0' ? main : `${main}-${parentId}`;
}

/** `poll{pollId}`: the chosen variant's id. */
export const pollKey = (pollId: string) => `poll${pollId}`;

/** `top10{articleId}{variantId}`, the spec's ambiguous key (`top10123`): read, never written. */
export const top10Key = (articleId: string, variantId: string) => `top10${articleId}${variantId}`;

/** `top10:{articleId}:{variantId}` (ids URI-encoded): where a top-10 vote count is written. */
export const top10StoreKey = (articleId: string, variantId: string) =>
  `top10:${encodeURIComponent(articleId)}:${encodeURIComponent(variantId)}`;

/** `quiz{quizId}`: the reader's progress in a quiz, JSON. */
export const quizKey = (quizId: string) => `quiz${quizId}`;

/** `standings-{name}`: the index of the remembered table. */
export const standingsKey = (name: string) => `standings-${name}`;

/** `biz-widgets:user`: the sign-in snapshot (src/services/auth.ts). */
export const AUTH_SNAPSHOT_KEY = 'biz-widgets:user';

/** `biz-widgets:push-endpoint`: the push endpoint the server last accepted. */
export const PUSH_ENDPOINT_KEY = 'biz-widgets:push-endpoint';

/** `conference-question-draft-{conferenceId}`: the unsent question, JSON `{fieldName: text}`. */
export const conferenceQuestionDraftKey = (conferenceId: string) =>
  `conference-question-draft-${conferenceId}`;

/** `feedback-draft-{url}`: the unsent feedback form posting to `url`, JSON `{fieldName: text}`. */
export const feedbackDraftKey = (url: string) => `feedback-draft-${url}`;

/** `biz-widgets:comments-order`: the reader's thread order, `new`, `old`, `best` or `flat`. */
export const COMMENTS_ORDER_KEY = 'biz-widgets:comments-order';

/** `biz-widgets:comments-hidden-authors`: JSON array of the names of authors the reader hid. */
export const HIDDEN_AUTHORS_KEY = 'biz-widgets:comments-hidden-authors';

/** `biz-widgets:comments-seen-articles`: JSON array of up to 200 article ids whose mark is kept. */
export const SEEN_ARTICLES_KEY = 'biz-widgets:comments-seen-articles';
