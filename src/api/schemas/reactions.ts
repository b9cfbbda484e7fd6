import * as z from 'zod/mini';

/**
 * The reaction counts of a comment (`data-emoji` of the markup contract, `emoji` of
 * /comments/new JSON, docs/server-contract.md#comments): emoji id → how many readers reacted.
 * Read entry by entry: a bad entry is dropped, never the comment nor the answer it
 * came in. An entry stays when its key is an id of letters, digits, `_` or `-` (1–20) and its
 * count a whole number ≥ 0, sent as a number or as digits (PHP sends "3"). Anything that is not
 * a JSON object of such entries (broken JSON, an array, a string) reads as no reactions.
 */

/** An emoji id as the markup contract writes it (`like`, `wow`, `1`). */
const KEY = /^[\w-]{1,20}$/;

/** A count sent as a number or digits; null when it is not a whole number ≥ 0. */
function readCount(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? +value
        : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/**
 * The good entries of a reactions object.
 * @param value a parsed JSON value (or undefined: none)
 * @returns emoji id → count, only the entries that pass (own properties, `__proto__` included
 *   as a plain key)
 */
function keepReactions(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const kept: [string, number][] = [];
  for (const [key, raw] of Object.entries(value)) {
    const count = readCount(raw);
    if (KEY.test(key) && count !== null) kept.push([key, count]);
  }
  return Object.fromEntries(kept);
}

/** Reactions as a JSON value (/comments/new): see the module comment. */
export const reactions = z._default(z.pipe(z.unknown(), z.transform(keepReactions)), {});

/** Reactions as the `data-emoji` attribute, a JSON string (missing or empty: none). */
export const reactionsAttribute = z.pipe(
  z._default(z.string(), ''),
  z.transform((v: string) => {
    try {
      return keepReactions(JSON.parse(v || '{}'));
    } catch {
      return {}; // broken JSON: no reactions, the comment stays
    }
  }),
);
