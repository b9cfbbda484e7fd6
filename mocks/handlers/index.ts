/** Every handler of the demo backend: one list serves the demo page, Vitest and browser tests. */
import { articleHandlers } from './article.ts';
import { authHandlers } from './auth.ts';
import { commentHandlers } from './comments.ts';
import { formHandlers } from './forms.ts';
import { listHandlers } from './lists.ts';
import { liveHandlers } from './live.ts';
import { pushHandlers } from './push.ts';
import { voteHandlers } from './votes.ts';

export const handlers = [
  ...articleHandlers,
  ...authHandlers,
  ...commentHandlers,
  ...voteHandlers,
  ...liveHandlers,
  ...listHandlers,
  ...formHandlers,
  ...pushHandlers,
];
