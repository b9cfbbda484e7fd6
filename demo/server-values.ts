/**
 * Demo only: writes into a demo page what the real site's templates render from the
 * server's state, from the demo backend's store (`db`, kept by demo/memory.ts). demo/demo.ts runs
 * it once the store is loaded and before it loads the autoloader, so every element upgrades with
 * these values, as it would with the server's HTML. The pages stay plain HTML with the seed's
 * values written in; what changes here is only what the state has changed since:
 *
 * - `<meta name="biz-widgets:user">` from the demo session (added to `<head>`; empty when nobody
 *   is signed in), as every page of the site renders it from the session cookie;
 * - `rating` of each `<biz-article-rating article-id>`: the article's sum;
 * - `active` of each `<biz-bookmark item-id type>`: in the signed-in reader's favourites;
 * - the text of each `[data-demo-comment-count="{article id}"]`: «41 комментарий»;
 * - the items of the profile's `<ul slot="favourites">`: an `<li data-fav="{type}:{id}">` the
 *   reader no longer keeps is removed; an article added since gets an item, newest first.
 *
 * Polls, top-10 blocks and comments need nothing here: their elements ask the backend for the
 * results and the list when they load, and the reader's own votes are in localStorage.
 */
import { commentCount, db, demoNowSec, sessionUser } from '../mocks/db.ts';
import { syncComments } from '../mocks/handlers/comments.ts';
import { plural } from '../src/i18n/index.ts';

const COMMENTS = { one: 'комментарий', few: 'комментария', many: 'комментариев' };

const DAY = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });

/** The `<meta name="biz-widgets:user">` the site renders from its session. */
function renderUser(doc: Document): void {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="biz-widgets:user"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'biz-widgets:user';
    doc.head.append(meta);
  }
  const user = sessionUser();
  meta.content = user ? JSON.stringify({ username: user.username, userpic: user.userpic }) : '';
}

/** The articles' rating sums. */
function renderRatings(doc: Document): void {
  for (const el of doc.querySelectorAll('biz-article-rating[article-id]')) {
    const sum = db.articleRatings.get(el.getAttribute('article-id') ?? '');
    if (sum !== undefined) el.setAttribute('rating', String(sum));
  }
}

/** The signed-in reader's favourite keys (`${type}:${id}`); empty for a visitor. */
function favouriteKeys(): Set<string> {
  const user = sessionUser();
  return (user && db.favourites.get(user.username)) || new Set();
}

/** The bookmarks' `active`. */
function renderBookmarks(doc: Document, keys: Set<string>): void {
  for (const el of doc.querySelectorAll('biz-bookmark[item-id]')) {
    const key = `${el.getAttribute('type') || '1'}:${el.getAttribute('item-id') ?? ''}`;
    el.setAttribute('active', String(keys.has(key)));
  }
}

/** The comment counts next to articles. */
function renderCommentCounts(doc: Document): void {
  for (const el of doc.querySelectorAll<HTMLElement>('[data-demo-comment-count]')) {
    const id = Number(el.dataset.demoCommentCount);
    if (Number.isInteger(id)) el.textContent = plural(commentCount(id), COMMENTS);
  }
}

/** An item of the favourites list for an article the reader added while the demo ran. */
function favouriteItem(doc: Document, username: string, key: string): HTMLLIElement | null {
  const [type, id] = key.split(':');
  const article = type === '1' ? db.articles.find((a) => String(a.article_id) === id) : undefined;
  if (!article) return null;
  const li = doc.createElement('li');
  li.className = 'favourite';
  li.dataset.fav = key;
  const link = doc.createElement('a');
  link.className = 'favourite__title';
  // The demo's article page is the home page.
  link.href = article.article_id === 1024 ? '/' : article.url;
  link.textContent = article.title;
  const meta = doc.createElement('span');
  meta.className = 'favourite__meta';
  const added = db.favouritesAddedAt.get(`${username}:${key}`) ?? demoNowSec();
  meta.textContent = `${article.rubric} · сохранено ${DAY.format(added * 1000)}`;
  li.append(link, meta);
  return li;
}

/** The profile's favourites list. */
function renderFavourites(doc: Document, keys: Set<string>): void {
  const list = doc.querySelector('[slot="favourites"]');
  const user = sessionUser();
  if (!list || !user) return;
  const shown = new Set<string>();
  for (const li of list.querySelectorAll<HTMLElement>('[data-fav]')) {
    const key = li.dataset.fav ?? '';
    if (keys.has(key)) shown.add(key);
    else li.remove();
  }
  const added = [...keys]
    .filter((key) => !shown.has(key))
    .sort(
      (a, b) =>
        (db.favouritesAddedAt.get(`${user.username}:${b}`) ?? 0) -
        (db.favouritesAddedAt.get(`${user.username}:${a}`) ?? 0),
    )
    .map((key) => favouriteItem(doc, user.username, key))
    .filter((li) => li !== null);
  list.prepend(...added);
}

/**
 * Writes the server-rendered values of the module comment into `doc` from the current store.
 * Call before the elements upgrade; it publishes the comments due by now (syncComments), so save
 * the store after.
 */
export function renderServerValues(doc: Document = document): void {
  // As the server would when it renders: comments the moderator approved by now, and queued
  // ones due by now, are published (the caller saves the store).
  syncComments();
  const keys = favouriteKeys();
  renderUser(doc);
  renderRatings(doc);
  renderBookmarks(doc, keys);
  renderCommentCounts(doc);
  renderFavourites(doc, keys);
}
