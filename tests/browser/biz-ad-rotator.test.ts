import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/biz-ad-rotator/biz-ad-rotator.ts';
import { manualClock, setClock, type ManualClock } from '../../src/element/clock.ts';
import { emulateMedia, freshPage } from './helpers.ts';
import { nextFrame, waitFor } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';
import { expectNothingLeft, tracking } from './helpers/resources.ts';

let time: ManualClock;

/** The page's ad slot: a «Реклама» label and a rotator of three text ads. */
async function slot(interval: string, { start = true } = {}) {
  const box = await fixture(html`
    <aside aria-label="Реклама">
      <p>Реклама</p>
      <biz-ad-rotator interval=${interval}>
        <a href="/ads/1">Лизинг спецтехники для промышленных предприятий — от 4,9%</a>
        <a href="/ads/2">Коворкинг в центре Окска: первый месяц бесплатно</a>
        <a href="/ads/3">Бухгалтерия на аутсорсе для малого бизнеса</a>
      </biz-ad-rotator>
    </aside>
  `);
  const el = box.querySelector('biz-ad-rotator')!;
  await waitFor(() => parts(el, 'item').length === 3, 2000, 'render');
  // The suite runs under reduced motion (no cross-fade: what is visible is exact), where the
  // rotator starts stopped; the reader starts it, as the tests of rotation need.
  // Read from the element itself (which way the engine reports the preference does not matter).
  if (start) {
    await nextFrame(); // mount effects have run: the rotator has chosen to start or to stay
    const button = part(el, 'rotation');
    if (button.getAttribute('aria-label') === 'Возобновить смену объявлений') button.click();
  }
  return el;
}

/** The ad on screen: the text of the rendered slotted item. */
function showing(el: Element): string {
  const seen = Array.from(el.querySelectorAll('a')).filter((a) =>
    a.checkVisibility({ visibilityProperty: true }),
  );
  return seen.map((a) => a.textContent).join(' | ');
}

async function tick(ms: number) {
  const before = time.pending;
  time.tick(ms);
  // The next ad is on screen once its rotator has set its timer again.
  if (before) await waitFor(() => time.pending >= before, 2000, 'rotation timer');
}

const armed = () => waitFor(() => time.pending > 0, 2000, 'rotation timer');
const paused = () => waitFor(() => time.pending === 0, 2000, 'paused');

describe('<biz-ad-rotator>', () => {
  beforeEach(async () => {
    await freshPage();
    time = manualClock();
    setClock(time);
    // No cross-fade: the ad on screen changes at once, so what is visible is exact.
    await emulateMedia({ reducedMotion: 'reduce' });
    // Media query change events come with the next frame: let the previous test's go by.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetMouse();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('shows one of the page’s ads at a time, and is accessible', async () => {
    const el = await slot('3000');
    await armed();
    expect(showing(el)).to.equal('Лизинг спецтехники для промышленных предприятий — от 4,9%');
    expect(part(el, 'items').getAttribute('aria-live')).to.equal('off');
    expect(part(el, 'rotator').getAttribute('aria-label')).to.equal('Рекламные объявления');
    expect(Array.from(el.querySelectorAll('a')).map((a) => a.slot)).to.deep.equal([
      'item-0',
      'item-1',
      'item-2',
    ]);
    await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished));
    await expect(el.closest('aside')!).to.be.accessible();
  });

  it('the page’s two rotators change every 3 s and every 20 s, wrapping around', async () => {
    const fast = await slot('3000');
    const slow = await slot('20000');
    await waitFor(() => time.pending === 2);
    await tick(2999);
    expect(showing(fast)).to.contain('Лизинг');
    await tick(1);
    expect(showing(fast)).to.equal('Коворкинг в центре Окска: первый месяц бесплатно');
    await tick(3000);
    expect(showing(fast)).to.contain('Бухгалтерия');
    await tick(3000);
    expect(showing(fast)).to.contain('Лизинг');
    expect(showing(slow)).to.contain('Лизинг');
    await tick(20_000 - 9000 - 1);
    expect(showing(slow)).to.contain('Лизинг');
    await tick(1);
    expect(showing(slow)).to.contain('Коворкинг');
  });

  it('pauses while hovered', async () => {
    const el = await slot('3000');
    await armed();
    const r = el.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(r.left + 20), Math.round(r.top + 8)] });
    await paused();
    await tick(30_000);
    expect(showing(el)).to.contain('Лизинг');
    await sendMouse({ type: 'move', position: [0, 0] });
    await armed();
    await tick(3000);
    expect(showing(el)).to.contain('Коворкинг');
  });

  it('pauses while keyboard focus is on an ad', async () => {
    const el = await slot('3000');
    await armed();
    el.querySelector('a')!.focus();
    await paused();
    await tick(30_000);
    expect(showing(el)).to.contain('Лизинг');
    el.querySelector('a')!.blur();
    await armed();
  });

  it('pauses while the tab is hidden', async () => {
    const el = await slot('3000');
    await armed();
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await paused();
      await tick(30_000);
      expect(showing(el)).to.contain('Лизинг');
    } finally {
      delete (document as unknown as Record<string, unknown>).hidden;
    }
    document.dispatchEvent(new Event('visibilitychange'));
    await armed();
  });

  it('pauses while scrolled out of view', async () => {
    const el = await slot('3000');
    await armed();
    const spacer = document.createElement('div');
    spacer.style.height = '5000px';
    el.closest('aside')!.after(spacer);
    window.scrollTo({ top: 3000, behavior: 'instant' });
    await paused();
    await tick(30_000);
    expect(showing(el)).to.contain('Лизинг');
    window.scrollTo({ top: 0, behavior: 'instant' });
    await armed();
    spacer.remove();
  });

  it('keeps the height of the tallest ad, so the page does not jump', async () => {
    const el = await slot('3000');
    el.style.inlineSize = '200px';
    await armed();
    const heights = new Set<number>();
    for (let i = 0; i < 3; i++) {
      heights.add(el.getBoundingClientRect().height);
      await tick(3000);
    }
    expect(heights.size).to.equal(1);
  });

  it('the reader can stop and restart it, with the keyboard too', async () => {
    const el = await slot('3000');
    await armed();
    const stop = part(el, 'rotation');
    expect(stop.getAttribute('aria-label')).to.equal('Остановить смену объявлений');
    // The button comes before the ads: Shift+Tab from an ad reaches it.
    el.querySelector('a')!.focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('rotation');
    await sendKeys({ press: 'Enter' });
    await waitFor(
      () => stop.getAttribute('aria-label') === 'Возобновить смену объявлений',
      2000,
      'stopped',
    );
    expect(stop.getAttribute('aria-label')).to.equal('Возобновить смену объявлений');
    stop.blur();
    await nextFrame();
    expect(time.pending).to.equal(0);
    await tick(30_000);
    expect(showing(el)).to.contain('Лизинг');
    stop.click();
    stop.blur();
    await armed();
    await tick(3000);
    expect(showing(el)).to.contain('Коворкинг');
  });

  it('starts stopped under prefers-reduced-motion, its button first, before the ads', async () => {
    const el = await slot('3000', { start: false });
    const button = part(el, 'rotation');
    expect(button.getAttribute('aria-label')).to.equal('Возобновить смену объявлений');
    await nextFrame(); // mount effects have run: a timer would be set by now
    expect(time.pending, 'no rotation timer').to.equal(0);
    await tick(30_000);
    expect(showing(el)).to.equal('Лизинг спецтехники для промышленных предприятий — от 4,9%');
    expect(part(el, 'rotator').firstElementChild === button, 'the button comes first').to.equal(
      true,
    );
    await emulateMedia({ reducedMotion: 'no-preference' });
    const moving = await slot('3000', { start: false });
    await armed(); // without reduced motion it rotates by itself
    expect(part(moving, 'rotation').getAttribute('aria-label')).to.equal(
      'Остановить смену объявлений',
    );
  });

  it('leaves no timer, listener or observer behind when removed', async () => {
    await tracking(async (tracker) => {
      const el = await slot('3000');
      await armed();
      el.remove();
      await nextFrame(); // no network: removal cleans up synchronously
      expect(time.pending).to.equal(0);
      expectNothingLeft(tracker.active(), ['observers']);
    });
  });
});
