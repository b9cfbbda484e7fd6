import * as z from 'zod/mini';

/** Reaction counts (emoji id → readers), read entry by entry: a bad entry drops itself only. */

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

/** The good entries of a parsed reactions `value` (own keys; `__proto__` as a plain key). */
function keepReactions(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const kept: [string, number][] = [];
  for (const [key, raw] of Object.entries(value)) {
    const count = readCount(raw);
    if (KEY.test(key) && count !== null) kept.push([key, count]);
  }
  return Object.fromEntries(kept);
}

/** Reactions as a JSON value (/comments/new). */
export const reactions = z.lazy(() =>
  z._default(z.pipe(z.unknown(), z.transform(keepReactions)), {}),
);

/** Reactions as the `data-emoji` attribute, a JSON string (missing or empty: none). */
export const reactionsAttribute = z.lazy(() =>
  z.pipe(
    z._default(z.string(), ''),
    z.transform((v: string) => {
      try {
        return keepReactions(JSON.parse(v || '{}'));
      } catch {
        return {}; // broken JSON: no reactions, the comment stays
      }
    }),
  ),
);
