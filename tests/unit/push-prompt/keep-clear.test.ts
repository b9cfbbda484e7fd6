import { describe, expect, it } from 'vitest';
import { edgeClearOf, overlaps } from '../../../elements/biz-push-prompt/keep-clear.ts';

/** A rectangle like `DOMRect` (left, top, width, height) in viewport px. */
const rect = (x: number, y: number, width: number, height: number) =>
  ({
    x,
    y,
    width,
    height,
    left: x,
    top: y,
    right: x + width,
    bottom: y + height,
  }) as DOMRectReadOnly;

describe('the push prompt keeps clear of focus (WCAG 2.4.11)', () => {
  // 1280×800 viewport; the prompt 400×189 at 16 px from the bottom-left corner.
  const atBottom = rect(16, 800 - 16 - 189, 400, 189);
  const atTop = rect(16, 16, 400, 189);

  it('stays where it is when it covers nothing focused', () => {
    expect(overlaps(atBottom, rect(600, 700, 100, 30))).toBe(false);
    expect(edgeClearOf(atBottom, rect(600, 700, 100, 30), 'end', 800)).toBe('end');
    expect(edgeClearOf(atBottom, rect(40, 100, 100, 30), 'end', 800)).toBe('end');
  });

  it('moves to the other edge when focus lands under it, and back', () => {
    expect(edgeClearOf(atBottom, rect(40, 700, 100, 30), 'end', 800)).toBe('start');
    expect(edgeClearOf(atTop, rect(40, 60, 100, 30), 'start', 800)).toBe('end');
  });

  it('stays when the other edge would cover more of a very tall target', () => {
    expect(edgeClearOf(atBottom, rect(0, 0, 1280, 800), 'end', 800)).toBe('end');
  });
});
