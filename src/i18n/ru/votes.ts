/**
 * Russian strings of the votes area shared by more than one element (each element's own strings
 * are in its folder's strings.ts).
 */
import { catalogue } from '../index.ts';

/** The votes area's strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const voteText = catalogue({
  'poll.refusedDefault': 'сервер отказал.',
} as const);

/**
 * A name to put inside our own «…» without doubling quotes (Russian typography): a name that is
 * one quotation already («Окскэнерго») loses its outer «», and quotes inside a name become
 * „…“ (Банк «Окский кредит» → Банк „Окский кредит“). So `за «{title}»` gives
 * `за «Окскэнерго»` and `за «Банк „Окский кредит“»`, never `за ««Окскэнерго»»`.
 * @param title the name as the server sent it (plain text).
 * @returns the text to place between « and ».
 */
export function insideQuotes(title: string): string {
  let text = title.trim();
  if (text.startsWith('«') && text.endsWith('»')) {
    // Outer «» only if the first « closes at the very end.
    let depth = 0;
    let closesAtEnd = true;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '«') depth++;
      else if (text[i] === '»') depth--;
      if (depth === 0 && i < text.length - 1) {
        closesAtEnd = false;
        break;
      }
    }
    if (closesAtEnd) text = text.slice(1, -1);
  }
  return text.replace(/«/g, '„').replace(/»/g, '“');
}
