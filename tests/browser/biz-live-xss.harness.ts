/**
 * The XSS corpus (tests/fixtures/xss-vectors.json) and a curious reader, shared by the
 * `<biz-live>`, `<biz-search>` and `<biz-load-more>` XSS tests: every payload is rendered, every
 * element hovered, focused and clicked, the clobbering gadget run, and `window.__xss` must never
 * be called. Its reader's hover and focus ({@link hoverAndFocus}) serve the sanitizer's and
 * `<biz-comments>`' XSS tests too.
 */
import vectors from '../fixtures/xss-vectors.json';
import { nextFrame, settle } from './helpers/wait.ts';

/** One corpus entry. */
export interface Vector {
  id: number;
  payload: string;
  kind: string;
}

/** The corpus. */
export const xssVectors = vectors as Vector[];

type XssWindow = Window & { __xss?: (n: number) => void; __xssHook?: { url?: unknown } };

/** Starts recording executions; call `stop()` in a finally. */
export function recordXss() {
  const hits: number[] = [];
  (window as XssWindow).__xss = (n) => hits.push(n);
  return {
    hits,
    stop: () => delete (window as XssWindow).__xss,
  };
}

/** The events a reader's pointer and focus fire at an element: hover, focus, press. */
const READER_EVENTS = [
  'mouseover',
  'mouseenter',
  'mousemove',
  'pointerover',
  'focus',
  'focusin',
  'mousedown',
  'mouseup',
] as const;

/**
 * Fires each event of `types` at `el` (bubbling, in order), then focuses it: a reader's pointer
 * passing over it and pressing, without the click.
 */
export function hoverAndFocus(el: HTMLElement, types: readonly string[] = READER_EVENTS): void {
  for (const type of types) el.dispatchEvent(new Event(type, { bubbles: true }));
  el.focus?.();
}

/** Hovers, focuses and clicks everything inside `root`, then runs the clobbering gadget. */
export async function poke(root: ParentNode & EventTarget) {
  await nextFrame();
  root.addEventListener('submit', (e) => e.preventDefault(), true);
  for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
    hoverAndFocus(el, ['mouseover', 'mouseenter', 'pointerover', 'focus', 'mousedown', 'mouseup']);
    if (el instanceof HTMLAnchorElement) {
      el.addEventListener('click', (e) => e.preventDefault(), { once: true });
    }
    if (!(el instanceof HTMLButtonElement)) el.click?.();
  }
  const hook = (window as XssWindow).__xssHook;
  const url = hook && (hook as { url?: unknown }).url;
  if (url && String(url).startsWith('javascript:')) window.location.href = String(url);
  await settle(200); // negative check: a payload that runs would have run by now
}
