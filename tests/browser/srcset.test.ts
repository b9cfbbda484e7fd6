/**
 * `srcset` in server HTML, driven by tests/fixtures/srcset-vectors.json: the
 * sanitizer keeps exactly the candidates the corpus expects, and «Показать ещё» with every
 * vector in a `<picture>` asks no other host, while the site's own images do load. The first
 * test shows the request check sees a leak: the same markup inserted unsanitized asks the other
 * host. Engine-dependent (each engine picks its own candidate): run in Chromium and Firefox.
 */
import { expect, fixture } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import corpus from '../fixtures/srcset-vectors.json';
import '../../elements/biz-load-more/biz-load-more.ts';
import { worker } from '../../mocks/browser.ts';
import { loadSanitizer } from '../../src/services/sanitizer.ts';
import { freshPage } from './helpers.ts';
import { settle, waitFor } from './helpers/wait.ts';

interface Vector {
  id: number;
  srcset: string;
  kept: string[] | null;
  why: string;
}

/** A host that really answers but is not this page's: the corpus's evil.test. */
const OTHER_HOST = `${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}`;
const run = Date.now().toString(36);

/**
 * The corpus with evil.test swapped for {@link OTHER_HOST} (https as http: no TLS there), under
 * a path of its own per test, so no test's request can be answered from another's cache.
 */
const vectorsFor = (test: string): Vector[] => {
  const swap = (text: string) =>
    text
      .replace(/https:\/\/evil\.test/gi, `http://evil.test`)
      .replace(/evil\.test/gi, `${OTHER_HOST}/${test}-${run}`);
  return (corpus as Vector[]).map((v) => ({
    ...v,
    srcset: swap(v.srcset),
    kept: v.kept && v.kept.map(swap),
  }));
};

/** One picture per vector: the srcset on its `<source>` and on its `<img>`. */
const picture = (v: Vector) =>
  `<picture><source srcset="${v.srcset.replaceAll('"', '&quot;')}" sizes="100vw">` +
  `<img src="/img/site-${v.id}.jpg" alt="" srcset="${v.srcset.replaceAll('"', '&quot;')}"></picture>`;

/** Small images, all in the viewport: a lazy image that could load does. */
const SHEET = 'img { display: block; width: 8px; height: 8px; } li { display: inline-block; }';

/** URLs requested since the last `performance.clearResourceTimings()`, on another host. */
const foreignRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((url) => new URL(url).host !== location.host);

/** The site's images (`/img/…`) requested since the last clear. */
const siteImages = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((url) => url.host === location.host && url.pathname.startsWith('/img/'));

describe(`srcset corpus (${corpus.length} values)`, () => {
  beforeEach(async () => {
    await freshPage();
    performance.setResourceTimingBufferSize(2000);
    performance.clearResourceTimings();
  });
  afterEach(() => worker.resetHandlers());

  it('the check can fail: the same pictures inserted unsanitized ask the other host', async () => {
    const vectors = vectorsFor('raw');
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    // Deliberately unsafe, to prove the request check sees what leaks.
    // eslint-disable-next-line no-restricted-properties
    root.innerHTML = `<style>${SHEET}</style>${vectors.map(picture).join('')}`;
    await waitFor(
      () => foreignRequests().some((url) => url.includes(`/raw-${run}/p.jpg`)),
      4000,
      'the pixel request of vector 1',
    );
    host.remove();
  });

  it('the sanitizer keeps the candidates the corpus expects, made absolute; <img> never keeps one', async () => {
    const sanitizer = await loadSanitizer();
    for (const v of vectorsFor('dom')) {
      const box = document.createElement('div');
      box.append(sanitizer.toFragment(picture(v), 'page'));
      const source = box.querySelector('source');
      const img = box.querySelector('img');
      expect(source, `vector ${v.id}: <source>`).not.to.equal(null);
      const expected =
        v.kept === null ? null : v.kept.map((c) => `${location.origin}${c}`).join(', ');
      expect(source!.getAttribute('srcset'), `vector ${v.id} (${v.why})`).to.equal(expected);
      expect(img!.hasAttribute('srcset'), `vector ${v.id}: <img srcset>`).to.equal(false);
    }
  });

  it('«Показать ещё» with every vector asks no other host; the site images load', async () => {
    const vectors = vectorsFor('more');
    worker.use(
      http.get('*/news/ajax/more', () =>
        HttpResponse.json({
          html: vectors.map((v) => `<li class="news-feed__item">${picture(v)}</li>`).join(''),
          href: '',
          current_url: '',
        }),
      ),
    );
    const box = await fixture<HTMLDivElement>(
      `<div><style>${SHEET}</style><ul id="srcset-list" class="news-feed"></ul>` +
        '<biz-load-more href="/news/ajax/more?page=2" target="srcset-list"></biz-load-more></div>',
    );
    const list = box.querySelector('#srcset-list')!;
    const more = await waitFor(() =>
      box
        .querySelector('biz-load-more')!
        .shadowRoot?.querySelector<HTMLButtonElement>('[part=button]'),
    );
    more.click();
    await waitFor(
      () => list.querySelectorAll('picture').length === vectors.length,
      4000,
      'appended',
    );
    // The pictures whose srcset was dropped show their site `src`: they load, so a kept foreign
    // candidate would have loaded by now too.
    await waitFor(() => siteImages().length >= 10, 4000, 'site images');
    await settle(300); // negative check: a late candidate request gets its chance
    expect(foreignRequests()).to.deep.equal([]);
    for (const source of Array.from(list.querySelectorAll('source[srcset]'))) {
      for (const candidate of source.getAttribute('srcset')!.split(/,\s(?=http)/)) {
        expect(new URL(candidate.split(' ')[0]!).host, candidate).to.equal(location.host);
      }
    }
  });
});
