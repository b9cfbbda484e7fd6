/** Emoji reactions in display order: id (sent as `emoji_id`), glyph, Russian name. */
export const EMOJI: readonly (readonly [id: string, glyph: string, name: string])[] = [
  ['like', '👍', 'Нравится'],
  ['laugh', '😄', 'Смешно'],
  ['wow', '😮', 'Удивительно'],
  ['sad', '😢', 'Грустно'],
  ['angry', '😡', 'Возмутительно'],
];
