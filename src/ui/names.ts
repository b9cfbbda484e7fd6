const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * A name (null: '') as shown: trimmed, without format characters, which readers' names may hide
 * to change their look (U+202E turns «ротаредоМ» into «Модератор»); '' when nothing is left.
 */
export function displayName(raw: string | null | undefined): string {
  return (raw ?? '').replace(FORMAT_CHARACTERS, '').trim();
}
