import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-to-top/biz-to-top.ts';
import { scroll } from '../../src/services/scroll.ts';
import { emulateMedia, freshPage } from './helpers.ts';
import { nextFrame, waitFor } from './helpers/wait.ts';
import { part } from './helpers/shadow.ts';
import { expectNothingLeft, tracking } from './helpers/resources.ts';

/** A long page: a heading, the button, and 6000 px of article. */
async function page(attrs = '') {
  const box = await fixture(html`
    <div>
      <h1 id="title">Заголовок статьи</h1>
      <p id="lead">Лид</p>
      <div class="spacer"></div>
    </div>
  `);
  box.querySelector<HTMLElement>('.spacer')!.style.height = '6000px';
  const el = document.createElement('biz-to-top');
  if (attrs) el.setAttribute('target', attrs);
  box.append(el);
  await waitFor(() => el.shadowRoot?.querySelector('[part=button]'), 2000, 'render');
  await waitFor(() => scroll().size > 0, 2000, 'subscribed');
  return { box, el, button: part<HTMLButtonElement>(el, 'button') };
}

/**
 * Scrolls the window and waits until the shared scroll service has read the new position (it
 * reads in the next animation frame, which a loaded engine may run late; a scroll the window did
 * not take is asked for again).
 */
async function scrollToY(y: number) {
  window.scrollTo({ top: y, behavior: 'instant' });
  await waitFor(
    () => {
      if (Math.round(window.scrollY) !== y) window.scrollTo({ top: y, behavior: 'instant' });
      return scroll().get().y === y;
    },
    5000,
    `scroll to ${y}`,
  );
  await nextFrame();
}

const visible = (button: HTMLElement) => getComputedStyle(button).visibility === 'visible';

describe('<biz-to-top>', () => {
  beforeEach(freshPage);
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('appears only after 1000 px of scroll, and is accessible', async () => {
    const { el, button } = await page();
    expect(visible(button)).to.equal(false);
    await scrollToY(1000);
    expect(visible(button)).to.equal(false);
    await scrollToY(1001);
    await waitFor(() => visible(button), 2000, 'shown');
    expect(button.getAttribute('aria-label')).to.equal('Наверх');
    await Promise.all(button.getAnimations().map((a) => a.finished));
    await expect(el).to.be.accessible();
    await scrollToY(400);
    await waitFor(() => !visible(button), 2000, 'hidden again');
  });

  it('the threshold attribute moves the point', async () => {
    const { el, button } = await page();
    el.setAttribute('threshold', '300');
    await scrollToY(301);
    await waitFor(() => visible(button), 2000, 'shown at 301');
  });

  it('under reduced motion it jumps to the top at once and moves focus to the first heading', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { box, button } = await page();
    await scrollToY(3000);
    await waitFor(() => visible(button));
    button.click();
    expect(window.scrollY).to.equal(0); // instant, no smooth scrolling
    const title = box.querySelector('h1')!;
    expect(document.activeElement === title, 'focus on the heading').to.equal(true);
    expect(title.getAttribute('tabindex')).to.equal('-1');
    await waitFor(() => !visible(button), 2000, 'hidden at the top');
  });

  it('scrolls smoothly otherwise (the page moves over several frames)', async () => {
    const { button } = await page();
    await scrollToY(3000);
    await waitFor(() => visible(button));
    button.click();
    await new Promise((r) => requestAnimationFrame(r));
    const midway = window.scrollY;
    expect(midway).to.be.greaterThan(0);
    await waitFor(() => window.scrollY === 0, 3000, 'the top');
  });

  it('target names where focus goes', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { box, button } = await page('lead');
    await scrollToY(2000);
    await waitFor(() => visible(button));
    button.click();
    expect(document.activeElement === box.querySelector('#lead')).to.equal(true);
  });

  it('is usable with the keyboard alone', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el, button } = await page();
    await scrollToY(2500);
    await waitFor(() => visible(button));
    button.focus();
    expect(el.shadowRoot!.activeElement === button).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => window.scrollY === 0, 2000, 'the top');
    expect(document.activeElement?.localName).to.equal('h1');
  });

  it('while hidden it cannot be reached with Tab', async () => {
    const { el, box } = await page();
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'Поле');
    box.prepend(input); // at the top: the button is hidden there
    // Something focusable after it: a Tab past the page's last control would leave the page for
    // the browser's toolbar (Firefox), and every later test's keys would go there.
    const after = document.createElement('button');
    after.textContent = 'после';
    box.append(after);
    input.focus();
    expect(window.scrollY).to.equal(0);
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement === null, 'the button is not focused').to.equal(true);
  });

  it('leaves no listener behind when removed', async () => {
    await tracking(async (tracker) => {
      const { el } = await page();
      await scrollToY(1500);
      el.remove();
      await nextFrame(); // no network: removal cleans up synchronously
      expect(scroll().size).to.equal(0);
      expectNothingLeft(tracker.active(), ['frames', 'timeouts']);
    });
  });
});
