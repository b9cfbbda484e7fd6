import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-search>`: part name → what it is. */
export const searchParts = defineParts({
  open: 'The button that opens the popup.',
  dialog: 'The popup (`<dialog>`).',
  'dialog-title': 'Its title.',
  close: 'Its close button.',
  input: 'The query field.',
  sort: 'The «Сначала новые» toggle (`aria-pressed`).',
  period: 'Each period tab.',
  'period-1': 'The «За всё время» tab, `period` 1 (also `period`).',
  'period-2': 'The «За год» tab, `period` 2 (also `period`).',
  'period-3': 'The «За месяц» tab, `period` 3 (also `period`).',
  'period-4': 'The «За неделю» tab, `period` 4 (also `period`).',
  results: 'The scrolling results area.',
  count: 'The announced count line.',
  result: "One result (a top-level element of the server's HTML).",
  empty: '«Ничего не найдено».',
  footer: '«Показано N из M» and «Показать ещё» (12 or more results).',
  more: 'The «Показать ещё» button.',
  error: 'The failure message.',
  retry: 'The retry button inside the failure message.',
  capped: '«Показаны первые N …»: the answer was larger than the caps (src/api/caps.ts).',
});
