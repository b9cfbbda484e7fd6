/** Comments for the unit tests of src/comments/: one valid item of the list, with a few fields set. */
import type { Comment } from '../../../src/comments/markup.ts';

/**
 * Comment `id` under `parent` (0: top level), by «Читатель {id}», dated 1760000000 + id (s),
 * with no rating and no reactions unless `over` says otherwise.
 */
export const comment = (id: number, parent = 0, over: Partial<Comment> = {}): Comment => ({
  id: String(id),
  parent_id: String(parent),
  author: `Читатель ${id}`,
  userpic: '',
  is_anonymous: false,
  timestamp: 1760000000 + id,
  rating: 0,
  emoji: {},
  status: 'active',
  message: [],
  ...over,
});
