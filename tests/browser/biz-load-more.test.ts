import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-load-more/biz-load-more.ts';
import { pageUrl } from '../../elements/biz-load-more/BizLoadMore.tsx';
import { worker } from '../../mocks/browser.ts';
import { configure } from '../../src/services/config.ts';
import {
  freshPage,
  listen,
  part,
  resetChaos,
  sent,
  setChaos,
  trackResources,
  waitFor,
} from './helpers.ts';
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
    expect(sent('/news/ajax/more')).to.deep.equal([{ page: '2' }]);
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

  for (const [mode, kind, reason] of [
    ['http500', 'http', 'Сервер ответил ошибкой'],
    ['network', 'network', 'Нет связи с сервером'],
    ['timeout', 'timeout', 'Сервер долго не отвечает'],
    ['wrong-shape', 'validation', 'Сервер прислал неожиданный ответ'],
  ] as const) {
    it(`a ${mode} failure is explained and retried; the list and address stay`, async () => {
      configure({ timeoutMs: mode === 'timeout' ? 300 : 3000 }); // only the timeout case should time out, even under load
      setChaos({ force: mode, only: '/news/ajax/more', latencyMs: 50 });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const { el, list } = await mount();
      part(el, 'button').click();
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
      expect(part(el, 'error').textContent)
        .to.contain('Новости не загрузились.')
        .and.contain(reason);
      expect(errors.map((e) => [e.detail.endpoint, e.detail.kind])).to.deep.equal([
        ['/news/ajax/more', kind],
      ]);
      expect(list.children).to.have.length(1);
      expect(location.href).to.equal(start);
      await expect(el).to.be.accessible();
      resetChaos();
      part(el, 'retry').click();
      await waitFor(() => list.children.length === 11, 3000, 'retried');
    });
  }

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
    const tracker = trackResources();
    try {
      const { el, list } = await mount();
      part(el, 'button').click();
      await waitFor(() => list.children.length === 11);
      el.remove();
      const left = tracker.active();
      expect(left.listeners).to.deep.equal([]);
      expect(left.timeouts).to.equal(0);
      expect(left.observers).to.equal(0);
    } finally {
      tracker.stop();
    }
  });
});
