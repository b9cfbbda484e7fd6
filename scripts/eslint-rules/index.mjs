// The project's own ESLint rules, loaded as a local plugin by eslint.config.js.
import noCommentCitations from './no-comment-citations.mjs';

/** The local plugin: its rules by name (used as `local/<name>`). */
export default {
  meta: { name: 'biz-widgets-local' },
  rules: { 'no-comment-citations': noCommentCitations },
};
