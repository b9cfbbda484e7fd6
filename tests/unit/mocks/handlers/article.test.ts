/** Demo backend: article rating, favourites and typo reports. */
import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/db.ts';
import { get, json, post, signIn, useDemoBackend } from '../helpers.ts';

useDemoBackend();

const rate = (rating: number, token = 'tok') =>
  json(post('/article/rate', { article_id: 1024, token, rating, local_ip: '' }));

describe('article rating', () => {
  it('moves the sum by 1 for a first vote, by 2 when switching, 0 when repeating', async () => {
    expect(await rate(1)).toMatchObject({ rating: 18 });
    expect(await rate(1)).toMatchObject({ rating: 18 });
    expect(await rate(-1)).toMatchObject({ rating: 16 });
    expect(await rate(-1, 'another')).toMatchObject({ rating: 15 });
    expect((await post('/article/rate', { article_id: 1024, token: 't', rating: 2 })).status).toBe(
      400,
    );
  });
});

describe('favourites', () => {
  it('toggles a favourite and removes it by the remove link', async () => {
    await signIn();
    await post('/me/add-fav', { type: 2, id: 77 });
    expect(db.favourites.get('Анна Соколова')?.has('2:77')).toBe(true);
    expect(await json(get('/me/fav/remove/2/77'))).toEqual({ status: 'ok' });
    expect(db.favourites.get('Анна Соколова')?.has('2:77')).toBe(false);
  });
});

describe('typo reports', () => {
  it('stores title, link and message', async () => {
    await get('/typo', {
      title: 'Статья',
      link: 'http://localhost:3000/article/1024',
      message: 'корпуссов',
    });
    expect(db.typos).toEqual([
      { title: 'Статья', link: 'http://localhost:3000/article/1024', message: 'корпуссов' },
    ]);
  });
});
