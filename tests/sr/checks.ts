/** What `npm run sr` (./run.ts) asks of Orca's speech: pure functions of the spoken lines. */

/** One assertion on a transcript: what it checks and whether it held. */
export interface Check {
  what: string;
  ok: boolean;
}

const spoken = (said: readonly string[], text: string) => indexOf(said, text, 0) >= 0;

const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Where `text` is first spoken from character `from` of the joined lines (Orca cuts sentences). */
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
 * Comments: the heading with the count, then each shown comment's author, date and first 30
 * characters in list order, and no «новых комментари…» notice from the first to the third (the
 * «N новых комментариев» button passed on the way in is content, not a notice).
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
 * Order and new comments: Space on «Сначала новые» → «Порядок комментариев: Сначала новые.»;
 * Enter on «К следующему новому» → the focused comment said with «новый».
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
