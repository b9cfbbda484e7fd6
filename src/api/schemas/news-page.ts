import * as z from 'zod/mini';
import { CAPS } from '../caps.ts';
import { capped } from './capped.ts';
import { id, num } from './common.ts';

/** An article as lists show it (docs/server-contract.md#news-lists). `url` and `date` are assumptions. */
export const ArticleSummary = z.looseObject({
  article_id: id,
  title: z.string(),
  subtitle: z.optional(z.nullable(z.string())),
  pic: z.optional(z.nullable(z.string())),
  comment_num: z.optional(num),
  url: z.optional(z.string()),
  /**
   * Unix time in seconds. Unreadable → NaN, so the page still parses and the element skips that
   * one article (elements/biz-news-list/items.ts `dropBadArticles`).
   */
  date: z.optional(z.catch(num, Number.NaN)),
});
/** Type of {@link ArticleSummary}. */
export type ArticleSummary = z.infer<typeof ArticleSummary>;

/** GET /ajax/page/{page}?fullpage → "articles list, page" (docs/server-contract.md#news-lists). */
export const NewsPageAnswer = z.looseObject({
  /** At most CAPS.pageItems + 1 are read. */
  articles: capped(ArticleSummary, CAPS.pageItems),
  page: num,
});
/** Type of {@link NewsPageAnswer}. */
export type NewsPageAnswer = z.infer<typeof NewsPageAnswer>;
