/**
 * The XSS corpus (tests/fixtures/xss-vectors.json) and a curious reader, shared by the
 * `<biz-live>`, `<biz-search>` and `<biz-load-more>` XSS tests: every payload is rendered, every
 * element hovered, focused and clicked, the clobbering gadget run, and `window.__xss` must never
 * be called. Its reader's clicks ({@link clickAll}) and the gadget serve the sanitizer's and
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

/** The page's hooks the corpus calls: `__xss(n)` when payload n runs, `__xssHook` it clobbers. */
export type XssWindow = Window & { __xss?: (n: number) => void; __xssHook?: { url?: unknown } };

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
function hoverAndFocus(el: HTMLElement, types: readonly string[] = READER_EVENTS): void {
  for (const type of types) el.dispatchEvent(new Event(type, { bubbles: true }));
  el.focus?.();
}

/**
 * Hovers, focuses and clicks every element inside `root` that is still on the page when its turn
 * comes (a click may re-render a list; a reader cannot click what has left it), as a curious
 * reader would; `buttons: false` clicks no button (hovered and focused still). No click may
 * navigate the test page away: forms do not submit, every link of the snapshot prevents its own
 * clicks (a listener on the link itself, which a link that a hover or focus has just detached
 * still hears, and Firefox follows a detached link's click; not `once`, which a click on the
 * link's child would spend), and the window prevents any other link's while it runs.
 */
export function clickAll(
  root: ParentNode & EventTarget,
  {
    events = READER_EVENTS,
    buttons = true,
  }: { events?: readonly string[]; buttons?: boolean } = {},
): void {
  const noFollow = (e: Event) =>
    e.composedPath().some((n) => n instanceof Element && n.matches('a[href], area[href]')) &&
    e.preventDefault();
  root.addEventListener('submit', (e) => e.preventDefault(), true);
  window.addEventListener('click', noFollow, true);
  try {
    const all = Array.from(root.querySelectorAll<HTMLElement>('*'));
    for (const link of all.filter((el) => el.matches('a, area'))) {
      link.addEventListener('click', (e) => e.preventDefault());
    }
    for (const el of all) {
      if (!el.isConnected) continue;
      hoverAndFocus(el, events);
      if (buttons || !(el instanceof HTMLButtonElement)) el.click?.();
    }
  } finally {
    window.removeEventListener('click', noFollow, true);
  }
}

/**
 * The gadget the corpus expects: a page script that follows `window.__xssHook.url` when it is a
 * `javascript:` URL (a payload that clobbers `__xssHook` would run through it).
 */
export function runClobberingGadget(): void {
  const hook = (window as XssWindow).__xssHook;
  const url = hook && (hook as { url?: unknown }).url;
  if (url && String(url).startsWith('javascript:')) window.location.href = String(url);
}

/** Hovers, focuses and clicks everything inside `root` but buttons, then runs the gadget. */
export async function poke(root: ParentNode & EventTarget) {
  await nextFrame();
  clickAll(root, {
    events: ['mouseover', 'mouseenter', 'pointerover', 'focus', 'mousedown', 'mouseup'],
    buttons: false,
  });
  runClobberingGadget();
  await settle(200); // negative check: a payload that runs would have run by now
}
