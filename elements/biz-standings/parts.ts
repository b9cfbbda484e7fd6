import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-standings>`: part name → what it is. */
export const standingsParts = defineParts({
  bar: 'The row with the select.',
  label: '«Таблица».',
  select: 'The select of tables.',
  scroll: 'The box around the tables; a scrolling region while the table is too wide.',
});
