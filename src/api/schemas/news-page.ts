import * as z from 'zod/mini';
import { CAPS } from '../caps.ts';
import { capped } from './capped.ts';
import { id, num } from './common.ts';

/** An article as lists show it; `url` and `date` are assumed. */
export const ArticleSummary = z.lazy(() =>
  z.looseObject({
    article_id: id,
    title: z.string(),
    subtitle: z.optional(z.nullable(z.string())),
    pic: z.optional(z.nullable(z.string())),
    comment_num: z.optional(num),
    url: z.optional(z.string()),
    /** Unix seconds; unreadable → NaN, so only that article is skipped. */
    date: z.optional(z.catch(num, Number.NaN)),
  }),
);
/** Type of {@link ArticleSummary}. */
export type ArticleSummary = z.infer<typeof ArticleSummary>;

/** GET /ajax/page/{page}?fullpage → articles, page. */
export const NewsPageAnswer = z.lazy(() =>
  z.looseObject({
    /** At most CAPS.pageItems + 1 are read. */
    articles: capped(ArticleSummary, CAPS.pageItems),
    page: num,
  }),
);
/** Type of {@link NewsPageAnswer}. */
export type NewsPageAnswer = z.infer<typeof NewsPageAnswer>;
