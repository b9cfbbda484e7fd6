/**
 * People's names as readers see them (docs/behaviour.md#names): comment authors,
 * «ответ на комментарий — Имя», mention suggestions, the user menu, the profile, comment embeds.
 * A name comes from other readers (or from a server that stores what they typed), so it may
 * carry characters that change how it looks without being seen: bidi controls (U+202E turns
 * «ротаредоМ» into «Модератор»), zero-width spaces and joiners («Модер», U+200B, «атор» is not the
 * word «Модератор» but looks it), the byte-order mark, soft hyphens, tag characters. All of these are Unicode
 * format characters (category Cf) and none belongs in a name: {@link displayName} removes every
 * one. Rendered names are also bidi-isolated, so a right-to-left name cannot reorder the text
 * around it: src/ui/Name.tsx, the one component that writes a name into the page.
 */

/** Every format character (Unicode category Cf): U+00AD, U+061C, U+200B–U+200F, U+202A–U+202E, U+2060–U+2064, U+2066–U+2069, U+FEFF, tags… */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * A name as it is shown and spoken: every format character (Cf) removed, surrounding white
 * space trimmed. Letters of every script stay as they are (Arabic and Hebrew names included).
 * Used for text (accessible names, labels, the mention inserted into a message) and by `<Name>`.
 * @param raw the name as the server or the auth store gave it; null/undefined read as ''
 * @returns the cleaned name; '' when nothing visible is left (callers choose a stand-in)
 */
export function displayName(raw: string | null | undefined): string {
  return (raw ?? '').replace(FORMAT_CHARACTERS, '').trim();
}
