import * as z from 'zod/mini';

/**
 * An array schema that validates at most `max + 1` items (issue 13): the rest of a huge answer is
 * dropped before validation, and one extra item is kept so the element can tell the answer was
 * cut (`length > max`), show the first `max` and say so.
 */
export const capped = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.pipe(
    z.pipe(
      z.array(z.unknown()),
      z.transform((list: unknown[]) => (list.length > max + 1 ? list.slice(0, max + 1) : list)),
    ),
    z.array(item),
  );
