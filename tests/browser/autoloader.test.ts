import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { worker } from '../../mocks/browser.ts';
import '../../src/autoloader.ts';
import { getConfig } from '../../src/services/config.ts';
import { sharedBag } from '../../src/services/registry.ts';
import { freshPage, SLOWNESS } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { listen } from './helpers/calls.ts';

type Global = {
  BizWidgets: {
    configure(o: object): void;
    load(tag: string): Promise<void>;
    tags: string[];
    version: string;
  };
};
const BizWidgets = () => (window as unknown as Global).BizWidgets;

describe('autoloader (dist/biz-widgets.js)', () => {
  beforeEach(freshPage);

  it('knows the five article elements', () => {
    expect(BizWidgets().tags).to.include.members([
      'biz-article-rating',
      'biz-bookmark',
      'biz-text-size',
      'biz-toc',
      'biz-typo-reporter',
    ]);
  });

  it('defines a tag when it is added to the page later', async () => {
    expect(customElements.get('biz-text-size')).to.equal(undefined);
    const el = document.createElement('div');
    const section = document.createElement('section');
    const size = document.createElement('biz-text-size');
    size.setAttribute('for', 'x');
    section.append(size);
    el.append(section); // nested: found by the subtree walk, not only as a direct addition
    document.body.append(el);
    await waitFor(() => customElements.get('biz-text-size'), 5000, 'definition');
    await waitFor(() =>
      el.querySelector('biz-text-size')!.shadowRoot?.querySelector('[part=small]'),
    );
    el.remove();
  });

  it('defines tags that appear inside our own shadow roots', async () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    document.body.append(host);
    (sharedBag() as { observeRoot?: (r: ShadowRoot) => void }).observeRoot!(root);
    root.append(document.createElement('biz-toc'));
    await waitFor(() => customElements.get('biz-toc'), 5000, 'definition');
    host.remove();
  });

  it('loading the bundle twice is harmless', async () => {
    const before = BizWidgets();
    // @ts-expect-error: the query makes Vite serve a second module instance (a second bundle copy)
    await import('../../src/autoloader.ts?copy=2');
    expect(BizWidgets()).to.equal(before);
    const rating = document.createElement('biz-article-rating');
    document.body.append(rating);
    await waitFor(() => customElements.get('biz-article-rating'), 5000, 'definition');
    // @ts-expect-error: a second copy of the element module defines the same tag again
    await import('../../elements/biz-article-rating/biz-article-rating.ts?copy=2');
    rating.remove();
  });

  it('BizWidgets.configure() reaches the config service', () => {
    BizWidgets().configure({ apiBase: 'https://api.example.ru/v1', credentials: 'include' });
    expect(getConfig()).to.include({
      apiBase: 'https://api.example.ru/v1',
      credentials: 'include',
    });
    BizWidgets().configure({ apiBase: '', credentials: 'same-origin' });
  });

  /** Blocks the chunk request of `tag` (as a dropped network would) until `unblock()`. */
  function block(tag: string) {
    const asked: string[] = [];
    let blocked = true;
    worker.use(
      http.get(new RegExp(`/elements/${tag}/${tag}\\.ts`), ({ request }) => {
        asked.push(request.url);
        if (blocked) return HttpResponse.error();
        return undefined; // passes through to the real chunk
      }),
    );
    return {
      asked,
      unblock: () => (blocked = false),
    };
  }

  it('a chunk blocked once loads by itself when the network returns, reported once as load', async function () {
    // Normally the first retry (under 1 s) loads it; if that came before the test unblocked the
    // chunk, the next one (24–36 s later) does.
    this.timeout(60_000 * SLOWNESS);
    const errors = listen<{ endpoint: string; kind: string; message: string }>('biz-error');
    const net = block('biz-to-top');
    const el = document.createElement('biz-to-top');
    const tall = document.createElement('div');
    tall.style.height = '3000px';
    document.body.append(el, tall);
    // <biz-to-top> loads once the page has scrolled, after the autoloader has seen it.
    await new Promise((resolve) => setTimeout(resolve));
    scrollTo(0, 40);
    try {
      await waitFor(() => errors.length > 0, 5000, 'biz-error');
      expect(errors[0]!.target).to.equal(el);
      expect(errors[0]!.detail).to.include({ endpoint: 'biz-to-top', kind: 'load' });
      expect(errors[0]!.bubbles && errors[0]!.composed).to.equal(true);
      expect(customElements.get('biz-to-top')).to.equal(undefined);
      net.unblock();
      window.dispatchEvent(new Event('online'));
      await waitFor(() => customElements.get('biz-to-top'), 40_000, 'defined without a reload');
      await waitFor(() => el.shadowRoot, 3000, 'rendered');
      expect(errors.map((e) => e.detail.kind)).to.deep.equal(['load']);
      expect(net.asked.length).to.be.at.least(2);
    } finally {
      scrollTo(0, 0);
      el.remove();
      tall.remove();
      worker.resetHandlers();
    }
  });

  it('keeps retrying with backoff while the chunk stays blocked, and reports it only once', async function () {
    // The real backoff: a retry under 1 s, then every 24–36 s. The page's timers of 20 s and
    // more (the autoloader reads `setTimeout` when it plans) are recorded and run after 100 ms:
    // the test sees the wait asked for without spending it.
    this.timeout(20_000 * SLOWNESS);
    const planned: number[] = [];
    const realTimeout = window.setTimeout;
    window.setTimeout = ((run: () => void, ms = 0) => {
      if (ms < 20_000) return realTimeout(run, ms);
      planned.push(ms);
      return realTimeout(run, 100);
    }) as typeof window.setTimeout;
    const errors = listen<{ kind: string }>('biz-error');
    const net = block('biz-slider');
    const el = document.createElement('biz-slider');
    document.body.append(el);
    try {
      // The first try, then a retry within 1 s: no event beyond the first.
      await waitFor(() => net.asked.length >= 2, 5000, 'a retry');
      expect(errors.map((e) => e.detail.kind)).to.deep.equal(['load']);
      // Then the next try waits 24–36 s (run here after 100 ms), still blocked, still unreported.
      await waitFor(() => net.asked.length >= 3, 5000, 'a later retry');
      expect(planned[0]).to.be.within(24_000, 36_000);
      expect(errors).to.have.length(1);
      net.unblock();
      await waitFor(() => customElements.get('biz-slider'), 5000, 'loaded by a later retry');
      expect(planned.slice(1).every((ms) => ms >= 24_000 && ms <= 36_000)).to.equal(true);
    } finally {
      window.setTimeout = realTimeout;
      el.remove();
      worker.resetHandlers();
    }
  });

  /** Records the chunk requests of `tag` (they pass through to the real chunk). */
  function watchChunk(tag: string): string[] {
    const asked: string[] = [];
    worker.use(
      http.get(new RegExp(`/elements/${tag}/${tag}\\.ts`), ({ request }) => {
        asked.push(request.url);
        return undefined;
      }),
    );
    return asked;
  }

  /** Resolves after the browser has delivered the first intersection records for `el`. */
  function intersectionChecked(el: Element): Promise<void> {
    return new Promise((resolve) => {
      const probe = new IntersectionObserver(() => {
        probe.disconnect();
        requestAnimationFrame(() => resolve());
      });
      probe.observe(el);
    });
  }

  /** A page whose first screens are text: `far` is placed ten screens below the top. */
  function farBelow(...far: Element[]): HTMLElement {
    const page = document.createElement('div');
    const text = document.createElement('div');
    text.style.height = `${innerHeight * 10}px`;
    page.append(text, ...far);
    document.body.append(page);
    return page;
  }

  it('an element far below the viewport loads only when the reader scrolls near it', async () => {
    const asked = watchChunk('biz-standings');
    const el = document.createElement('biz-standings');
    el.setAttribute('name', 'ratings');
    const page = farBelow(el);
    try {
      await intersectionChecked(el);
      expect(customElements.get('biz-standings')).to.equal(undefined);
      expect(asked).to.deep.equal([]);
      // 1,000 px below the viewport: inside the margin, it loads before it is seen.
      scrollTo(0, el.getBoundingClientRect().top + scrollY - innerHeight - 1000);
      await waitFor(() => customElements.get('biz-standings'), 5000, 'defined when near');
      expect(el.getBoundingClientRect().top).to.be.greaterThan(innerHeight);
      expect(asked.length).to.equal(1);
    } finally {
      scrollTo(0, 0);
      page.remove();
      worker.resetHandlers();
    }
  });

  it('loading="eager", a hidden element and page-wide tags load at once wherever they are', async () => {
    const quiz = document.createElement('biz-quiz');
    quiz.setAttribute('quiz-id', '3');
    quiz.setAttribute('loading', 'eager');
    const hidden = document.createElement('biz-top10');
    hidden.setAttribute('article-id', '1024');
    hidden.hidden = true;
    const modal = document.createElement('biz-auth-modal'); // opened from anywhere on the page
    const page = farBelow(quiz, hidden, modal);
    try {
      await waitFor(() => customElements.get('biz-quiz'), 5000, 'eager defined');
      await waitFor(() => customElements.get('biz-top10'), 5000, 'hidden defined');
      await waitFor(() => customElements.get('biz-auth-modal'), 5000, 'page-wide defined');
      expect(scrollY).to.equal(0);
    } finally {
      page.remove();
    }
  });

  it('a link to a comment (#comment-{id}) loads the discussion at once, wherever it is', async () => {
    const el = document.createElement('biz-comments');
    el.setAttribute('article-id', '1024');
    const before = location.hash;
    history.replaceState(null, '', '#comment-5003');
    const page = farBelow(el);
    try {
      await waitFor(() => customElements.get('biz-comments'), 5000, 'the discussion defined');
      await waitFor(
        () => el.shadowRoot?.activeElement?.id === 'comment-5003',
        5000,
        'the comment focused',
      );
      const top = el.shadowRoot!.getElementById('comment-5003')!.getBoundingClientRect().top;
      expect(top).to.be.within(0, innerHeight);
    } finally {
      history.replaceState(null, '', before || location.pathname + location.search);
      scrollTo(0, 0);
      page.remove();
    }
  });

  /**
   * A page of its own (an iframe 400 px tall) with the autoloader: `head` before it (a classic
   * script, e.g. a stub), `body` as its content.
   */
  function framePage(body: string, head = ''): HTMLIFrameElement {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 400px; height: 400px; border: 0';
    const src = new URL('../../src/autoloader.ts', import.meta.url).href;
    frame.srcdoc = `<!doctype html><html lang="ru"><head><meta charset="utf-8">${head}
      <script type="module" src="${src}"></script></head><body style="margin: 0">${body}</body></html>`;
    document.body.append(frame);
    return frame;
  }

  it('a page gets its first screen defined at once, what is hidden or page-wide once it is idle, «Наверх» on the first scroll, the typo reporter on the first selection', async () => {
    // A page whose idle callbacks the test holds back.
    const frame = framePage(
      `<p id="a">Текст статьи.</p><biz-text-size for="a"></biz-text-size>
      <biz-toc for="a" hidden></biz-toc><biz-auth-modal></biz-auth-modal>
      <biz-to-top></biz-to-top><div style="height: 3000px"></div>
      <biz-typo-reporter></biz-typo-reporter>`,
      '<script>window.idle = []; window.requestIdleCallback = (run) => idle.push(run);</script>',
    );
    type Page = Window & { idle?: (() => void)[] };
    const page = () => frame.contentWindow as Page;
    const defined = (tag: string) => page().customElements?.get(tag) !== undefined;
    try {
      await waitFor(() => defined('biz-text-size'), 5000 * SLOWNESS, 'the first screen defined');
      // (An iframe clips what is below its own viewport, so the near, not yet seen, case is the
      // bench's: a hidden element and a page-wide tag take the same way.)
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(defined('biz-toc')).to.equal(false);
      expect(defined('biz-auth-modal')).to.equal(false);
      const chunks = page()
        .performance.getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => /biz-(toc|auth-modal)/.test(name));
      expect(chunks).to.deep.equal([]);
      expect(page().idle!.length).to.be.greaterThan(0);
      for (const run of page().idle!.splice(0)) run();
      await waitFor(() => defined('biz-toc'), 5000 * SLOWNESS, 'hidden: defined when idle');
      await waitFor(() => defined('biz-auth-modal'), 5000 * SLOWNESS, 'page-wide: when idle');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Far below and nothing selected: the typo reporter waits (its key acts on a selection).
      expect(defined('biz-typo-reporter'), 'the typo reporter before a selection').to.equal(false);
      page().getSelection()!.selectAllChildren(page().document.getElementById('a')!);
      await waitFor(
        () => defined('biz-typo-reporter'),
        5000 * SLOWNESS,
        'the typo reporter: on the first selection',
      );
      expect(defined('biz-to-top'), '«Наверх» before a scroll').to.equal(false);
      page().scrollTo(0, 40);
      await waitFor(() => defined('biz-to-top'), 5000 * SLOWNESS, '«Наверх»: on the first scroll');
    } finally {
      frame.remove();
    }
  });

  it('a page with nothing of its own to paint still gets its elements, soon after it loaded', async () => {
    const frame = framePage('<biz-text-size></biz-text-size>');
    try {
      await waitFor(
        () => frame.contentWindow!.customElements?.get('biz-text-size'),
        5000 * SLOWNESS,
        'defined without a paint of the page',
      );
    } finally {
      frame.remove();
    }
  });

  it("defines a tag in the task after its chunk's evaluation, and load() waits for it", async () => {
    // The upgrade and first renders must not lengthen the task that evaluated the module graph.
    // Booleans: a failure then prints `true`, not the element class.
    await import('../../elements/biz-consent-gate/biz-consent-gate.ts');
    expect(Boolean(customElements.get('biz-consent-gate')), 'defined in that task').to.equal(false);
    await BizWidgets().load('biz-consent-gate');
    expect(Boolean(customElements.get('biz-consent-gate')), 'defined after load()').to.equal(true);
  });

  it('BizWidgets.load() still defines a far element at once', async () => {
    const el = document.createElement('biz-person-list');
    const page = farBelow(el);
    try {
      await intersectionChecked(el);
      expect(customElements.get('biz-person-list')).to.equal(undefined);
      await BizWidgets().load('biz-person-list');
      expect(customElements.get('biz-person-list')).not.to.equal(undefined);
      expect(scrollY).to.equal(0);
    } finally {
      page.remove();
    }
  });

  it('load() rejects an unknown tag', async () => {
    let error: unknown;
    await BizWidgets()
      .load('biz-nothing')
      .catch((e: unknown) => (error = e));
    expect(String(error)).to.contain('unknown tag');
  });

  it('a tag named like an inherited property (<constructor>) is ignored without an error', async () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(String(event.message));
    window.addEventListener('error', onError);
    const box = document.createElement('div');
    try {
      box.append(document.createElement('constructor'));
      document.body.append(box, document.createElement('constructor'));
      // Mutation observers run before the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      let error: unknown;
      await BizWidgets()
        .load('constructor')
        .catch((e: unknown) => (error = e));
      expect(String(error)).to.contain('unknown tag');
      expect(BizWidgets().tags).not.to.include('constructor');
      expect(errors).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
      box.remove();
      document.body.querySelectorAll(':scope > constructor').forEach((el) => el.remove());
    }
  });
});
