import * as z from 'zod/mini';

/** Each capped array's item schema, so `npm run contract` can describe the items. */
export const CAPPED_ITEMS = new WeakMap<object, z.ZodMiniType>();

/**
 * An array schema that validates at most `max + 1` items, dropping the rest first; the extra one
 * tells the element the answer was cut.
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
