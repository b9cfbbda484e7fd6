/**
 * Yielding to the browser between pieces of long work (src/element/yield.ts): `afterPaint` runs
 * its callback in a task after the next animation frame, or after its latest time where no frame
 * comes, once, and never after it was cancelled.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../../src/element/yield.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterPaint', () => {
  it('runs after the next animation frame, in a task of its own, once', async () => {
    const order: string[] = [];
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((cb) => {
      frame = cb;
      return 1;
    });
    afterPaint(() => order.push('next'));
    await new Promise((r) => setTimeout(r, 5));
    expect(order).to.deep.equal([]);
    frame!(performance.now());
    order.push('frame done');
    await new Promise((r) => setTimeout(r, 5));
    expect(order).to.deep.equal(['frame done', 'next']);
    await new Promise((r) => setTimeout(r, 150));
    expect(order).to.deep.equal(['frame done', 'next']);
  });

  it('runs after `latest` ms where no frame comes (a hidden tab)', async () => {
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 1);
    const next = vi.fn();
    afterPaint(next, 30);
    await new Promise((r) => setTimeout(r, 10));
    expect(next).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 40));
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, and cancels its frame', async () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((cb) => {
      frame = cb;
      return 7;
    });
    const cancelFrame = vi.spyOn(globalThis, 'cancelAnimationFrame');
    const next = vi.fn();
    afterPaint(next, 20)();
    expect(cancelFrame).toHaveBeenCalledWith(7);
    frame!(performance.now());
    await new Promise((r) => setTimeout(r, 40));
    expect(next).not.toHaveBeenCalled();
  });
});
