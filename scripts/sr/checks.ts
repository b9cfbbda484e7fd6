/**
 * What `npm run sr` (./run.ts) asks of Orca's speech in each journey. Pure functions
 * of the spoken lines, so they can be tried on a recorded transcript.
 */

/** One assertion on a transcript: what it checks and whether it held. */
export interface Check {
  what: string;
  ok: boolean;
}

/** Whether any spoken line contains `text` (case-insensitive, spaces collapsed). */
const spoken = (said: readonly string[], text: string) => indexOf(said, text, 0) >= 0;

/** Collapses runs of white space and lower-cases, so wrapped text compares. */
const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Where `text` is first spoken at or after character `from` of the joined transcript (speech
 * is cut into sentences: «24 ноября 2026 г.» and «в 19:50» come as two lines); -1 when never.
 */
function indexOf(said: readonly string[], text: string, from: number): number {
  return norm(said.join(' ')).indexOf(norm(text), from);
}

/** Sign-in: the dialog's name and its first field (the e-mail) are spoken after Enter. */
export function checkSignIn(said: readonly string[]): Check[] {
  return [
    { what: 'the dialog’s name «Личный кабинет» is spoken', ok: spoken(said, 'Личный кабинет') },
    { what: 'it is spoken as a dialog', ok: spoken(said, 'dialog') || spoken(said, 'диалог') },
    {
      what: 'the focused field «Электронная почта» is spoken',
      ok: spoken(said, 'Электронная почта'),
    },
  ];
}

/** Poll: the thanks is spoken after «Голосовать». */
export function checkPoll(said: readonly string[]): Check[] {
  return [
    {
      what: 'the thanks «Спасибо, ваш голос учтён» is spoken',
      ok: spoken(said, 'Спасибо, ваш голос учтён'),
    },
  ];
}

/** A comment as the page shows it: its author, date and the start of its text. */
export interface ShownComment {
  author: string;
  date: string;
  text: string;
}

/**
 * Comments: the heading with the count is spoken; then each shown comment's author, date and
 * text (its first 30 characters), in the order of the list; no «новых комментари…» notice is
 * spoken from the first comment to the third (the «N новых комментариев» button itself, passed
 * on the way into the list, is the page's content, not a notice).
 */
export function checkComments(said: readonly string[], shown: readonly ShownComment[]): Check[] {
  const checks: Check[] = [];
  const heading = norm(said.join(' ')).search(
    /комментарии\.?\s+(heading level 2\.?\s+)?\d+ комментари/,
  );
  checks.push({ what: 'the heading «Комментарии» with its count is spoken', ok: heading >= 0 });
  checks.push({ what: 'three comments are on the page', ok: shown.length === 3 });
  let at = Math.max(heading, 0);
  shown.forEach((comment, n) => {
    for (const [part, text] of [
      ['author', comment.author],
      ['date', comment.date],
      ['text', comment.text.slice(0, 30)],
    ] as const) {
      const found = text ? indexOf(said, text, at) : -1;
      checks.push({
        what: `comment ${n + 1}: its ${part} «${text}» is spoken, in order`,
        ok: found >= 0,
      });
      if (found >= 0) at = found;
    }
  });
  // From the first comment's author to the last checked text: what the reader reads in a row.
  const joined = norm(said.join(' '));
  const first = shown[0]?.author ? joined.indexOf(norm(shown[0].author), Math.max(heading, 0)) : -1;
  const reading = first >= 0 && at > first ? joined.slice(first, at) : joined;
  checks.push({
    what: 'no new-comment notice is spoken while the comments are read',
    ok: !/нов(ый|ых|ого) комментари/.test(reading),
  });
  return checks;
}

/**
 * Order and new comments: after Space on «Сначала новые» the polite «Порядок комментариев:
 * Сначала новые.» is spoken; after Enter on «К следующему новому» the comment focused is said
 * with the word «новый».
 */
export function checkOrderAndNew(ordered: readonly string[], moved: readonly string[]): Check[] {
  return [
    {
      what: 'the order change «Порядок комментариев: Сначала новые» is spoken',
      ok: spoken(ordered, 'Порядок комментариев: Сначала новые'),
    },
    {
      what: 'the comment «К следующему новому» focuses is spoken as «новый»',
      ok: /(^|[^а-яё])новый([^а-яё]|$)/i.test(moved.join(' ')),
    },
  ];
}
