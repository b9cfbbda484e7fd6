import * as z from 'zod/mini';

/**
 * The item schema of each capped array's input side, so `npm run contract` (scripts/contract.ts)
 * can describe the items the server sends rather than "any".
 */
export const CAPPED_ITEMS = new WeakMap<object, z.ZodMiniType>();

/**
 * An array schema that validates at most `max + 1` items: the rest of a huge answer is
 * dropped before validation, and one extra item is kept so the element can tell the answer was
 * cut (`length > max`), show the first `max` and say so.
 */
export const capped = <T extends z.ZodMiniType>(item: T, max: number) => {
  const outer = z.array(z.unknown());
  CAPPED_ITEMS.set(outer, item);
  return z.pipe(
    z.pipe(
      outer,
      z.transform((list: unknown[]) => (list.length > max + 1 ? list.slice(0, max + 1) : list)),
    ),
    z.array(item),
  );
};
