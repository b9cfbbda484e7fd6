/** Demo backend: the comment thread, its markup contract and stateful comment calls. */
import { describe, expect, it } from 'vitest';
import * as s from '../../../../src/api/schemas/index.ts';
import { advanceDemoClock, db } from '../../../../mocks/db.ts';
import {
  approvePendingComments,
  MODERATION_DELAY_MS,
  publishQueuedComment,
  QUEUE_INTERVAL_SEC,
} from '../../../../mocks/handlers/comments.ts';
import { BANNED_ACCOUNT } from '../../../../mocks/seed/users.ts';
import { commentNodes, get, json, parsed, post, signIn, useDemoBackend } from '../helpers.ts';

useDemoBackend();

async function thread(articleId = '1024') {
  return commentNodes(await (await get(`/comments/list/${articleId}?fullpage`)).text());
}

function depth(node: HTMLElement, byId: Map<string, HTMLElement>): number {
  const parent = node.dataset.parentId;
  return parent === '0' ? 1 : 1 + depth(byId.get(parent!)!, byId);
}

describe('GET /comments/list', () => {
  it('follows the markup contract', async () => {
    const nodes = await thread();
    expect(nodes).toHaveLength(40);
    const byId = new Map(nodes.map((n) => [n.dataset.commentId!, n]));
    const seen = new Set<string>();
    for (const node of nodes) {
      const d = node.dataset;
      expect(node.id).toBe(`comment-${d.commentId}`);
      expect(d.parentId === '0' || seen.has(d.parentId!), 'parent comes first').toBe(true);
      seen.add(d.commentId!);
      expect(d.anonymous).toMatch(/^[01]$/);
      if (d.anonymous === '1') expect(d.author).toBe('');
      else expect(d.author).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+$/);
      expect(Number(d.timestamp)).toBeGreaterThan(1_600_000_000);
      expect(Number.isInteger(Number(d.rating))).toBe(true);
      expect(Object.keys(JSON.parse(d.emoji!))).toEqual(['like', 'laugh', 'wow', 'sad', 'angry']);
      expect(d.status).toBe('active');
      expect(node.querySelector(':scope > .biz-comment__message > p')).not.toBeNull();
    }
    const depths = nodes.map((n) => depth(n, byId));
    expect(Math.max(...depths)).toBe(3);
    expect(nodes.filter((n) => n.dataset.anonymous === '1').length).toBeGreaterThanOrEqual(5);
    const long = nodes.filter((n) => n.querySelectorAll('.biz-comment__message p').length >= 3);
    expect(long.length).toBeGreaterThanOrEqual(2);
  });

  it('answers an empty body for an article without comments', async () => {
    expect(await thread('77')).toEqual([]);
  });

  it('escapes attribute values', async () => {
    db.comments.get('5001')!.author = 'Иван "Кавычка" <b>';
    const res = await get('/comments/list/1024?fullpage');
    const html = await res.text();
    expect(html).toContain('data-author="Иван &quot;Кавычка&quot; &lt;b&gt;"');
    expect(commentNodes(html)[0]?.dataset.author).toBe('Иван "Кавычка" <b>');
  });
});

describe('POST /comments/send', () => {
  const send = (message: string, extra: Record<string, string | number> = {}) =>
    parsed(
      post('/comments/send', {
        article_id: 1024,
        message,
        parent_id: 0,
        token: 't1',
        is_anonymous: 0,
        ...extra,
      }),
      s.CommentSendAnswer,
    );

  it('refuses a message shorter than 3 characters', async () => {
    expect(await send('ok')).toMatchObject({ status: 'error' });
    expect(await send('   д  ')).toMatchObject({ status: 'error' });
  });

  it('answers not_active for an unconfirmed or banned account', async () => {
    await signIn(BANNED_ACCOUNT.email, BANNED_ACCOUNT.password);
    expect(await send('Почему мне нельзя писать?')).toEqual({ status: 'not_active' });
  });

  it('holds a comment for moderation, then publishes it', async () => {
    await signIn();
    const answer = await send('Спасибо за <подробный> разбор!\nЖдём продолжения.', {
      parent_id: 5007,
    });
    expect(answer.status).toBe('ok');
    expect(await thread()).toHaveLength(40);

    advanceDemoClock(MODERATION_DELAY_MS);
    const nodes = await thread();
    const mine = nodes.find(
      (n) => n.dataset.author === 'Анна Соколова' && n.dataset.parentId === '5007',
    );
    expect(mine).toBeDefined();
    expect(mine!.querySelector('.biz-comment__message')?.textContent).toBe(
      'Спасибо за <подробный> разбор!Ждём продолжения.',
    );
    expect(mine!.querySelector('br')).not.toBeNull();
  });

  it('stores an anonymous comment when asked to, or when nobody is signed in', async () => {
    await send('Комментарий гостя');
    await signIn();
    await send('Пишу без имени', { is_anonymous: 1 });
    expect(approvePendingComments()).toBe(2);
    const fresh = (await thread()).slice(-2);
    expect(fresh.map((n) => [n.dataset.anonymous, n.dataset.author])).toEqual([
      ['1', ''],
      ['1', ''],
    ]);
  });

  it('refuses a reply to a comment of another article', async () => {
    expect(await send('Ответ не туда', { parent_id: 5041 })).toMatchObject({ status: 'error' });
  });
});

describe('POST /comments/new', () => {
  it('returns comments newer than the timestamp, grouped by parent id', async () => {
    const all = await parsed(
      post('/comments/new', { article_id: 1024, timestamp: 0 }),
      s.CommentsNewAnswer,
    );
    expect(Object.values(all).flat()).toHaveLength(40);
    expect(all['0']?.every((c) => c.parent_id === '0')).toBe(true);

    const latest = Math.max(
      ...Object.values(all)
        .flat()
        .map((c) => c.timestamp),
    );
    const none = await parsed(
      post('/comments/new', { article_id: 1024, timestamp: latest }),
      s.CommentsNewAnswer,
    );
    expect(none).toEqual({});

    const published = publishQueuedComment()!;
    const fresh = await parsed(
      post('/comments/new', { article_id: 1024, timestamp: latest }),
      s.CommentsNewAnswer,
    );
    expect(Object.keys(fresh)).toEqual([published.parentId]);
    expect(fresh[published.parentId]?.[0]).toMatchObject({ id: published.id, rating: 0 });
  });

  it('publishes a queued comment every interval of the demo clock', async () => {
    const before = (await thread()).length;
    advanceDemoClock(QUEUE_INTERVAL_SEC * 1000 * 2 + 500);
    expect((await thread()).length).toBe(before + 2);
  });
});

describe('rating and emoji', () => {
  const rate = (rating: number, token = 'tok') =>
    json(post('/comments/rate', { comment_id: 5001, token, rating, local_ip: '' }));
  const react = (emoji_id: string, token = 'tok') =>
    json<{ emoji: Record<string, number> }>(
      post('/comments/emoji', { comment_id: 5001, token, emoji_id, local_ip: '' }),
    );

  it('moves the rating by 1 for a first vote, by 2 when switching, 0 when repeating', async () => {
    expect(await rate(1)).toMatchObject({ rating: 13 });
    expect(await rate(1)).toMatchObject({ rating: 13 });
    expect(await rate(-1)).toMatchObject({ rating: 11 });
    expect(await rate(-1, 'other')).toMatchObject({ rating: 10 });
  });

  it('keeps one emoji per token and moves the count', async () => {
    expect((await react('laugh')).emoji).toMatchObject({ like: 8, laugh: 1 });
    expect((await react('laugh')).emoji).toMatchObject({ like: 8, laugh: 1 });
    expect((await react('like')).emoji).toMatchObject({ like: 9, laugh: 0 });
    expect(
      (await post('/comments/emoji', { comment_id: 5001, token: 't', emoji_id: 'heart' })).status,
    ).toBe(400);
  });

  it('shows the new counts in the list', async () => {
    await rate(1);
    await react('wow');
    const node = (await thread()).find((n) => n.dataset.commentId === '5001')!;
    expect(node.dataset.rating).toBe('13');
    expect(JSON.parse(node.dataset.emoji!)).toMatchObject({ like: 8, wow: 2 });
  });
});

describe('GET /comments/embed', () => {
  it('answers 404 for an unknown comment', async () => {
    expect((await get('/comments/embed/999999')).status).toBe(404);
  });
});
