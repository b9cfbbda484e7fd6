/**
 * Helpers shared by the tests of the forms area (`<biz-conference-question>`,
 * `<biz-career-form>`, `<biz-feedback>`): reading and filling fields in a shadow root, a
 * one-off refusing backend answer, and a hold on timers of one delay (the 3 s success notice)
 * so a test can fire them instead of waiting.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { worker } from '../../mocks/browser.ts';
import { waitFor } from './helpers/wait.ts';

/** The control named `name` in `el`'s shadow root. */
export function control<T extends HTMLElement = HTMLInputElement>(el: Element, name: string): T {
  const found = el.shadowRoot?.querySelector<T>(`[name="${name}"]`);
  if (!found) throw new Error(`no control "${name}" in <${el.localName}>`);
  return found;
}

/** Types `value` into a control the way a reader's edit arrives (value + input event). */
export function fill(el: Element, name: string, value: string): void {
  const input = control<HTMLInputElement | HTMLTextAreaElement>(el, name);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** The label tied to a control (`for` = its id). */
export function labelOf(el: Element, input: HTMLElement): string {
  const label = el.shadowRoot?.querySelector(`label[for="${input.id}"]`);
  return label?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** The texts of the elements a control's `aria-describedby` points to. */
export function descriptionOf(el: Element, input: HTMLElement): string[] {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => el.shadowRoot?.getElementById(id)?.textContent?.trim() ?? `#${id}?`);
}

/** Makes the next POST to `path` answer HTTP 200 with `body` (a refusal); other calls unchanged. */
export function refuseOnce(path: string, body: Record<string, string>): void {
  worker.use(http.post(`*${path}`, () => HttpResponse.json(body), { once: true }));
}

/**
 * Holds every `setTimeout` of exactly `ms` (others run as usual) until `fire()`; `restore()`
 * puts the real timers back. A held timer that is cleared is dropped.
 */
export function holdTimeouts(ms: number) {
  const { setTimeout: realSet, clearTimeout: realClear } = window;
  const held = new Map<number, () => void>();
  let nextId = 1_000_000_000;
  window.setTimeout = ((fn: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay === ms && typeof fn === 'function') {
      const id = nextId++;
      held.set(id, () => (fn as (...a: unknown[]) => void)(...args));
      return id;
    }
    return realSet(fn, delay, ...args);
  }) as typeof setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClear(id);
  }) as typeof clearTimeout;
  return {
    count: () => held.size,
    fire: () => {
      const due = [...held.values()];
      held.clear();
      due.forEach((fn) => fn());
    },
    restore: () => {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    },
  };
}

/**
 * Asserts that `el`'s success notice goes when its timer fires: waits until `timers` holds a
 * timer, checks it holds exactly one, fires it, then waits until the notice is gone.
 */
export async function expectNoticeGoesOnItsTimer(
  el: Element,
  timers: ReturnType<typeof holdTimeouts>,
): Promise<void> {
  await waitFor(() => timers.count() > 0, 3000, 'notice timer');
  expect(timers.count()).to.equal(1);
  timers.fire();
  await waitFor(() => !el.shadowRoot!.querySelector('[part=notice]'), 3000, 'notice gone');
  expect(el.shadowRoot!.querySelector('[part=notice]')).to.equal(null);
}
