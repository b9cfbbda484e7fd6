import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/biz-comment-embed/biz-comment-embed.ts';
import { configure } from '../../src/services/config.ts';
import { accessible } from './biz-comments.fixtures.ts';
import { freshPage, setChaos, timeoutFor } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { part, shadowText } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { endFaults } from './helpers/faults.ts';
import { cleanedUp, expectNothingLeft, tracking } from './helpers/resources.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';

async function embed(id = '5007', fallback = false) {
  const el = await fixture<HTMLElement>(
    fallback
      ? html`<biz-comment-embed comment-id=${id}
          ><a href="/article/1024">Комментарий</a></biz-comment-embed
        >`
      : html`<biz-comment-embed comment-id=${id}></biz-comment-embed>`,
  );
  return el;
}

const loaded = (el: HTMLElement) =>
  waitFor(() => el.shadowRoot!.querySelector('[part~=card], [part~=error], .muted'), 3000, 'embed');

describe('<biz-comment-embed>', () => {
  beforeEach(freshPage);

  it('shows the comment with its author, time, message, rating and a link to its discussion', async () => {
    const el = await embed('5007');
    await loaded(el);
    await accessible(el);
    expect(sent('/comments/embed/5007')).to.have.length(1);
    const text = shadowText(el);
    expect(text).to.contain('Сергей Морозов');
    expect(part(el, 'message').textContent).to.contain('Мы подавали заявку в парк');
    expect(part(el, 'rating').textContent).to.equal('+21');
    expect(part(el, 'rating').getAttribute('aria-label')).to.equal('Рейтинг комментария: 21');
    expect(el.shadowRoot!.querySelector('[aria-label="Нравится: 14"]')).to.not.equal(null);
    const link = part<HTMLAnchorElement>(el, 'link');
    expect(link.getAttribute('href')).to.equal('/article/1024#comment-5007');
    expect(link.textContent).to.equal('Перейти к обсуждению');
    expect(el.shadowRoot!.querySelector('time')!.dateTime).to.match(/^\d{4}-/);
  });

  it('shows its fallback content until the comment has loaded', async () => {
    setChaos({ latencyMs: 300, only: '/comments/embed' });
    const el = await embed('5007', true);
    await waitFor(() => el.shadowRoot!.querySelector('slot'), 1000, 'slot');
    expect((el.querySelector('a') as HTMLElement).offsetHeight).to.be.greaterThan(0);
    await loaded(el);
    expect(el.shadowRoot!.querySelector('slot')).to.equal(null);
  });

  it('the page may say where the link leads (a safe URL only)', async () => {
    const el = await fixture<HTMLElement>(
      html`<biz-comment-embed comment-id="5007" href="#comment-5007"></biz-comment-embed>`,
    );
    await loaded(el);
    expect(part(el, 'link').getAttribute('href')).to.equal('#comment-5007');
    el.setAttribute('href', 'javascript:alert(1)');
    await waitFor(() => part(el, 'link').getAttribute('href') === '/article/1024#comment-5007');
  });

  it('its link to a comment of this page asks for the discussion at once', async () => {
    const asked: string[] = [];
    const global = globalThis as { BizWidgets?: { load(tag: string): Promise<void> } };
    global.BizWidgets = { load: (tag) => (asked.push(tag), Promise.resolve()) };
    const before = location.hash;
    try {
      const el = await fixture<HTMLElement>(
        html`<biz-comment-embed comment-id="5007" href="#comment-5007"></biz-comment-embed>`,
      );
      await loaded(el);
      part(el, 'link').click();
      expect(asked).to.deep.equal(['biz-comments']);
      el.setAttribute('href', '/article/1024#comment-5007'); // another page: nothing to load here
      await waitFor(() => part(el, 'link').getAttribute('href') === '/article/1024#comment-5007');
      part(el, 'link').addEventListener('click', (event) => event.preventDefault());
      part(el, 'link').click();
      expect(asked).to.deep.equal(['biz-comments']);
    } finally {
      delete global.BizWidgets;
      history.replaceState(null, '', before || location.pathname + location.search);
    }
  });

  it('an anonymous comment says «Аноним»', async () => {
    const el = await embed('5003');
    await loaded(el);
    expect(shadowText(el)).to.contain('Аноним');
  });

  it('a missing comment says so and reports it', async () => {
    const errors = listen<{ endpoint: string; kind: string }>('biz-error');
    const el = await embed('424242');
    await loaded(el);
    expect(shadowText(el)).to.equal('Комментарий не найден или удалён.');
    expect(errors[0]!.detail).to.include({ endpoint: '/comments/embed/424242', kind: 'http' });
    await accessible(el);
  });

  for (const [mode, kind] of [
    ['http500', 'http'],
    ['network', 'network'],
    ['timeout', 'timeout'],
    ['wrong-shape', 'validation'],
  ] as const) {
    it(`explains a ${mode} failure and retries`, async () => {
      configure({ timeoutMs: timeoutFor(mode) });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      setChaos({ force: mode, only: '/comments/embed' });
      const el = await embed('5001');
      await waitFor(() => el.shadowRoot!.querySelector('[part~=error]'));
      expect(part(el, 'error').textContent).to.contain('Комментарий не загрузился.');
      // A failed load is announced once, politely.
      expect(part(el, 'error').getAttribute('role')).to.equal('status');
      expect(shortly(liveRegions(el).alerts)).to.deep.equal([]);
      expect(errors.map((e) => e.detail.kind)).to.deep.equal([kind]);
      await accessible(el);
      endFaults();
      part(el, 'retry').click();
      await waitFor(() => el.shadowRoot!.querySelector('[part~=card]'), 3000, 'card');
      expect(part(el, 'message').textContent).to.contain('Наконец-то!');
    });
  }

  it('follows a new comment-id and cleans up when removed', async () => {
    await tracking(async (tracker) => {
      const el = await embed('5001');
      await loaded(el);
      el.setAttribute('comment-id', '5002');
      await waitFor(() => part(el, 'message').textContent?.includes('корпорации развития'));
      el.remove();
      expectNothingLeft(await cleanedUp(tracker), ['timeouts']);
    });
  });
});
