/**
 * Readable ids for headings without one: Russian transliterated to Latin
 * («Рост экспорта в 2026 году» → `rost-eksporta-v-2026-godu`), unique within the document.
 */
const MAP: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/**
 * A slug of `text`: lowercase Latin letters, digits and dashes, at most 60 characters.
 * @returns '' when nothing usable is left
 */
export function slugify(text: string): string {
  return Array.from(text.toLowerCase(), (ch) => MAP[ch] ?? ch)
    .join('')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * An id for `text` that no element in `doc` has yet (`slug`, `slug-2`, …; `section` if empty).
 */
export function uniqueId(text: string, doc: Document | ShadowRoot): string {
  const base = slugify(text) || 'section';
  let id = base;
  for (let n = 2; doc.getElementById(id); n++) id = `${base}-${n}`;
  return id;
}
