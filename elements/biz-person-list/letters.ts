/**
 * The alphabet of `<biz-person-list>`: which letter a person is filed under, and the URL hash
 * that carries the chosen letter (`#letter-К`).
 */

/**
 * The Russian letters of the selector: the alphabet without Ё (filed under Е, as in
 * dictionaries) and Ъ, Ы, Ь (no name starts with them).
 */
export const RUSSIAN_LETTERS = Array.from('АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ');

/** The Latin letters, shown when at least one name starts with one. */
export const LATIN_LETTERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');

/** A letter as the selector files it: upper case, Ё as Е. */
export function normalizeLetter(letter: string): string {
  const upper = letter.toLocaleUpperCase('ru-RU');
  return upper === 'Ё' ? 'Е' : upper;
}

/**
 * The letter `item` is filed under: its `data-letter`, else the first letter of the text of its
 * `[data-name]` descendant, else of its own text. '' when there is no letter.
 */
export function letterOf(item: Element): string {
  const given = item.getAttribute('data-letter')?.trim();
  const text = given || (item.querySelector('[data-name]') ?? item).textContent || '';
  const first = /\p{L}/u.exec(text)?.[0];
  return first ? normalizeLetter(first) : '';
}

/** Prefix of the hash that carries the chosen letter. */
const HASH_PREFIX = 'letter-';

/** The letter a URL hash chooses (`#letter-К`, percent-encoded or not), or null. */
export function letterFromHash(hash: string): string | null {
  let text = hash.replace(/^#/, '');
  try {
    text = decodeURIComponent(text);
  } catch {
    return null;
  }
  const match = new RegExp(`^${HASH_PREFIX}(\\p{L})$`, 'u').exec(text);
  return match?.[1] ? normalizeLetter(match[1]) : null;
}

/** The hash for a chosen letter: `#letter-К`. */
export const hashFor = (letter: string) => `#${HASH_PREFIX}${letter}`;
