import { catalogue } from '../index.ts';

/** `t()` of the strings the votes area's elements share. */
export const voteText = catalogue({
  'poll.refusedDefault': 'сервер отказал.',
} as const);

/** `title` to place inside our «…»: outer «» dropped, inner ones made „…“ (never doubled). */
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
