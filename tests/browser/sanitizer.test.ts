import { expect } from '@open-wc/testing';
import { readComments } from '../../src/comments/markup.ts';
import { loadSanitizer, type SplitPart } from '../../src/services/sanitizer.ts';
import { getVisitorToken } from '../../src/services/token.ts';
import { resetServices } from '../../src/services/registry.ts';
import { ENGINE, freshPage } from './helpers.ts';
import { nextFrame, settle, waitFor } from './helpers/wait.ts';
import {
  clickAll,
  recordXss,
  runClobberingGadget,
  xssVectors,
  type XssWindow,
} from './biz-live-xss.harness.ts';

describe('sanitizer service', () => {
  beforeEach(freshPage);
  afterEach(() => delete (window as XssWindow).__xss);

  it(`no payload of the XSS corpus (${xssVectors.length}) executes from a shadow root`, async () => {
    const { hits } = recordXss();
    const sanitizer = await loadSanitizer();
    const hosts: HTMLElement[] = [];
    for (const vector of xssVectors) {
      const host = document.createElement('div');
      host.dataset.vector = String(vector.id);
      const root = host.attachShadow({ mode: 'open' });
      root.append(sanitizer.toFragment(vector.payload));
      document.body.append(host);
      hosts.push(host);
    }
    await nextFrame();
    for (const host of hosts) clickAll(host.shadowRoot!);
    runClobberingGadget();
    await settle(300); // negative check: a payload that runs would have run by now
    hosts.forEach((h) => h.remove());
    expect(hits).to.deep.equal([]);
  });

  it('the same payloads DO execute with plain innerHTML (the test can fail)', async () => {
    const { hits } = recordXss();
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    document.body.append(host);
    const dirty = xssVectors.find((v) => v.id === 5)!;
    // Deliberately unsafe, to prove the harness detects execution.
    // eslint-disable-next-line no-restricted-properties
    root.innerHTML = dirty.payload;
    await waitFor(() => hits.includes(5), 3000, 'the payload ran');
    host.remove();
    expect(hits).to.include(5);
  });

  it('keeps ordinary article HTML and marks links noopener noreferrer', async () => {
    const sanitizer = await loadSanitizer();
    const fragment = sanitizer.toFragment(
      '<p>Выручка <b>выросла</b> на 20 %. <a href="https://example.ru/report" target="_blank">Отчёт</a></p><style>p{}</style>',
    );
    const box = document.createElement('div');
    box.append(fragment);
    expect(box.querySelector('b')!.textContent).to.equal('выросла');
    expect(box.querySelector('a')!.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(box.querySelector('style')).to.equal(null);
  });

  it('reads a server page whose elements are named like document properties (<form name="body">)', async () => {
    const sanitizer = await loadSanitizer();
    const { parts, total } = sanitizer.split(
      '<article>первый</article><article><img id="getElementById" name="cookie">' +
        '<form id="location" name="body"></form><a name="documentElement">x</a></article>',
      10,
    );
    expect(total).to.equal(2);
    expect(parts[0]).to.equal('<article>первый</article>');
  });

  it('reads a long answer in steps into the same parts as in one parse, whatever the step', async () => {
    const sanitizer = await loadSanitizer();
    const tricky = [
      '<article class="biz-comment" data-comment-id="1"><div>«<article class="biz-comment">» в тексте: &lt;article&gt;, 👍🏽</div></article>',
      '<article title="<article>"><!-- <article class="biz-comment" data-comment-id="x"> --></article>',
      '<form name="write"><input name="outerHTML"></form><img name="close"><img name="body">',
      '<article><p>без закрытия<article>вложенная</article>',
      '<table><tr><td>ячейка</td></tr></table>текст между<article>после таблицы</article>',
      '<article><textarea><article>не элемент</article></textarea></article>',
    ];
    const corpus = xssVectors.map((v) => `<article>${v.payload}</article>`);
    for (const answer of [tricky.join('\n'), corpus.join('')]) {
      const whole = sanitizer.split(answer, 1000);
      for (const chars of [1, 7, 64, 4096, 1_000_000]) {
        const splitter = sanitizer.splitter(answer, 1000);
        const parts: string[] = [];
        let step = splitter.next(chars);
        parts.push(...step.parts.map((part) => part.html));
        for (let n = 0; !step.done && n < answer.length + 1; n++) {
          step = splitter.next(chars);
          parts.push(...step.parts.map((part) => part.html));
        }
        expect(step.done, `done in steps of ${chars}`).to.equal(true);
        expect(parts, `parts in steps of ${chars}`).to.deep.equal(whole.parts);
        expect(step.total, `total in steps of ${chars}`).to.equal(whole.total);
      }
    }
    // At most `max` parts; `total` still counts every top-level element.
    const capped = sanitizer.splitter(tricky.join(''), 2);
    const first = capped.next(1_000_000);
    expect(first.parts).to.have.length(2);
    expect(first.total).to.equal(sanitizer.split(tricky.join(''), 2).total);
    // The first parts come before the rest is parsed. Not in Firefox: its inert documents parse
    // what `write` feeds them with scripting on (<noscript> as text, unlike DOMParser), so the
    // sanitizer parses there in one step.
    const long = Array.from({ length: 200 }, (_, i) => `<article>комментарий ${i}</article>`);
    const early = sanitizer.splitter(long.join(''), 1000).next(200);
    expect(early.done).to.equal(ENGINE === 'firefox');
    expect(early.parts[0]!.html).to.equal(long[0]);
  });

  it("reads a list answer's parts lean: the same comments as their whole HTML gives, the corpus inert", async () => {
    const { hits } = recordXss();
    const sanitizer = await loadSanitizer();
    const comment = (id: number, message: string, extra = '') =>
      `<article class="biz-comment kept-out" id="comment-${id}" data-comment-id="${id}" ` +
      `data-parent-id="${id > 1 ? id - 1 : 0}" data-author="Иван &quot;Ш&quot; &amp; &lt;b&gt;" ` +
      `data-userpic="/userpics/${id}.png" data-anonymous="0" data-timestamp="${1760000000 + id}" ` +
      `data-rating="${id % 7}" data-emoji='{"like":${id}}' data-status="active" ` +
      `data-i="${id + 100}" data-x="1" title="t" onclick="__xss(${id})"${extra}>` +
      `<div class="biz-comment__message">${message}</div></article>`;
    const answer = [
      comment(
        1,
        '<p>Первый <a href="/article/1" target="_blank">ссылка</a></p><p>второй абзац</p>',
      ),
      comment(
        2,
        '<p>fake: <article class="biz-comment" data-comment-id="99" data-i="0">x</article></p>',
      ),
      '<div class="biz-comment" data-comment-id="3"><div class="biz-comment__message">div</div></div>',
      '<p data-i="1">не комментарий</p>',
      comment(4, '<table><tr><td>ячейка</td></tr></table>', ' data-article-id="77"'),
      ...xssVectors.map((v) => comment(1000 + v.id, v.payload)),
    ].join('\n');
    const splitter = sanitizer.splitter(answer, 10_000);
    const parts: SplitPart[] = [];
    for (let step = splitter.next(4096); ; step = splitter.next(4096)) {
      parts.push(...step.parts);
      if (step.done) break;
    }
    const lean = sanitizer.partsToFragment(parts);
    const whole = sanitizer.toFragment(parts.map((part) => part.html).join(''), 'reader');
    /** What a reader is shown of each comment: its fields and its message as markup. */
    const shown = (fragment: DocumentFragment) => {
      const read = readComments(fragment);
      return {
        skipped: read.skipped,
        comments: read.comments.map(({ message, ...fields }) => ({
          ...fields,
          message: message
            .map((node) => new XMLSerializer().serializeToString(node))
            .join('')
            .replace(/ xmlns="[^"]*"/g, ''),
        })),
      };
    };
    const reading = shown(lean.cloneNode(true) as DocumentFragment);
    expect(reading).to.deep.equal(shown(whole.cloneNode(true) as DocumentFragment));
    expect(reading.comments.map((c) => c.id).slice(0, 3)).to.deep.equal(['1', '2', '4']);
    expect(reading.comments[0]!.author).to.equal('Иван "Ш" & <b>');
    expect(reading.comments[2]!.article_id).to.equal('77');
    // Of a part's own attributes only the class and the comment's data-* stay.
    const first = lean.firstElementChild!;
    expect(first.getAttributeNames().sort()).to.deep.equal(
      [
        'class',
        'data-anonymous',
        'data-author',
        'data-comment-id',
        'data-emoji',
        'data-parent-id',
        'data-rating',
        'data-status',
        'data-timestamp',
        'data-userpic',
      ].sort(),
    );
    expect(first.className).to.equal('biz-comment');
    expect(lean.querySelector('[onclick], [data-x]')).to.equal(null);
    // Our batch's index is not left on any comment (a message's own may stay, as it would).
    expect(Array.from(lean.children).filter((el) => el.hasAttribute('data-i'))).to.have.length(0);
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(lean);
    document.body.append(host);
    await nextFrame();
    clickAll(host.shadowRoot!);
    runClobberingGadget();
    await settle(300); // negative check: a payload that runs would have run by now
    host.remove();
    expect(hits).to.deep.equal([]);
  });

  it("copies a list's plain parts from the parse without DOMPurify, the same comments as a whole read", async () => {
    const sanitizer = await loadSanitizer();
    const comment = (id: number, message: string) =>
      `<article class="biz-comment" id="c${id}" data-comment-id="${id}" data-parent-id="0" ` +
      `data-author="Анна" data-userpic="/userpics/${id}.png" data-anonymous="0" ` +
      `data-timestamp="${1760000000 + id}" data-rating="1" data-emoji='{"like":${id}}' ` +
      `data-status="active" onclick="x()" data-i="5">` +
      `<div class="biz-comment__message">${message}</div></article>`;
    const deep = `${'<b>'.repeat(600)}глубоко${'</b>'.repeat(600)}`;
    const plain = [
      '<p>Текст &lt;script&gt;alert(1)&lt;/script&gt; и &amp;</p>\n<p>ещё<br>строка</p>',
      '<ul><li>раз</li><li><i>два</i></li></ul><blockquote><strong>цитата</strong></blockquote>',
      `<p>${deep}</p>`,
      '<p><span class="biz-comment__message">класс из контракта</span></p>',
    ];
    const other = [
      '<p class="">пустой класс</p>',
      '<p class="biz-comment__message chuzhoj">чужой класс</p>',
      '<p><span lang="en">атрибут</span></p>',
      '<p>до<!-- комментарий -->после</p>',
      '<p><a href="https://example.org/">ссылка</a></p>',
    ];
    const readAll = (answer: string) => {
      const splitter = sanitizer.splitter(answer, 10_000);
      const parts: SplitPart[] = [];
      for (let step = splitter.next(4096); ; step = splitter.next(4096)) {
        parts.push(...step.parts);
        if (step.done) break;
      }
      return parts;
    };
    const markup = (fragment: DocumentFragment) =>
      readComments(fragment).comments.map(({ message, ...fields }) => ({
        ...fields,
        message: message.map((node) => new XMLSerializer().serializeToString(node)).join(''),
      }));
    const calls: string[] = [];
    const toFragment = sanitizer.toFragment;
    sanitizer.toFragment = (html, kind) => {
      calls.push(html);
      return toFragment(html, kind);
    };
    try {
      // Plain parts only: DOMPurify is not called, and the comments are what it would give.
      const plainParts = readAll(plain.map((m, i) => comment(i + 1, m)).join('\n'));
      const copied = sanitizer.partsToFragment(plainParts);
      expect(calls).to.have.length(0);
      const whole = toFragment(plainParts.map((part) => part.html).join(''), 'reader');
      const first = copied.firstElementChild!;
      const comments = markup(copied); // reading takes each message out of its comment
      expect(comments).to.have.length(4);
      expect(comments).to.deep.equal(markup(whole));
      expect(first.className).to.equal('biz-comment');
      expect(first.hasAttribute('id') || first.hasAttribute('onclick')).to.equal(false);
      expect(first.hasAttribute('data-i')).to.equal(false);
      expect(first.getAttribute('data-author')).to.equal('Анна');
      expect(first.ownerDocument).to.equal(document);
      // Mixed: each run of other parts is one DOMPurify call, in the parts' order.
      const order = [
        plain[0],
        other[0],
        other[1],
        plain[1],
        other[2],
        other[3],
        other[4],
        plain[3],
      ];
      // Elements that name properties of the inert document come first (DOM clobbering).
      const named = '<img name="createTreeWalker"><form name="createTreeWalker"></form>';
      const mixed = readAll(named + order.map((m, i) => comment(i + 1, m!)).join('\n'));
      calls.length = 0;
      const read = markup(sanitizer.partsToFragment(mixed));
      expect(calls).to.have.length(3);
      expect(read.map((c) => c.id)).to.deep.equal(['1', '2', '3', '4', '5', '6', '7', '8']);
      expect(read).to.deep.equal(markup(toFragment(mixed.map((p) => p.html).join(''), 'reader')));
      expect(read[1]!.message).to.not.contain('class');
      expect(read[2]!.message).to.not.contain('chuzhoj');
      expect(read[5]!.message).to.not.contain('комментарий');
    } finally {
      sanitizer.toFragment = toFragment;
    }
  });

  it('prefixes ids and names so server HTML cannot clobber page globals', async () => {
    const sanitizer = await loadSanitizer();
    const box = document.createElement('div');
    box.append(
      sanitizer.toFragment('<a id="__xssHook" href="#">x</a><form name="getElementById"></form>'),
    );
    document.body.append(box);
    expect((window as XssWindow).__xssHook).to.equal(undefined);
    expect(typeof document.getElementById).to.equal('function');
    box.remove();
  });
});

const html = async (dirty: string, kind: 'reader' | 'page') => {
  const box = document.createElement('div');
  box.append((await loadSanitizer()).toFragment(dirty, kind));
  return box;
};

describe('sanitizer allowlists per kind', () => {
  it('the full-screen fake-login attack leaves text only', async () => {
    const box = await html(
      '<button command="show-modal" commandfor="d"><img width="4000" height="4000" src="data:image/svg+xml,x"></button>' +
        '<dialog id="d" open><h1>Сессия истекла</h1><form action="https://evil.test/login"><input name="email"><button>Войти</button></form></dialog>',
      'reader',
    );
    expect(box.querySelector('button, dialog, form, input, [command], [commandfor]')).to.equal(
      null,
    );
    expect(box.textContent).not.to.include('Сессия истекла');
    const img = box.querySelector('img');
    expect(img?.hasAttribute('src')).to.equal(false);
    expect(img?.hasAttribute('width')).to.equal(false);
  });

  it('reader keeps formatting and the comment contract; drops borrowed classes and popovers', async () => {
    const box = await html(
      '<article class="biz-comment live" id="comment-5" data-comment-id="5" data-timestamp="1">' +
        '<div class="biz-comment__message"><p class="to-top" popover data-x="1">Текст <b>жирный</b> <code>x</code></p></div></article>',
      'reader',
    );
    const article = box.querySelector('article')!;
    expect(article.className).to.equal('biz-comment');
    expect(article.id).to.equal('user-content-comment-5');
    expect(article.dataset.commentId).to.equal('5');
    const p = box.querySelector('p')!;
    expect(
      p.hasAttribute('class') || p.hasAttribute('popover') || p.hasAttribute('data-x'),
    ).to.equal(false);
    expect(box.querySelector('b')!.textContent).to.equal('жирный');
  });

  it('reader links: rel ugc nofollow, target only _blank, external marked', async () => {
    const box = await html(
      '<a href="https://evil.test/" target="_blank" ping="https://evil.test/p">вне</a>' +
        '<a href="/article/1" target="x">свой</a><a href="javascript:alert(1)">js</a>',
      'reader',
    );
    const [ext, own, js] = Array.from(box.querySelectorAll('a'));
    expect(ext!.getAttribute('rel')).to.equal('ugc nofollow noopener noreferrer');
    expect(ext!.getAttribute('target')).to.equal('_blank');
    expect(ext!.hasAttribute('ping')).to.equal(false);
    expect(ext!.querySelector('.biz-html__external')!.textContent).to.equal(' (внешняя ссылка)');
    expect(own!.getAttribute('href')).to.equal('/article/1');
    expect(own!.hasAttribute('target')).to.equal(false);
    expect(own!.querySelector('.biz-html__external')).to.equal(null);
    expect(js!.hasAttribute('href')).to.equal(false);
  });

  it('page keeps headings, figures, time and site images; drops images from other hosts', async () => {
    const box = await html(
      '<article class="search-result"><h3>Заголовок</h3><figure><picture>' +
        '<source srcset="https://evil.test/a.webp"><img src="/a.jpg" alt="a"></picture>' +
        '<figcaption>Подпись</figcaption></figure><time datetime="2025-01-01">1 января</time>' +
        '<img src="https://evil.test/pixel.gif"></article>',
      'page',
    );
    expect(box.querySelector('h3, figure, figcaption, time, picture')).not.to.equal(null);
    expect(box.querySelector('article')!.className).to.equal('search-result');
    expect(box.querySelector('source')!.hasAttribute('srcset')).to.equal(false);
    const [site, pixel] = Array.from(box.querySelectorAll('img'));
    expect(site!.getAttribute('src')).to.equal('/a.jpg');
    expect(pixel!.hasAttribute('src')).to.equal(false);
  });

  it('each call keeps the rules of its own kind, whichever kind the call before it had', async () => {
    // The sanitizer hands DOMPurify one kind's config at a time (setConfig); a switch it missed
    // would give a reader comment the page's headings, or a page the reader's rel.
    const dirty = '<h3>Заголовок</h3><a href="https://evil.test/">вне</a>';
    const seen: string[] = [];
    for (const kind of ['page', 'reader', 'reader', 'page', 'reader'] as const) {
      const box = await html(dirty, kind);
      seen.push(
        `${kind}: h3 ${box.querySelector('h3') !== null}, rel ${box.querySelector('a')!.rel}`,
      );
    }
    expect(seen).to.deep.equal([
      'page: h3 true, rel noopener noreferrer',
      'reader: h3 false, rel ugc nofollow noopener noreferrer',
      'reader: h3 false, rel ugc nofollow noopener noreferrer',
      'page: h3 true, rel noopener noreferrer',
      'reader: h3 false, rel ugc nofollow noopener noreferrer',
    ]);
  });

  it('reader drops page-only tags: headings and figures keep their text only', async () => {
    const box = await html('<h2>Заголовок</h2><figure>Рис.</figure>', 'reader');
    expect(box.querySelector('h2, figure')).to.equal(null);
    expect(box.textContent).to.equal('ЗаголовокРис.');
  });
});

describe('visitor token with the real FingerprintJS', () => {
  it('computes a hash without any request leaving for another host', async () => {
    localStorage.clear();
    resetServices(undefined, true); // the default FingerprintJS source
    const token = await getVisitorToken();
    expect(token).to.match(/^[0-9a-z]{20,}$/);
    expect(localStorage.getItem('token')).to.equal(token);
    await settle(500); // negative check: no late request to another host
    const hosts = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).host)
      .filter((host) => host !== location.host);
    expect(hosts).to.deep.equal([]);
  });
});
