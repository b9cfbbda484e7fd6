import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/biz-slider/biz-slider.ts';
import { manualClock, setClock, type ManualClock } from '../../src/element/clock.ts';
import { flushSync } from 'react-dom';
import { emulateMedia, freshPage } from './helpers.ts';
import { afterEffects, nextFrame, rendered, waitFor, eventually } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';
import { listen } from './helpers/calls.ts';
import { expectNothingLeft, tracking } from './helpers/resources.ts';

let time: ManualClock;

/** A slider of three captioned photos; waits until it rotates (its timer is set). */
async function slider(attrs: { autoplay?: string; speed?: string } = {}, rotates = true) {
  const el = await fixture(html`
    <biz-slider autoplay=${attrs.autoplay ?? ''} speed=${attrs.speed ?? ''}>
      <figure>
        <img src="/pics/park.svg" alt="Схема парка" width="600" height="338" />
        <figcaption>Первый кадр</figcaption>
      </figure>
      <figure>
        <img src="/pics/workshop.svg" alt="Цех" width="600" height="338" />
        <figcaption>Второй кадр <a href="#credit">автор</a></figcaption>
      </figure>
      <figure>
        <img src="/pics/1.svg" alt="Станок" width="600" height="338" />
        <figcaption>Третий кадр</figcaption>
      </figure>
    </biz-slider>
  `);
  await waitFor(() => parts(el, 'slide').length === 3, 2000, 'render');
  if (rotates) await waitFor(() => time.pending === 1, 2000, 'autoplay timer');
  else await rendered(el);
  return el;
}

/** «N из M» of the slide shown. */
const shown = (el: Element) => part(el, 'slide-current').getAttribute('aria-label');
const live = (el: Element) => part(el, 'slides').getAttribute('aria-live');

/**
 * Moves the clock; what its timers change is rendered (flushSync), and the effects of that
 * render (the next autoplay timer) have run, before this resolves.
 */
async function tick(ms: number): Promise<void> {
  flushSync(() => time.tick(ms));
  await afterEffects();
}

function center(el: Element): [number, number] {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

function swipe(el: Element, dx: number, dy = 0) {
  const target = el.querySelector('img')!; // the slotted photo, as a finger would touch it
  const [x, y] = center(part(el, 'slides'));
  const init = {
    bubbles: true,
    composed: true,
    pointerId: 7,
    isPrimary: true,
    pointerType: 'touch',
  };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y }));
  target.dispatchEvent(
    new PointerEvent('pointerup', { ...init, clientX: x + dx, clientY: y + dy }),
  );
}

describe('<biz-slider>', () => {
  beforeEach(async () => {
    await freshPage();
    time = manualClock();
    setClock(time);
  });
  afterEach(async () => {
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('follows the APG carousel pattern and is accessible', async () => {
    const el = await slider();
    const carousel = part(el, 'carousel');
    expect(carousel.getAttribute('aria-roledescription')).to.equal('карусель');
    expect(carousel.getAttribute('aria-label')).to.equal('Фотогалерея');
    expect(parts(el, 'slide').map((s) => s.getAttribute('aria-label'))).to.deep.equal([
      '1 из 3',
      '2 из 3',
      '3 из 3',
    ]);
    for (const slide of parts(el, 'slide')) {
      expect(slide.getAttribute('role')).to.equal('group');
      expect(slide.getAttribute('aria-roledescription')).to.equal('слайд');
    }
    expect(shown(el)).to.equal('1 из 3');
    expect(live(el)).to.equal('off'); // rotating
    expect(part(el, 'rotation').getAttribute('aria-label')).to.equal('Остановить автопрокрутку');
    expect(part(el, 'previous').getAttribute('aria-label')).to.equal('Предыдущий слайд');
    expect(part(el, 'next').getAttribute('aria-label')).to.equal('Следующий слайд');
    expect(parts(el, 'dot').map((d) => d.getAttribute('aria-label'))).to.deep.equal([
      'Показать слайд 1',
      'Показать слайд 2',
      'Показать слайд 3',
    ]);
    // Slides are the page's own figures, each in its own slot; the hidden ones are inert.
    const figures = Array.from(el.querySelectorAll('figure'));
    expect(figures.map((f) => f.slot)).to.deep.equal(['slide-0', 'slide-1', 'slide-2']);
    expect(parts(el, 'slide').map((s) => s.inert)).to.deep.equal([false, true, true]);
    await expect(el).to.be.accessible();
  });

  it('autoplays every 3000 ms with a 500 ms transition, wrapping around', async () => {
    const changes = listen<{ index: number; count: number; cause: string }>('biz-slide-change');
    const el = await slider();
    expect(part(el, 'slides').style.transitionDuration).to.equal('500ms');
    await tick(2999);
    expect(shown(el)).to.equal('1 из 3');
    await tick(1);
    expect(shown(el)).to.equal('2 из 3');
    expect(part(el, 'slides').style.transform).to.equal('translateX(-100%)');
    await tick(3000);
    expect(shown(el)).to.equal('3 из 3');
    await tick(3000);
    expect(shown(el)).to.equal('1 из 3');
    expect(changes.map((e) => e.detail)).to.deep.equal([
      { index: 1, count: 3, cause: 'autoplay' },
      { index: 2, count: 3, cause: 'autoplay' },
      { index: 0, count: 3, cause: 'autoplay' },
    ]);
  });

  it('autoplay and speed are attributes; autoplay="0" turns rotation off', async () => {
    const el = await slider({ autoplay: '5000', speed: '800' });
    expect(part(el, 'slides').style.transitionDuration).to.equal('800ms');
    await tick(4999);
    expect(shown(el)).to.equal('1 из 3');
    await tick(1);
    expect(shown(el)).to.equal('2 из 3');
    const still = await slider({ autoplay: '0' }, false);
    await tick(60_000);
    expect(shown(still)).to.equal('1 из 3');
    expect(still.shadowRoot!.querySelector('[part=rotation]') === null).to.equal(true);
    expect(live(still)).to.equal('polite');
  });

  it('pauses while the pointer is over it, and goes on when it leaves', async () => {
    const el = await slider();
    await sendMouse({ type: 'move', position: center(part(el, 'slides')) });
    await waitFor(() => live(el) === 'polite' && time.pending === 0, 2000, 'paused');
    await tick(10_000);
    expect(shown(el)).to.equal('1 из 3');
    await sendMouse({ type: 'move', position: [0, 0] });
    await waitFor(() => live(el) === 'off' && time.pending === 1, 2000, 'rotating again');
    await tick(3000);
    expect(shown(el)).to.equal('2 из 3');
  });

  it('pauses while keyboard focus is inside (aria-live polite), and goes on when it leaves', async () => {
    const box = await fixture(html`<button>До галереи</button>`);
    const el = await slider();
    part(el, 'next').focus();
    await waitFor(() => live(el) === 'polite' && time.pending === 0, 2000, 'paused');
    await tick(10_000);
    expect(shown(el)).to.equal('1 из 3');
    (box as HTMLElement).focus();
    await waitFor(() => live(el) === 'off' && time.pending === 1, 2000, 'rotating again');
    await tick(3000);
    expect(shown(el)).to.equal('2 из 3');
  });

  it('the rotation control stops and restarts rotation', async () => {
    const el = await slider();
    part(el, 'rotation').click();
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => time.pending === 0);
    expect(part(el, 'rotation').getAttribute('aria-label')).to.equal('Запустить автопрокрутку');
    expect(live(el)).to.equal('polite');
    await tick(10_000);
    expect(shown(el)).to.equal('1 из 3');
    part(el, 'rotation').click();
    part(el, 'rotation').blur();
    await waitFor(() => live(el) === 'off' && time.pending === 1);
    expect(part(el, 'rotation').getAttribute('aria-label')).to.equal('Остановить автопрокрутку');
    await tick(3000);
    expect(shown(el)).to.equal('2 из 3');
  });

  it('arrows and dots change the slide, wrapping around', async () => {
    const changes = listen<{ index: number; cause: string }>('biz-slide-change');
    const el = await slider();
    part(el, 'next').click();
    await waitFor(() => shown(el) === '2 из 3', 2000, 'next');
    expect(shown(el)).to.equal('2 из 3');
    part(el, 'previous').click();
    part(el, 'previous').click();
    await waitFor(() => shown(el) === '3 из 3', 2000, 'previous');
    expect(shown(el)).to.equal('3 из 3');
    parts(el, 'dot')[1]!.click();
    await waitFor(() => shown(el) === '2 из 3', 2000, 'dot');
    expect(shown(el)).to.equal('2 из 3');
    expect(parts(el, 'dot').map((d) => d.getAttribute('aria-current'))).to.deep.equal([
      null,
      'true',
      null,
    ]);
    expect(changes.map((e) => [e.detail.index, e.detail.cause])).to.deep.equal([
      [1, 'arrow'],
      [0, 'arrow'],
      [2, 'arrow'],
      [1, 'dot'],
    ]);
  });

  it('a horizontal swipe changes the slide; a vertical one or a short one does not', async () => {
    const el = await slider();
    swipe(el, -120);
    await waitFor(() => shown(el) === '2 из 3', 2000, 'swiped');
    expect(shown(el)).to.equal('2 из 3');
    swipe(el, 90);
    await waitFor(() => shown(el) === '1 из 3', 2000, 'swiped');
    expect(shown(el)).to.equal('1 из 3');
    swipe(el, -30);
    swipe(el, 50, 200);
    await nextFrame();
    expect(shown(el)).to.equal('1 из 3');
  });

  it('does not autoplay under prefers-reduced-motion (the reader may still start it)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await slider({}, false);
    expect(part(el, 'rotation').getAttribute('aria-label')).to.equal('Запустить автопрокрутку');
    expect(live(el)).to.equal('polite');
    await tick(30_000);
    expect(shown(el)).to.equal('1 из 3');
    expect(time.pending).to.equal(0);
  });

  it('is usable with the keyboard: rotation control first, then the arrows, the slide, the dots', async () => {
    const before = await fixture<HTMLButtonElement>(html`<button>До галереи</button>`);
    const el = await slider();
    before.focus();
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      const active = el.shadowRoot!.activeElement;
      order.push(
        active === null
          ? (document.activeElement?.textContent ?? '')
          : (active.getAttribute('part') ?? ''),
      );
    }
    expect(order).to.deep.equal(['rotation', 'previous', 'next', 'dot dot-current', 'dot']);
    // The hidden second slide's link is not reachable; Shift+Tab back to «next» and press Enter.
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('next');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shown(el) === '2 из 3', 2000, 'next');
    expect(shown(el)).to.equal('2 из 3');
    // Now the second slide's link is reachable.
    await sendKeys({ press: 'Tab' });
    await eventually(() => expect(document.activeElement?.textContent).to.equal('автор'));
  });

  it('leaves no timer, listener or observer behind when removed', async () => {
    await tracking(async (tracker) => {
      const el = await slider();
      el.remove();
      await nextFrame(); // no network: removal cleans up synchronously
      expect(time.pending).to.equal(0);
      expectNothingLeft(tracker.active(), ['observers', 'timeouts']);
    });
  });
});
