/**
 * Waiting in element tests: for a condition, for a frame, for an element's calls and renders.
 * Limits are scaled by the engine's SLOWNESS; a wait that is met returns at once.
 */
import { SLOWNESS } from '../helpers.ts';

/**
 * Waits until `check` returns a truthy value (polling every 10 ms), or fails after `ms` (ms in
 * Chromium, scaled by {@link SLOWNESS} in the slower engines).
 */
export async function waitFor<T>(
  check: () => T,
  ms = 3000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const start = performance.now();
  const limit = ms * SLOWNESS;
  for (;;) {
    try {
      const value = check();
      if (value) return value as NonNullable<T>;
    } catch {
      /* not yet */
    }
    if (performance.now() - start > limit) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Retries `check` (a function of assertions) every 10 ms until it passes, or fails after `ms`
 * with its last assertion error. For state a render brings in its own task after the event the
 * test waited for (React renders an update from a network answer, and runs its effects, in a
 * later task; a slower engine or a loaded machine runs that task after the next frames). `ms` is
 * scaled by {@link SLOWNESS} as in {@link waitFor}.
 */
export async function eventually(check: () => void, ms = 3000): Promise<void> {
  const start = performance.now();
  const limit = ms * SLOWNESS;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() - start > limit) throw error;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * A fixed pause. Only for negative checks (something must NOT happen: no request sent, nothing
 * left behind) where no positive condition comes first; each use says why in a comment.
 */
export const settle = (ms = 30) => new Promise((r) => setTimeout(r, ms));

/** An element's `rendered` promise (src/element/define.ts): its first state is in its shadow root. */
export function rendered(el: Element): Promise<void> {
  const promise = (el as Element & { rendered?: Promise<void> }).rendered;
  if (!promise) throw new Error(`<${el.localName}> has no \`rendered\` promise`);
  return promise;
}

/**
 * Resolves after the browser's next frame. React commits updates from discrete events (click,
 * input, keydown, focus) in a microtask, and their effects with them, so after a frame they are
 * on screen and style (transitions, animations) has been recalculated. Use it to check that such
 * an event left something unchanged; for anything async (requests, timers) wait for a condition.
 */
export const nextFrame = () =>
  new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

/**
 * Waits until `el` has no call on its way. Elements mark a call busy (`aria-busy="true"` in their
 * shadow root) in the same render as the event that starts it and clear the mark once its answer
 * or failure is in: so a frame for that render, then no busy mark. After it, a check that an
 * event sent nothing can read `requests()` at once: a request the event started is answered by
 * then, so logged.
 */
export async function idle(el: Element, ms = 3000): Promise<void> {
  await nextFrame();
  await waitFor(
    () => !el.shadowRoot?.querySelector('[aria-busy=true]'),
    ms,
    `<${el.localName}> idle`,
  );
}

/**
 * Waits until the passive effects (`useEffect`) of the last commit have run. React runs them
 * with a commit forced by `flushSync`; Preact (the optional build) after the next paint,
 * from a frame then a zero timeout of its own: this waits for that frame and a timeout queued
 * behind Preact's.
 */
export async function afterEffects(): Promise<void> {
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
