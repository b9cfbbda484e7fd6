/**
 * Russian strings of the comments area shared by more than one element (each element's own strings
 * are in its folder's strings.ts).
 */
import { catalogue } from '../index.ts';

/** The comments area's `t()`. */
export const commentText = catalogue({
  anonymous: 'Аноним',
  rating: 'Рейтинг комментария: {sum}',
  react: 'Добавить реакцию',
});
