/**
 * Reading an element's shadow root as a test does: its parts, its text, where focus is, and axe's
 * verdict once it is at rest.
 */
import { expect } from '@open-wc/testing';
import { nextFrame } from './wait.ts';

/** The first element in `el`'s shadow root with `part~=name`. */
export function part<T extends Element = HTMLElement>(el: Element, name: string): T {
  const found = el.shadowRoot?.querySelector<T>(`[part~="${name}"]`);
  if (!found) throw new Error(`no part "${name}" in <${el.localName}>`);
  return found;
}

/** Every element in `el`'s shadow root with `part~=name`. */
export function parts<T extends Element = HTMLElement>(el: Element, name: string): T[] {
  return Array.from(el.shadowRoot?.querySelectorAll<T>(`[part~="${name}"]`) ?? []);
}

/** The element's visible text (shadow root). */
export const shadowText = (el: Element) =>
  el.shadowRoot?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** Whether `el`'s shadow root holds an element with `part~=name`. */
export const hasPart = (el: Element, name: string) =>
  el.shadowRoot?.querySelector(`[part~="${name}"]`) != null;

/** The focused element, through shadow roots (null when nothing has focus). */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Running animations and transitions of `root` and everything inside it, shadow roots included. */
function animationsIn(root: Element): Animation[] {
  const found = root.getAnimations();
  const children = [...root.children, ...(root.shadowRoot ? root.shadowRoot.children : [])];
  for (const child of children) found.push(...animationsIn(child));
  return found;
}

/**
 * Asserts that `el` passes axe once its transitions and opening animations are over (axe
 * measures colours mid-fade otherwise): waits a frame, then for every finite animation inside.
 */
export async function expectAccessibleAtRest(el: Element): Promise<void> {
  await nextFrame();
  const finite = animationsIn(el).filter(
    (animation) => animation.effect?.getComputedTiming().iterations !== Infinity,
  );
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  await expect(el).to.be.accessible();
}
