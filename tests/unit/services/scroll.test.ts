import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { scroll } from '../../../src/services/scroll.ts';
import { resetServices } from '../../../src/services/registry.ts';
import { resetPage } from './reset.ts';

let y = 0;
let frames: FrameRequestCallback[] = [];

/** Scrolls the fake page to `to` and fires `scroll` events, as the browser would. */
function scrollTo(to: number, events = 1) {
  y = to;
  for (let i = 0; i < events; i++) window.dispatchEvent(new Event('scroll'));
}

/** Runs the pending animation frames. */
function runFrames() {
  const pending = frames;
  frames = [];
  pending.forEach((fn) => fn(performance.now()));
}

beforeEach(() => {
  resetPage();
  y = 0;
  frames = [];
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.stubGlobal(
    'requestAnimationFrame',
    vi.fn((fn: FrameRequestCallback) => frames.push(fn)),
  );
  vi.stubGlobal(
    'cancelAnimationFrame',
    vi.fn((id: number) => {
      frames[id - 1] = () => {};
    }),
  );
});
afterEach(resetPage);

const scrollListeners = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([type]) => type === 'scroll');

describe('scroll service', () => {
  test('two subscribers share one passive scroll listener, removed with the last one', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const offA = scroll().subscribe(() => {});
    const offB = scroll().subscribe(() => {});
    expect(scrollListeners(add)).toHaveLength(1);
    expect(scrollListeners(add)[0]?.[2]).toEqual({ passive: true });
    expect(scroll().size).toBe(2);
    offA();
    expect(scrollListeners(remove)).toHaveLength(0);
    offB();
    expect(scrollListeners(remove)).toHaveLength(1);
    expect(scrollListeners(remove)[0]?.[1]).toBe(scrollListeners(add)[0]?.[1]);
    expect(scroll().size).toBe(0);
  });

  test('many scroll events in one frame make one read and one notification', () => {
    const seen: number[] = [];
    scroll().subscribe(() => seen.push(scroll().get().y));
    const reads = vi.mocked(Object.getOwnPropertyDescriptor(window, 'scrollY')!.get!);
    reads.mockClear();
    scrollTo(120, 5);
    expect(requestAnimationFrame).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]); // nothing happens before the frame
    runFrames();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([120]);
  });

  test('the state carries the direction of the last movement', () => {
    scroll().subscribe(() => {});
    expect(scroll().get()).toEqual({ y: 0, direction: 'none' });
    scrollTo(500);
    runFrames();
    expect(scroll().get()).toEqual({ y: 500, direction: 'down' });
    scrollTo(400);
    runFrames();
    expect(scroll().get()).toEqual({ y: 400, direction: 'up' });
  });

  test('the position is in whole pixels: a subpixel step moves nothing and turns no direction', () => {
    const listener = vi.fn();
    scroll().subscribe(listener);
    scrollTo(1500.43);
    runFrames();
    expect(scroll().get()).toEqual({ y: 1500, direction: 'down' });
    listener.mockClear();
    scrollTo(1499.6);
    runFrames();
    expect(listener).not.toHaveBeenCalled();
    expect(scroll().get()).toEqual({ y: 1500, direction: 'down' });
  });

  test('a frame in which the position did not change notifies nobody; state stays the same object', () => {
    const listener = vi.fn();
    scroll().subscribe(listener);
    const before = scroll().get();
    scrollTo(0);
    runFrames();
    expect(listener).not.toHaveBeenCalled();
    expect(scroll().get()).toBe(before);
  });

  test("a first subscriber's read, with no scroll yet, waits for the task after the frame", async () => {
    // A page opened scrolled: in a frame callback the read would lay out our first renders.
    y = 700;
    const listener = vi.fn();
    scroll().subscribe(listener);
    const reads = vi.mocked(Object.getOwnPropertyDescriptor(window, 'scrollY')!.get!);
    reads.mockClear();
    runFrames();
    expect(reads).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve));
    expect(reads).toHaveBeenCalledTimes(1);
    expect(scroll().get()).toEqual({ y: 700, direction: 'down' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('without subscribers get() reads the position now', () => {
    y = 1500;
    expect(scroll().get().y).toBe(1500);
  });

  test('reset drops the listener and a pending frame', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const listener = vi.fn();
    scroll().subscribe(listener);
    scrollTo(300);
    resetServices('scroll');
    expect(scrollListeners(remove)).toHaveLength(1);
    expect(cancelAnimationFrame).toHaveBeenCalled();
    runFrames();
    expect(listener).not.toHaveBeenCalled();
    expect(scroll().size).toBe(0);
  });
});
