/** Item-level checks of news pages (elements/biz-news-list/items.ts): one bad date skips one article. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dropBadArticles } from '../../../elements/biz-news-list/items.ts';
import { NewsPageAnswer } from '../../../src/api/schemas/index.ts';

describe('dropBadArticles', () => {
  it('drops articles dated outside the Date range or unreadably, keeps order', () => {
    const page = z.parse(NewsPageAnswer, {
      articles: [
        { article_id: 1, title: 'А', date: 1760000000 },
        { article_id: 2, title: 'Б', date: '1e16' },
        { article_id: 3, title: 'В', date: 1e16 },
        { article_id: 4, title: 'Г' },
      ],
      page: 1,
    });
    const { articles, skipped } = dropBadArticles(page.articles);
    expect(articles.map((a) => a.article_id)).toEqual(['1', '4']);
    expect(skipped).toEqual([
      'article 2: date NaN outside the Date range',
      'article 3: date 10000000000000000 outside the Date range',
    ]);
  });
});
