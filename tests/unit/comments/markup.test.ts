/** `<biz-comments>` logic: the markup contract, the tree and the storage lists (the poller: tests/unit/services/poller.test.ts). */
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CommentMarkup, isSafeUrl } from '../../../src/api/schemas/comment-markup.ts';
import { CommentsNewAnswer } from '../../../src/api/schemas/comments-new.ts';
import {
  readCommentList,
  readComments,
  readNewComments,
  type Comment,
  type Parsed,
} from '../../../src/comments/markup.ts';
import {
  cutToLength,
  MAX_MESSAGE_LENGTH,
  parseDraft,
  readList,
  setListEntry,
} from '../../../src/comments/stored.ts';
import { commentKeys } from '../../../src/services/keys.ts';
import { addComments, countReplies, EMPTY_THREAD } from '../../../src/comments/thread.ts';
import { resetServices } from '../../../src/services/registry.ts';
import type { SplitPart } from '../../../src/services/sanitizer.ts';
import { storage } from '../../../src/services/storage.ts';

const raw = (over: Record<string, string | undefined> = {}) => ({
  id: '5001',
  parent_id: '0',
  author: 'Игорь Петров',
  userpic: '/u/1.svg',
  is_anonymous: '0',
  timestamp: '1760000000',
  rating: '-3',
  emoji: '{"like":8,"wow":1}',
  status: 'active',
  ...over,
});

describe('comment markup schema', () => {
  it('reads the attributes into typed values', () => {
    expect(z.parse(CommentMarkup, raw())).toEqual({
      id: '5001',
      parent_id: '0',
      author: 'Игорь Петров',
      userpic: '/u/1.svg',
      is_anonymous: false,
      timestamp: 1760000000,
      rating: -3,
      emoji: { like: 8, wow: 1 },
      status: 'active',
    });
  });

  it('fills defaults for what may be missing', () => {
    const parsed = z.parse(CommentMarkup, {
      id: '7',
      timestamp: '1',
      parent_id: '',
      author: undefined,
      userpic: undefined,
      is_anonymous: '1',
      rating: undefined,
      emoji: undefined,
      status: undefined,
    });
    expect(parsed).toMatchObject({ parent_id: '0', author: '', userpic: '', rating: 0, emoji: {} });
    expect(parsed.is_anonymous).toBe(true);
    expect(parsed.status).toBe('active');
  });

  it.each([
    ['no id', { id: undefined }],
    ['id 0 (the top level)', { id: '0' }],
    ['an id with a comma', { id: '5,6' }],
    ['no timestamp', { timestamp: undefined }],
    ['a timestamp that is not a number', { timestamp: 'вчера' }],
  ])('rejects %s', (_, over) => {
    expect(z.safeParse(CommentMarkup, raw(over)).success).toBe(false);
  });

  it('drops a userpic or link that is not http(s) or relative', () => {
    expect(z.parse(CommentMarkup, raw({ userpic: 'javascript:alert(1)' })).userpic).toBe('');
    expect(z.parse(CommentMarkup, raw({ userpic: 'data:image/svg+xml,<svg>' })).userpic).toBe('');
    expect(z.parse(CommentMarkup, { ...raw(), link: 'javascript:x' }).link).toBeUndefined();
    expect(isSafeUrl('https://cdn.example.ru/u.png')).toBe(true);
    expect(isSafeUrl('//cdn.example.ru/u.png')).toBe(true);
    expect(isSafeUrl('/article/1#comment-2')).toBe(true);
    expect(isSafeUrl(' JaVaScRiPt:x')).toBe(false);
  });
});

function article(attrs: Record<string, string>, message?: string): HTMLElement {
  const el = document.createElement('article');
  el.className = 'biz-comment';
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(`data-${k}`, v);
  if (message !== undefined) {
    const m = document.createElement('div');
    m.className = 'biz-comment__message';
    m.textContent = message;
    el.append(m);
  }
  return el;
}

describe('bad timestamps', () => {
  it('a timestamp outside the Date range or unreadable fails that comment only', () => {
    for (const timestamp of ['10000000000000000', 'abc', '']) {
      expect(z.safeParse(CommentMarkup, raw({ timestamp })).success).toBe(false);
    }
    expect(z.safeParse(CommentMarkup, raw({ timestamp: '8640000000000' })).success).toBe(true);
  });
});

describe('bad reactions', () => {
  it.each([
    ['a count that is not a number', '{"like":8,"wow":"много"}', { like: 8 }],
    ['a negative count', '{"like":8,"wow":-1}', { like: 8 }],
    ['a fractional count', '{"like":8,"wow":1.5}', { like: 8 }],
    ['a count that is an object', '{"like":8,"wow":{"n":1}}', { like: 8 }],
    ['a key with a space', '{"like":8,"bad key":1}', { like: 8 }],
    ['a key with markup', '{"like":8,"<img src=x>":1}', { like: 8 }],
    ['an over-long key', `{"like":8,"${'x'.repeat(21)}":1}`, { like: 8 }],
    ['an empty key', '{"like":8,"":1}', { like: 8 }],
    ['counts sent as digits', '{"like":"8","wow":"0"}', { like: 8, wow: 0 }],
    ['JSON that does not parse', '{like:1', {}],
    ['an array', '[1,2]', {}],
    ['a bare string', '"like"', {}],
    ['null', 'null', {}],
  ])('%s drops that reaction only, the comment stays', (_, emoji, kept) => {
    const parsed = z.safeParse(CommentMarkup, raw({ emoji }));
    expect(parsed.success).toBe(true);
    expect(parsed.data!.emoji).toEqual(kept);
    expect(parsed.data!.author).toBe('Игорь Петров');
  });

  it('a `__proto__` key is a plain reaction key, not a prototype', () => {
    const { emoji } = z.parse(CommentMarkup, raw({ emoji: '{"__proto__":{"like":99},"like":1}' }));
    expect(emoji).toEqual({ like: 1 });
    expect(Object.getPrototypeOf(emoji)).toBe(Object.prototype);
  });

  it('the list shows the comment with one bad reaction; its neighbours too', () => {
    const root = document.createElement('div');
    root.append(
      article({ 'comment-id': '1', timestamp: '10', emoji: '{"like":2,"bad key":1}' }, 'Первый'),
      article({ 'comment-id': '2', timestamp: '11', emoji: '{"wow":"много"}' }, 'Второй'),
      article({ 'comment-id': '3', timestamp: '12', emoji: '{"sad":1}' }, 'Третий'),
    );
    const { comments, skipped } = readComments(root);
    expect(skipped).toEqual([]);
    expect(comments.map((c) => [c.id, c.emoji])).toEqual([
      ['1', { like: 2 }],
      ['2', {}],
      ['3', { sad: 1 }],
    ]);
  });

  it('a bad reaction in /comments/new JSON drops that reaction, not the answer', () => {
    const answer = z.safeParse(CommentsNewAnswer, {
      '0': [
        { id: '8001', message: 'a', timestamp: 1760000000, emoji: { like: 3, wow: 'x' } },
        { id: '8002', message: 'b', timestamp: 1760000001, emoji: 'не объект' },
        { id: '8003', message: 'c', timestamp: 1760000002, emoji: { 'bad key': 1, sad: '2' } },
      ],
    });
    expect(answer.success).toBe(true);
    expect(answer.data!['0']!.map((c) => c.emoji)).toEqual([{ like: 3 }, {}, { sad: 2 }]);
  });
});

describe('readComments', () => {
  it('reads direct children only, skips and describes malformed items', () => {
    const root = document.createElement('div');
    const good = article({ 'comment-id': '1', timestamp: '10' }, 'Первый');
    good
      .querySelector('.biz-comment__message')!
      .append(article({ 'comment-id': '9', timestamp: '11' }, 'Внутри сообщения'));
    root.append(
      good,
      article({ 'comment-id': '2' }, 'Без времени'),
      article({ 'comment-id': '3', timestamp: '12' }),
      document.createElement('p'),
    );
    const { comments, skipped } = readComments(root);
    expect(comments.map((c) => c.id)).toEqual(['1']);
    expect(comments[0]!.message.map((n) => n.textContent).join('')).toContain('Первый');
    expect(skipped).toHaveLength(3);
    expect(skipped[0]).toMatch(/^comment 2: timestamp/);
    expect(skipped[1]).toBe('comment 3: no .biz-comment__message');
    expect(skipped[2]).toBe('unexpected <p> in the list');
  });

  it("shows a message's opening bare paragraph as its own nodes, any other message as it is", () => {
    /** The nodes shown for a message of `html`, each as `<name attrs>text` or its text. */
    const read = (html: string) => {
      const el = article({ 'comment-id': '1', timestamp: '10' });
      const message = new DOMParser().parseFromString(
        `<div class="biz-comment__message">${html}</div>`,
        'text/html',
      ).body.firstElementChild!;
      el.append(message);
      const root = document.createElement('div');
      root.append(el);
      const [comment] = readComments(root).comments;
      return comment!.message.map((n) =>
        n instanceof Element
          ? `<${n.localName}${Array.from(n.attributes, (a) => ` ${a.name}=${a.value}`).join('')}>${n.textContent}`
          : n.textContent,
      );
    };
    expect(read('\n  <p>Один <b>абзац</b></p>\n')).toEqual(['Один ', '<b>абзац']);
    expect(read('<p>Первый</p><p>Второй</p>')).toEqual(['Первый', '<p class=spaced>Второй']);
    expect(read('<p>Первый <i>абзац</i></p>\n<p>Второй</p>\n<p dir="rtl">Третий</p>')).toEqual([
      'Первый ',
      '<i>абзац',
      '<p class=spaced>Второй',
      '\n',
      '<p dir=rtl>Третий',
    ]);
    expect(read('<p dir="rtl">Первый</p><p>Второй</p>')).toEqual([
      '<p dir=rtl>Первый',
      '<p>Второй',
    ]);
    expect(read('<p>Абзац</p><br>')).toEqual(['<p>Абзац', '<br>']);
    expect(read('<p>Абзац</p> и текст')).toEqual(['<p>Абзац', ' и текст']);
    expect(read('<p dir="rtl">Абзац</p>')).toEqual(['<p dir=rtl>Абзац']);
    expect(read('<blockquote>Цитата</blockquote>')).toEqual(['<blockquote>Цитата']);
  });
});

const c = (id: string, parent = '0', timestamp = Number(id)): Comment =>
  ({
    id,
    parent_id: parent,
    timestamp,
    message: [],
  }) as unknown as Comment;

describe('addComments', () => {
  it('hangs replies under parents, even when a reply comes first', () => {
    const t = addComments(EMPTY_THREAD, [c('1'), c('3', '2'), c('2', '1'), c('4')]);
    expect(t.children.get('0')).toEqual(['1', '4']);
    expect(t.children.get('1')).toEqual(['2']);
    expect(t.children.get('2')).toEqual(['3']);
    expect(countReplies(t, '1')).toBe(2);
  });

  it('puts orphans and self-parents at the top level, skips known ids, never mutates', () => {
    const first = addComments(EMPTY_THREAD, [c('1'), c('2', '404'), c('3', '3')]);
    expect(first.children.get('0')).toEqual(['1', '2', '3']);
    const second = addComments(first, [c('1'), c('5', '1'), c('5', '1')]);
    expect(second.children.get('1')).toEqual(['5']);
    expect(second.byId.size).toBe(4);
    expect(first.byId.size).toBe(3);
    expect(first.children.get('1')).toBeUndefined();
  });
});

describe('a list read out of turn keeps the server order', () => {
  it('comments with their place in the answer go among their siblings in that order', () => {
    const at = (id: string, place: number, parent = '0') => ({ ...c(id, parent), at: place });
    // Read first: the top screen (10, 11) and a permalink's thread (40 ← 41); then the rest.
    let t = addComments(EMPTY_THREAD, [at('10', 0), at('11', 1), at('40', 6), at('41', 8, '40')]);
    t = addComments(t, [at('20', 2), at('21', 3, '20'), at('30', 4), at('31', 5, '40')]);
    t = addComments(t, [at('42', 7, '40'), at('50', 9), c('60')]); // 60: no place, at the end
    expect(t.children.get('0')).toEqual(['10', '11', '20', '30', '40', '50', '60']);
    expect(t.children.get('40')).toEqual(['31', '42', '41']);
  });
});

/** One `<article>` of the list answer as the inert parse serializes it. */
const part = (id: number, parent: number) =>
  `<article class="biz-comment" id="comment-${id}" data-comment-id="${id}" ` +
  `data-parent-id="${parent}" data-timestamp="${1760000000 + id}">` +
  `<div class="biz-comment__message"><p>Комментарий ${id}</p></div></article>`;

describe('readCommentList with a permalink', () => {
  // 60 items: threads of three (a root, its reply, the reply's reply), oldest first.
  const list = Array.from({ length: 60 }, (_, i) => part(100 + i, i % 3 ? 100 + i - 1 : 0));
  /** A sanitizer whose splitter hands the parts over four at a time. */
  const sanitizer = (items = list) => ({
    toFragment: (html: string) => document.createRange().createContextualFragment(html),
    partsToFragment: (parts: readonly SplitPart[]) =>
      document.createRange().createContextualFragment(parts.map((p) => p.html).join('')),
    split: () => ({ parts: items, total: items.length }),
    splitter: () => {
      let taken = 0;
      return {
        next: () => {
          const parts = items.slice(taken, (taken += 4)).map((html) => ({
            html,
            attr: (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(html)?.[1] ?? null,
          }));
          const done = taken >= items.length;
          return { parts, done, total: done ? items.length : 0 };
        },
      };
    },
  });

  it('shows the comment and those above it in its thread first, alone, then the rest', async () => {
    const reads: string[][] = [];
    const parsed = await readCommentList(list.join(''), sanitizer(), {
      want: '153', // the 54th item: its parent 152, its parent's parent 151
      first: (shown: Parsed) => reads.push(shown.comments.map((x) => x.id)),
    });
    // The reader is taken to it: the first screen, read as well, joins with the rest.
    expect(reads).toEqual([['151', '152', '153']]);
    const top = Array.from({ length: 10 }, (_, i) => String(100 + i));
    expect(parsed.comments.slice(0, 13).map((x) => x.id)).toEqual(['151', '152', '153', ...top]);
    expect(parsed.comments).toHaveLength(60);
    expect(new Set(parsed.comments.map((x) => x.id)).size).toBe(60);
    expect(parsed.comments.map((x) => x.at)).toEqual(
      parsed.comments.map((x) => Number(x.id) - 100),
    );
    const roots = addComments(EMPTY_THREAD, parsed.comments).children.get('0');
    expect(roots).toEqual(Array.from({ length: 20 }, (_, i) => String(100 + 3 * i)));
  });

  it('shows a comment of the first screen with those above it alone first, too', async () => {
    const reads: string[][] = [];
    const parsed = await readCommentList(list.join(''), sanitizer(), {
      want: '108', // the 9th item: its parent 107, its parent's parent 106 (a root)
      first: (shown: Parsed) => reads.push(shown.comments.map((x) => x.id)),
    });
    // Not the ten comments of the first screen: they join with the rest.
    expect(reads).toEqual([['106', '107', '108']]);
    const others = ['100', '101', '102', '103', '104', '105', '109', '110', '111'];
    expect(parsed.comments.slice(0, 12).map((x) => x.id)).toEqual(['106', '107', '108', ...others]);
    expect(parsed.comments).toHaveLength(60);
    const roots = addComments(EMPTY_THREAD, parsed.comments).children.get('0');
    expect(roots).toEqual(Array.from({ length: 20 }, (_, i) => String(100 + 3 * i)));
  });

  it('a reply far down whose thread starts in the first screen goes first with that root', async () => {
    // 105 (in the first screen, under 104 under 103) is answered late: 150 at the 51st item.
    const late = list.map((html, i) =>
      i === 50 ? part(150, 105) : i === 51 ? part(151, 150) : html,
    );
    const reads: string[][] = [];
    const parsed = await readCommentList(late.join(''), sanitizer(late), {
      want: '151',
      first: (shown: Parsed) => reads.push(shown.comments.map((x) => x.id)),
    });
    expect(reads).toEqual([['103', '104', '105', '150', '151']]);
    // Shown first, then the rest joins: the reply stays in its thread, not at the top level.
    const shown = addComments(EMPTY_THREAD, parsed.comments.slice(0, 5));
    const all = addComments(shown, parsed.comments.slice(5));
    expect(all.parent.get('150')).toBe('105');
    expect(all.children.get('105')).toEqual(['150']);
    expect(all.children.get('0')).not.toContain('150');
  });

  it('without a permalink, or with one not in the answer, reads in the answer order', async () => {
    for (const want of [undefined, '999']) {
      const parsed = await readCommentList(list.join(''), sanitizer(), { want });
      expect(parsed.comments.map((x) => x.id)).toEqual(list.map((_, i) => String(100 + i)));
    }
  });
});

describe('readCommentList with a permalink far down the answer', () => {
  // 600 items (about 100 KB): threads of three, oldest first; the first parse step is 32 KB.
  const many = Array.from({ length: 600 }, (_, i) => part(1000 + i, i % 3 ? 1000 + i - 1 : 0));
  /** A sanitizer parsing whatever it is given in steps; `at` says how far each splitter got. */
  const stepwise = (splitters: { html: string; at: number }[]) => ({
    toFragment: (html: string) => document.createRange().createContextualFragment(html),
    partsToFragment: (parts: readonly SplitPart[]) =>
      document.createRange().createContextualFragment(parts.map((p) => p.html).join('')),
    split: () => ({ parts: [], total: 0 }),
    splitter: (html: string) => {
      const mine = { html, at: 0 };
      splitters.push(mine);
      let taken = 0;
      return {
        next: (chars: number) => {
          mine.at = Math.min(html.length, mine.at + chars);
          const range = document.createRange(); // test double of the inert parse
          const kids = [...range.createContextualFragment(html.slice(0, mine.at)).children];
          const done = mine.at >= html.length;
          const complete = done ? kids.length : kids.length - 1;
          const parts = kids.slice(taken, complete).map((el) => ({
            // The part's own markup, as the sanitizer's splitter serializes it.
            // eslint-disable-next-line no-restricted-properties
            html: el.outerHTML,
            attr: (name: string) => el.getAttribute(name),
          }));
          taken = Math.max(taken, complete);
          return { parts, done, total: done ? kids.length : 0 };
        },
      };
    },
  });

  it('shows it with its thread before parsing the comments above it, then the rest once each', async () => {
    const text = many.join('\n');
    const splitters: { html: string; at: number }[] = [];
    let parsedWhenShown = -1;
    const reads: string[][] = [];
    const parsed = await readCommentList(text, stepwise(splitters), {
      want: '1593', // the 594th item: its parent 1592, its parent's parent 1591 (a root)
      first: (shown: Parsed) => {
        reads.push(shown.comments.map((x) => x.id));
        parsedWhenShown = splitters[0]!.at;
      },
    });
    expect(reads).toEqual([['1591', '1592', '1593']]);
    const top = Array.from({ length: 10 }, (_, i) => String(1000 + i));
    expect(parsed.comments.slice(0, 13).map((x) => x.id)).toEqual(['1591', '1592', '1593', ...top]);
    // Only the first step of the answer's own parse had run; the item was found 99 KB in.
    expect(parsedWhenShown).toBe(32_768);
    expect(text.indexOf('data-comment-id="1591"')).toBeGreaterThan(90_000);
    expect(parsed.misread).toBeUndefined();
    expect(parsed.comments.map((x) => x.id).sort()).toEqual(many.map((_, i) => String(1000 + i)));
    expect(parsed.comments.find((x) => x.id === '1593')!.at).toBe(593);
    const roots = addComments(EMPTY_THREAD, parsed.comments).children.get('0');
    expect(roots).toEqual(Array.from({ length: 200 }, (_, i) => String(1000 + 3 * i)));
  });

  it('a decoy of its tag inside another comment is not shown for it once the parse gets there', async () => {
    // An author name carrying a fake article with the permalink's id (a server that leaves `<` in
    // attribute values): found first by the text search, then caught by the parse.
    const decoy = many.map((html, i) =>
      i === 20
        ? html.replace(
            'data-timestamp=',
            `data-author='</article><article data-comment-id="1592" data-parent-id="0"><p>Подделка</p>' data-timestamp=`,
          )
        : html,
    );
    const parsed = await readCommentList(decoy.join('\n'), stepwise([]), { want: '1592' });
    expect(parsed.misread).toBe(true);
    const shown = parsed.comments.filter((x) => x.id === '1592');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.message.map((n) => n.textContent).join('')).toBe('Комментарий 1592');
    expect(new Set(parsed.comments.map((x) => x.id)).size).toBe(parsed.comments.length);
  });
});

describe('/comments/new groups named like inherited properties', () => {
  it('a `constructor` or `toString` group validates and its comments hang where they belong', () => {
    const sanitizer = {
      toFragment: (html: string) => document.createRange().createContextualFragment(html),
      split: (html: string) => ({ parts: [html], total: 1 }), // not used by readNewComments
      splitter: () => ({ next: () => ({ parts: [], done: true, total: 0 }) }), // nor this
      partsToFragment: () => document.createDocumentFragment(), // nor this
    };
    const answer = z.parse(CommentsNewAnswer, {
      constructor: [{ id: '7001', message: 'a', timestamp: 1760000000 }],
      toString: [{ id: 'toString', parent_id: '0', message: 'b', timestamp: 1760000001 }],
      '0': [{ id: 'constructor', message: 'c', timestamp: 1760000002 }],
    });
    const parsed = readNewComments(answer, sanitizer);
    expect(parsed.skipped).toEqual([]);
    expect(parsed.comments.map((x) => [x.id, x.parent_id])).toEqual([
      ['7001', 'constructor'],
      ['toString', '0'],
      ['constructor', '0'],
    ]);
    const t = addComments(EMPTY_THREAD, parsed.comments);
    // 7001's parent `constructor` arrives in the same answer: it hangs under it.
    expect(t.children.get('0')).toEqual(['toString', 'constructor']);
    expect(t.children.get('constructor')).toEqual(['7001']);
  });
});

describe('stored draft (validated on read)', () => {
  it('keeps a sane draft, cuts an over-long message to the field maxlength, drops junk', () => {
    const ok = JSON.stringify({ parent_id: '5002', message: 'Недописанный' });
    expect(parseDraft(ok)).toEqual({ parent_id: '5002', message: 'Недописанный' });
    const huge = JSON.stringify({ parent_id: '0', message: 'x'.repeat(900_000) });
    expect(parseDraft(huge)?.message).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(MAX_MESSAGE_LENGTH).toBe(5000);
    for (const junk of [
      null,
      '',
      'не JSON',
      '"строка"',
      'null',
      '[1]',
      '{"parent_id":0,"message":"x"}',
      '{"parent_id":"0"}',
      '{"parent_id":"a b","message":"x"}',
      `{"parent_id":"${'1'.repeat(41)}","message":"x"}`,
    ]) {
      expect(parseDraft(junk)).toBe(null);
    }
  });

  it('never cuts inside a surrogate pair', () => {
    expect(cutToLength('ab😀', 3)).toBe('ab');
    expect(cutToLength('ab😀', 4)).toBe('ab😀');
    expect(cutToLength('abc', 10)).toBe('abc');
  });
});

describe('storage lists', () => {
  beforeEach(() => {
    localStorage.clear();
    resetServices(undefined, true);
  });

  it('keeps comma-separated id=value pairs under the spec keys', () => {
    expect(commentKeys('1024')).toEqual({
      ratings: 'comment-ratings-1024',
      emoji: 'comment-emoji-1024',
      seen: 'article1024',
      draft: 'comment-draft-1024',
    });
    setListEntry('comment-ratings-1024', '5001', '+');
    setListEntry('comment-ratings-1024', '5002', '-');
    setListEntry('comment-ratings-1024', '5001', '-');
    expect(localStorage.getItem('comment-ratings-1024')).toBe('5001=-,5002=-');
    setListEntry('comment-ratings-1024', '5001', undefined);
    setListEntry('comment-ratings-1024', '5002', undefined);
    expect(localStorage.getItem('comment-ratings-1024')).toBeNull();
    expect(storage().get('comment-ratings-1024')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    expect([...readList('5001=like,,=x,5002=,junk,5003=wow')]).toEqual([
      ['5001', 'like'],
      ['5003', 'wow'],
    ]);
    expect(readList(null).size).toBe(0);
  });
});
