import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-news-list/biz-news-list.ts';
import { newsPage } from '../../mocks/handlers/lists.ts';
import { REGIONS } from '../../mocks/seed/articles.ts';
import { manualClock, setClock } from '../../src/element/clock.ts';
import { HEAL_MAX_MS } from '../../src/element/healing.ts';
import { freshPage } from './helpers.ts';
import { eventually, nextFrame, waitFor } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { endFaults, errorKinds, faultCases, forceFault } from './helpers/faults.ts';
import { cleanedUp, expectNothingLeft, tracking } from './helpers/resources.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A server-rendered section: page 1 of the region (11 items), or none for `empty`. */
function section(code: string, label: string, empty = false) {
  const items = empty ? [] : newsPage(1, code).articles;
  return `<section data-region="${code}" data-label="${label}"><ul>${items
    .map(
      (a) =>
        `<li data-article-id="${a.article_id}"><a href="${esc(a.url)}">${esc(a.title)}</a>` +
        `<time datetime="${new Date(a.date * 1000).toISOString()}">x</time>` +
        `<span class="rubric">${esc(a.rubric)}</span></li>`,
    )
    .join('')}</ul></section>`;
}

async function mount(region = '0') {
  const html = REGIONS.map((r) => section(r.code, r.name, r.code === '10')).join('');
  const el = await fixture<HTMLElement>(
    `<biz-news-list region="${region}">${html}</biz-news-list>`,
  );
  await waitFor(() => el.shadowRoot?.querySelector('[part~=tab]'), 2000, 'render');
  return el;
}

const panel = (el: Element) =>
  parts(el, 'panel').find((p) => !p.hidden) ?? (null as unknown as HTMLElement);
const items = (el: Element) => Array.from(panel(el).querySelectorAll('[part~=item]'));
const titles = (el: Element) => items(el).map((i) => i.querySelector('a')!.textContent);

describe('<biz-news-list>', () => {
  beforeEach(freshPage);

  it('region tabs from the page (APG tabs), 11 items first; accessible', async () => {
    const el = await mount();
    const tabs = parts(el, 'tab');
    expect(tabs.map((t) => t.textContent)).to.deep.equal(REGIONS.map((r) => r.name));
    expect(tabs.map((t) => t.getAttribute('role'))).to.deep.equal(Array(5).fill('tab'));
    expect(tabs[0]!.getAttribute('aria-selected')).to.equal('true');
    expect(tabs[1]!.getAttribute('tabindex')).to.equal('-1');
    expect(items(el)).to.have.length(11);
    expect(titles(el)).to.deep.equal(newsPage(1, '0').articles.map((a) => a.title));
    expect(part(el, 'more').textContent).to.equal('Показать ещё');
    expect(sent('/ajax/page/2')).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('«Показать ещё» adds 20 per click from GET /ajax/page/{page}?fullpage; focus moves to the first new item', async () => {
    const events = listen<{ region: string; shown: number }>('biz-news-more');
    const el = await mount();
    part(el, 'more').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => items(el).length === 31, 3000, '31 items');
    const [request] = sent('/ajax/page/2');
    expect(request).to.deep.equal({ fullpage: '', region: '0' });
    expect(titles(el).slice(11)).to.deep.equal(newsPage(2, '0').articles.map((a) => a.title));
    await waitFor(() => el.shadowRoot!.activeElement === items(el)[11]!.querySelector('a'));
    expect(part(el, 'status').textContent).to.equal('Загружено 20 новостей');
    expect(events.map((e) => e.detail)).to.deep.equal([{ region: '0', shown: 31 }]);
    part(el, 'more').click();
    await waitFor(() => items(el).length === 51, 3000, '51 items');
    expect(sent('/ajax/page/3')).to.deep.equal([{ fullpage: '', region: '0' }]);
    await expect(el).to.be.accessible();
  });

  it('the button disappears at the end of a region', async () => {
    const el = await mount('100');
    const all = (() => {
      let n = 0;
      for (let p = 1; ; p++) {
        const got = newsPage(p, '100').articles.length;
        if (!got) return n;
        n += got;
      }
    })();
    for (let i = 0; i < 6; i++) {
      const more = panel(el).querySelector<HTMLElement>('[part=more]');
      if (!more) break;
      const shown = items(el).length;
      more.click();
      await waitFor(() => items(el).length > shown, 3000, 'more items');
      await waitFor(() => !panel(el).querySelector('[part=more][aria-busy=true]'));
    }
    expect(items(el)).to.have.length(all);
    expect(panel(el).querySelector('[part=more]')).to.equal(null);
  });

  it('a changed region attribute selects its region; the first state needs no second pass', async () => {
    const el = await mount('1');
    expect(parts(el, 'tab')[1]!.getAttribute('aria-selected')).to.equal('true');
    el.setAttribute('region', '0');
    await eventually(() =>
      expect(parts(el, 'tab')[0]!.getAttribute('aria-selected')).to.equal('true'),
    );
    expect(parts(el, 'tab')[1]!.getAttribute('aria-selected')).to.equal('false');
  });

  it('arrow keys switch regions; a region the page left empty loads its first page', async () => {
    const el = await mount('1');
    expect(parts(el, 'tab')[1]!.getAttribute('aria-selected')).to.equal('true');
    parts(el, 'tab')[1]!.focus();
    // Keys go where focus is: wait until the engine has it on the tab (WebKitGTK over WebDriver
    // lost an ArrowRight or Home here once in CI).
    await waitFor(() => el.shadowRoot!.activeElement === parts(el, 'tab')[1], 3000, 'focus on 1');
    await sendKeys({ press: 'ArrowRight' });
    // The key's render can land after the driver has answered (WebKitGTK, loaded): wait for it.
    await eventually(() =>
      expect(parts(el, 'tab')[2]!.getAttribute('aria-selected'), 'ArrowRight').to.equal('true'),
    );
    await waitFor(() => el.shadowRoot!.activeElement === parts(el, 'tab')[2], 3000, 'focus');
    await waitFor(() => items(el).length === 11, 3000, 'region 10 page 1');
    expect(sent('/ajax/page/1')).to.deep.equal([{ fullpage: '', region: '10' }]);
    expect(titles(el)).to.deep.equal(newsPage(1, '10').articles.map((a) => a.title));
    // Still on the region's tab once its page has rendered, so Home reaches the tab list.
    await waitFor(() => el.shadowRoot!.activeElement === parts(el, 'tab')[2], 3000, 'focus on 2');
    await sendKeys({ press: 'Home' });
    await eventually(() =>
      expect(parts(el, 'tab')[0]!.getAttribute('aria-selected'), 'Home').to.equal('true'),
    );
    expect(items(el)).to.have.length(11);
  });

  for (const [mode, kind, reason] of faultCases('http500', 'network', 'timeout', 'wrong-shape')) {
    it(`a ${mode} failure keeps what is shown, explains it and retries`, async () => {
      forceFault(mode, '/ajax/page/2', { latencyMs: 50 });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await mount();
      part(el, 'more').click();
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
      expect(part(el, 'error').textContent)
        .to.contain('Новости не загрузились.')
        .and.contain(reason);
      expect(errorKinds(errors)).to.deep.equal([['/ajax/page/2', kind]]);
      expect(items(el)).to.have.length(11);
      await expect(el).to.be.accessible();
      endFaults();
      part(el, 'retry').click();
      await waitFor(() => items(el).length === 31, 3000, 'retried');
    });
  }

  it('«Повторить» in the moment the quiet retry starts loads the first page once, with one biz-news-more', async () => {
    const clock = manualClock();
    setClock(clock);
    try {
      forceFault('network', '/ajax/page/1');
      const events = listen<{ region: string; shown: number }>('biz-news-more');
      const el = await fixture<HTMLElement>(
        `<biz-news-list region="0"><section data-region="0" data-label="Все"></section></biz-news-list>`,
      );
      await waitFor(() => el.shadowRoot?.querySelector('[part=error]'), 3000, 'error');
      // Nothing is shown yet, so the failure offers «Повторить» and no «Показать ещё».
      expect(el.shadowRoot!.querySelector('[part=more]'), '«Показать ещё»').to.equal(null);
      endFaults();
      const before = sent('/ajax/page/1').length;
      // The quiet retry's timer fires, and the reader's click comes before the next render.
      clock.tick(HEAL_MAX_MS);
      part(el, 'retry').click();
      await waitFor(() => items(el).length === 11, 3000, 'the first page');
      await nextFrame();
      expect(sent('/ajax/page/1').length - before, 'requests').to.equal(1);
      expect(part(el, 'more').textContent).to.equal('Показать ещё');
      expect(events.map((e) => e.detail)).to.deep.equal([{ region: '0', shown: 11 }]);
    } finally {
      setClock(null);
    }
  });

  it('another tab opened while a quiet retry is on its way loads as the reader’s own: its failure is explained and reported', async () => {
    const clock = manualClock();
    setClock(clock);
    try {
      forceFault('network', '/ajax/page/1', { latencyMs: 300 });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await fixture<HTMLElement>(
        `<biz-news-list region="0"><section data-region="0" data-label="Все"></section>` +
          `<section data-region="10" data-label="Область"></section></biz-news-list>`,
      );
      await waitFor(() => el.shadowRoot?.querySelector('[part=retry]'), 3000, 'the first error');
      // The quiet retry of «Все» is on its way (300 ms) when the reader opens «Область».
      clock.tick(HEAL_MAX_MS);
      await waitFor(() => sent('/ajax/page/1').length === 2, 3000, 'the quiet retry');
      parts(el, 'tab')[1]!.click();
      await waitFor(() => errors.length === 2, 3000, 'a biz-error for «Область»');
      expect(errors.map((e) => [e.detail.endpoint, e.detail.kind])).to.deep.equal([
        ['/ajax/page/1', 'network'],
        ['/ajax/page/1', 'network'],
      ]);
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'its message');
      expect(part(el, 'error').textContent).to.contain('Новости не загрузились.');
      expect(sent('/ajax/page/1').map((f) => f.region)).to.deep.equal(['0', '0', '10']);
    } finally {
      setClock(null);
    }
  });

  it('leaves nothing behind when removed', async () => {
    await tracking(async (tracker) => {
      const el = await mount();
      part(el, 'more').click();
      await waitFor(() => items(el).length === 31);
      el.remove();
      expectNothingLeft(await cleanedUp(tracker), ['timeouts', 'observers']);
    });
  });
});
