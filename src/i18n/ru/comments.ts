import { catalogue } from '../index.ts';

/** `t()` of the strings the comments area's elements share. */
export const commentText = catalogue({
  anonymous: 'Аноним',
  rating: 'Рейтинг комментария: {sum}',
  react: 'Добавить реакцию',
});
