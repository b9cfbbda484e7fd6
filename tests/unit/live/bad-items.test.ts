/** Issue 14: item-level checks of live answers and news pages (one bad date skips one item). */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dropBadMessages } from '../../../elements/biz-live/state.ts';
import { dropBadArticles } from '../../../elements/biz-news-list/items.ts';
import { LiveAnswer, NewsPageAnswer } from '../../../src/api/schemas/index.ts';

describe('dropBadMessages', () => {
  it('drops messages whose timestamp a Date cannot hold, keeps the rest, says which', () => {
    const answer = z.parse(LiveAnswer, {
      new: [
        { id: 1, html: '<p>а</p>', timestamp: 1760000000 },
        { id: 2, html: '<p>б</p>', timestamp: 1e16 },
        { id: 3, html: '<p>в</p>', timestamp: 'завтра' },
        { id: 4, html: '<p>г</p>' },
      ],
      fixed: [{ id: 5, html: '<p>д</p>', timestamp: -1e16 }],
      last_timestamp: 1760000000,
    });
    const { answer: clean, skipped } = dropBadMessages(answer);
    expect(clean.new.map((m) => m.id)).toEqual(['1', '4']);
    expect(clean.fixed).toEqual([]);
    expect(skipped).toHaveLength(3);
    expect(skipped.join(' ')).toContain('new message 2');
    expect(skipped.join(' ')).toContain('fixed message 5');
  });
});

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
