/**
 * Article tools: rating, favourites, typo reports (docs/server-contract.md#article-tools). The remove link of a deleted
 * favourite item (docs/server-contract.md#accounts) is served at its row's fallback (src/api/calls.ts).
 */
import { HttpResponse } from 'msw';
import { db, demoNowSec, sessionUser } from '../db.ts';
import * as calls from '../../src/api/calls.ts';
import { route } from '../route.ts';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export const articleHandlers = [
  // POST /article/rate: article_id, token, rating (1 or -1), local_ip. One vote per token;
  // switching moves the sum by 2, repeating changes nothing.
  route(calls.rateArticle, ({ fields }) => {
    const articleId = str(fields.article_id);
    const token = str(fields.token);
    const rating = Number(fields.rating);
    if (!articleId || !token || (rating !== 1 && rating !== -1)) {
      return HttpResponse.json({ status: 'error', message: 'Неверный запрос' }, { status: 400 });
    }
    const key = `${articleId}:${token}`;
    const previous = db.articleVotes.get(key) ?? 0;
    const sum = db.articleRatings.get(articleId) ?? 0;
    db.articleRatings.set(articleId, sum - previous + rating);
    db.articleVotes.set(key, rating as 1 | -1);
    return { status: 'ok', rating: db.articleRatings.get(articleId) };
  }),

  // POST /me/add-fav: type, id. Toggles the favourite of the signed-in reader.
  route(calls.toggleFavourite, ({ fields }) => {
    const user = sessionUser();
    if (!user)
      return HttpResponse.json({ status: 'error', message: 'Требуется вход' }, { status: 401 });
    const key = `${str(fields.type)}:${str(fields.id)}`;
    const set = db.favourites.get(user.username) ?? new Set<string>();
    db.favourites.set(user.username, set);
    if (set.has(key)) set.delete(key);
    else {
      set.add(key);
      db.favouritesAddedAt.set(`${user.username}:${key}`, demoNowSec());
    }
    return { status: 'ok', active: set.has(key) };
  }),

  // GET /me/fav/remove/{type}/{id}: the remove link of a favourite whose item was deleted.
  route(calls.removeDeletedFavourite, ({ params }) => {
    const user = sessionUser();
    if (!user)
      return HttpResponse.json({ status: 'error', message: 'Требуется вход' }, { status: 401 });
    db.favourites.get(user.username)?.delete(`${String(params.type)}:${String(params.id)}`);
    return { status: 'ok' };
  }),

  // GET /typo: title, link, message.
  route(calls.reportTypo, ({ fields }) => {
    db.typos.push({
      title: str(fields.title),
      link: str(fields.link),
      message: str(fields.message),
    });
    return { status: 'ok' };
  }),
];
