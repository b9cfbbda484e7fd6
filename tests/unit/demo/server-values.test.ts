/**
 * The demo pages' server-rendered values come from the demo backend's store
 * (demo/server-values.ts): what the real site's templates would write from the server's state.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import { db, DEMO_ACCOUNT, resetDb, userByEmail } from '../../../mocks/db.ts';
import { renderServerValues } from '../../../demo/server-values.ts';

let doc: Document;

/** A fresh page with what the demo pages write (the seed's values). */
function page(): Document {
  doc = new DOMParser().parseFromString(
    `
    <span data-demo-comment-count="1024">40 комментариев</span>
    <biz-article-rating article-id="1024" rating="17"></biz-article-rating>
    <biz-bookmark item-id="1024" type="1" active="false"></biz-bookmark>
    <ul slot="favourites">
      <li class="favourite" data-fav="1:1027"><a class="favourite__title">1027</a></li>
      <li class="favourite" data-fav="1:1012"><span class="favourite__title">удалена</span></li>
      <li class="favourite" data-fav="1:1016"><a class="favourite__title">1016</a></li>
    </ul>`,
    'text/html',
  );
  return doc;
}

const meta = () => doc.querySelector<HTMLMetaElement>('meta[name="biz-widgets:user"]');
const titles = () =>
  [...doc.querySelectorAll('[slot=favourites] .favourite__title')].map((el) =>
    el.textContent?.trim(),
  );

describe('renderServerValues', () => {
  beforeEach(() => resetDb());

  test('the seed renders what the page already says, with an anonymous reader', () => {
    renderServerValues(page());
    expect(meta()?.content).toBe('');
    expect(doc.querySelector('biz-article-rating')?.getAttribute('rating')).toBe('17');
    expect(doc.querySelector('biz-bookmark')?.getAttribute('active')).toBe('false');
    expect(doc.querySelector('[data-demo-comment-count]')?.textContent).toBe('40 комментариев');
  });

  test('the stored state: the signed-in reader, the sum, the bookmark, the count, favourites', () => {
    const reader = userByEmail(DEMO_ACCOUNT.email)!;
    db.session = reader.email;
    reader.userpic = '/userpics/uploaded/new.png';
    db.articleRatings.set('1024', 18);
    const favourites = db.favourites.get(reader.username)!;
    favourites.add('1:1024');
    favourites.delete('1:1012');
    db.comments.set('6001', {
      ...db.comments.values().next().value!,
      id: '6001',
      articleId: '1024',
      status: 'active',
    });
    renderServerValues(page());
    expect(JSON.parse(meta()!.content)).toEqual({
      username: reader.username,
      userpic: '/userpics/uploaded/new.png',
    });
    expect(doc.querySelector('biz-article-rating')?.getAttribute('rating')).toBe('18');
    expect(doc.querySelector('biz-bookmark')?.getAttribute('active')).toBe('true');
    expect(doc.querySelector('[data-demo-comment-count]')?.textContent).toBe('41 комментарий');
    // The new favourite first, from the article's title; the removed one gone.
    expect(titles()).toEqual([
      db.articles.find((a) => a.article_id === 1024)!.title,
      '1027',
      '1016',
    ]);
    expect(doc.querySelector('[data-fav="1:1024"] a')?.getAttribute('href')).toBe('/');
  });

  test('a pending comment counts once the moderator approved it by now', () => {
    db.comments.set('6001', {
      ...db.comments.values().next().value!,
      id: '6001',
      articleId: '1024',
      status: 'pending',
      approveAt: Date.now() - 1,
    });
    renderServerValues(page());
    expect(doc.querySelector('[data-demo-comment-count]')?.textContent).toBe('41 комментарий');
  });

  test('the signed-in reader without the bookmark: active is false', () => {
    db.session = DEMO_ACCOUNT.email;
    renderServerValues(page());
    expect(doc.querySelector('biz-bookmark')?.getAttribute('active')).toBe('false');
    expect(titles()).toEqual(['1027', 'удалена', '1016']);
  });
});
