import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-person-list>`: part name → what it is. */
export const personListParts = defineParts({
  toolbar: 'The toolbar of letters.',
  letter: 'A letter button («Все» included; `aria-pressed` on the chosen one).',
  'letter-active': "The chosen letter's button.",
  all: 'The «Все» button.',
  russian: 'The group of Russian letters.',
  latin: 'The group of Latin letters (only when there are Latin names).',
  status: 'How many people are shown («На букву «К»: 3 человека»).',
  list: "The box around the page's list.",
});
