import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-load-more/biz-load-more.ts';
import { nextAddress, pageUrl } from '../../elements/biz-load-more/BizLoadMore.tsx';
import { worker } from '../../mocks/browser.ts';
import { configure } from '../../src/services/config.ts';
import { freshPage } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { part } from './helpers/shadow.ts';
import { listen, loggedCalls, sent } from './helpers/calls.ts';
import { endFaults, errorKinds, faultCases, forceFault } from './helpers/faults.ts';
import { cleanedUp, expectNothingLeft, tracking } from './helpers/resources.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';
import { poke, recordXss, xssVectors } from './biz-live-xss.harness.ts';

async function mount(href = '/news/ajax/more?page=2') {
  const box = await fixture<HTMLDivElement>(
    `<div><ul id="feed"><li class="news-feed__item"><a href="/article/1">Первая</a></li></ul>
     <biz-load-more href="${href}" target="feed"></biz-load-more></div>`,
  );
  const el = box.querySelector('biz-load-more')!;
  await waitFor(() => el.shadowRoot?.querySelector('.load-more'), 2000, 'render');
  return { el, list: box.querySelector('#feed')! };
}

describe('<biz-load-more>', () => {
  const start = location.href;
  beforeEach(freshPage);
  afterEach(() => {
    history.replaceState(null, '', start);
    worker.resetHandlers();
  });

  it('the busy «Загружаем…» button keeps a readable contrast (a muted colour, not fading)', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived = false;
    worker.use(
      http.get('/news/ajax/more', async () => {
        arrived = true;
        await held;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const { el } = await mount();
    part(el, 'button').click();
    await waitFor(() => part(el, 'button').getAttribute('aria-busy') === 'true', 2000, 'busy');
    try {
      expect(getComputedStyle(part(el, 'button')).opacity).to.equal('1');
      await expect(el).to.be.accessible();
    } finally {
      // The request held here, not answered by the demo backend after this test (it came once
      // after the handlers were reset, and the next test's log had page 2 twice); then its
      // answer taken, so nothing of this test is still on its way.
      await waitFor(() => arrived, 3000, 'held');
      release();
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'answered');
    }
  });

  it('current_url loses its /ajax segment', () => {
    expect(pageUrl('/news/ajax?page=3')).to.equal('/news?page=3');
    expect(pageUrl('/news/ajax/more?page=3')).to.equal('/news/more?page=3');
    expect(pageUrl('/ajaxian/ajax')).to.equal('/ajaxian');
  });

  it('appends the next portion, follows the next link, updates the address; keyboard; accessible', async () => {
    const events = listen<{ target: string; count: number; href: string }>('biz-list-append');
    const { el, list } = await mount();
    await expect(el).to.be.accessible();
    const button = part(el, 'button');
    expect(button.textContent).to.equal('Показать ещё');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => list.children.length === 11, 3000, 'appended');
    // Page 2 was logged twice here (1 run in 8, looped) while the first test's held request
    // reached the demo backend late; on failure the log says when each arrived and its answer.
    expect(sent('/news/ajax/more'), loggedCalls('/news/ajax/more')).to.deep.equal([{ page: '2' }]);
    expect(location.pathname + location.search).to.equal('/news?page=2');
    expect(events[0]!.detail).to.deep.equal({
      target: 'feed',
      count: 10,
      href: '/news/ajax/more?page=3',
    });
    await waitFor(() => part(el, 'status').textContent === 'Загружено 10 новостей', 2000, 'count');
    // Focus continues from the first new item.
    await waitFor(
      () => document.activeElement === list.children[1]!.querySelector('a'),
      3000,
      'focus',
    );
    expect(list.children[1]!.querySelector('a')!.getAttribute('rel')).to.equal(
      'noopener noreferrer',
    );
    part(el, 'button').click();
    await waitFor(() => list.children.length === 21, 3000, 'second portion');
    expect(sent('/news/ajax/more')[1]).to.deep.equal({ page: '3' });
    await expect(el).to.be.accessible();
  });

  it('hides the control when there is no next link', async () => {
    const { el, list } = await mount('/news/ajax/more?page=8');
    part(el, 'button').click();
    await waitFor(() => list.children.length > 1, 3000, 'appended');
    await waitFor(() => !el.shadowRoot!.querySelector('[part=button]'), 2000, 'hidden');
    const empty = await mount('');
    expect(empty.el.shadowRoot!.querySelector('[part=button]')).to.equal(null);
  });

  for (const [mode, kind, reason] of faultCases('http500', 'network', 'timeout', 'wrong-shape')) {
    it(`a ${mode} failure is explained and retried; the list and address stay`, async () => {
      forceFault(mode, '/news/ajax/more', { latencyMs: 50 });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const { el, list } = await mount();
      part(el, 'button').click();
      expect(shortly(liveRegions(el).nested), 'one live region').to.deep.equal([]);
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
      expect(part(el, 'error').textContent)
        .to.contain('Новости не загрузились.')
        .and.contain(reason);
      expect(errorKinds(errors)).to.deep.equal([['/news/ajax/more', kind]]);
      expect(list.children).to.have.length(1);
      expect(location.href).to.equal(start);
      await expect(el).to.be.accessible();
      endFaults();
      part(el, 'retry').click();
      await waitFor(() => list.children.length === 11, 3000, 'retried');
    });
  }

  for (const [what, href] of [
    ['a data: URL', 'data:application/json,%7B%22html%22%3A%22%3Cli%3Ex%3C%2Fli%3E%22%7D'],
    ['a data: URL hidden by a tab', 'da&#9;ta:application/json,%7B%7D'],
    ['a javascript: URL', 'java&#9;script:alert(1)'],
    ['another origin', 'https://evil.example/news/ajax/more?page=2'],
    ['a protocol-relative other origin', '//evil.example/news/ajax/more?page=2'],
  ] as const) {
    it(`refuses to follow ${what}: a Russian message, biz-error, nothing fetched`, async () => {
      const fetched: string[] = [];
      const realFetch = window.fetch;
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        fetched.push(String(input instanceof Request ? input.url : input));
        return realFetch(input, init);
      };
      try {
        const errors = listen<{ endpoint: string; kind: string }>('biz-error');
        const { el, list } = await mount(href);
        part(el, 'button').click();
        await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
        expect(part(el, 'error').textContent).to.equal(
          'Новости не загрузились. Ссылка на продолжение списка недопустима.',
        );
        expect(errors.map((e) => e.detail.kind)).to.deep.equal(['validation']);
        expect(fetched).to.deep.equal([]);
        expect(list.children).to.have.length(1);
        expect(location.href).to.equal(start);
        await expect(el).to.be.accessible();
      } finally {
        window.fetch = realFetch;
      }
    });
  }

  it('a next href from the server to another origin is not followed', async () => {
    worker.use(
      http.get('*/news/ajax/more', () =>
        HttpResponse.json({
          html: '<li><a href="/article/2">Вторая</a></li>',
          href: 'https://evil.example/steal?page=3',
          current_url: '/news/ajax?page=2',
        }),
      ),
    );
    const errors = listen<{ kind: string }>('biz-error');
    const { el, list } = await mount();
    part(el, 'button').click();
    await waitFor(() => list.children.length === 2, 3000, 'appended');
    // A click while the button still says «Загружаем…» is ignored: wait until it is ready.
    await waitFor(() => part(el, 'button').getAttribute('aria-busy') !== 'true', 3000, 'ready');
    part(el, 'button').click();
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
    expect(errors.map((e) => e.detail.kind)).to.deep.equal(['validation']);
    expect(list.children).to.have.length(2);
  });

  it('current_url changes the address only where the list lives', async () => {
    const follow = 'http://x/news/ajax/more?page=2'.replace('http://x', location.origin);
    expect(nextAddress('/news/ajax?page=2', follow)).to.equal('/news?page=2');
    expect(nextAddress('/news/ajax/page/3', follow)).to.equal('/news/page/3');
    expect(nextAddress('/logout?next=/news', follow)).to.equal(null);
    expect(nextAddress('/newsletter/ajax?page=2', follow)).to.equal(null);
    expect(nextAddress('https://evil.example/news?page=2', follow)).to.equal(null);
    expect(nextAddress('//evil.example/news', follow)).to.equal(null);
    expect(nextAddress('javascript:alert(1)', follow)).to.equal(null);
    // The page's own path is always where its list lives.
    expect(nextAddress(`${location.pathname}?page=2`, follow)).to.equal(
      `${location.pathname}?page=2`,
    );
    // A link at the root: only the page's own path.
    const root = `${location.origin}/ajax/more?page=2`;
    expect(nextAddress('/logout', root)).to.equal(null);
    // A link on another origin (apiBase on a partner page): the partner's address stays.
    expect(nextAddress('/news/ajax?page=2', 'https://news.example.ru/news/ajax/more')).to.equal(
      null,
    );

    worker.use(
      http.get('*/news/ajax/more', () =>
        HttpResponse.json({
          html: '<li><a href="/article/2">Вторая</a></li>',
          href: '',
          current_url: '/logout?next=%2Fnews',
        }),
      ),
    );
    const { el, list } = await mount();
    part(el, 'button').click();
    await waitFor(() => list.children.length === 2, 3000, 'appended');
    expect(location.href).to.equal(start);
  });

  it('relative links are followed on apiBase, the site the list comes from', async () => {
    configure({ apiBase: 'https://news.example.ru' });
    const fetched: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input: RequestInfo | URL) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return Promise.reject(new TypeError('offline in this test'));
    };
    try {
      const { el } = await mount();
      part(el, 'button').click();
      await waitFor(() => fetched.length === 1, 3000, 'fetch');
      expect(fetched[0]).to.equal('https://news.example.ru/news/ajax/more?page=2');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('no payload of the XSS corpus executes from a load-more answer', async () => {
    const xss = recordXss();
    try {
      worker.use(
        http.get('*/news/ajax/more', () =>
          HttpResponse.json({
            html: xssVectors.map((v) => `<li>${v.payload}</li>`).join(''),
            href: '',
            current_url: '/news/ajax?page=2',
          }),
        ),
      );
      const { el, list } = await mount();
      part(el, 'button').click();
      await waitFor(() => list.children.length > 1, 3000, 'appended');
      await poke(list);
      expect(xss.hits).to.deep.equal([]);
    } finally {
      xss.stop();
    }
  });

  it('leaves nothing behind when removed', async () => {
    await tracking(async (tracker) => {
      const { el, list } = await mount();
      part(el, 'button').click();
      await waitFor(() => list.children.length === 11);
      el.remove();
      expectNothingLeft(await cleanedUp(tracker), ['timeouts', 'observers']);
    });
  });
});
