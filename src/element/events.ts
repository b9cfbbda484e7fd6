/**
 * Host events (docs/architecture.md#events): `CustomEvent`s named `biz-<noun>-<verb>`,
 * dispatched on the host element, bubbling and composed, typed in `GlobalEventHandlersEventMap`.
 * Here: the map, `emit()` and the two events shared by every element (`biz-error`,
 * `biz-auth-required`); an element's own events live in `elements/<tag>/events.ts`.
 */
import type { BizErrorDetail } from '../api/errors.ts';
import type { AuthRequiredDetail } from '../services/auth.ts';

/**
 * Every event biz-widgets dispatches, by name → detail type. The two every element may dispatch
 * are declared here; each element's own events are added by its folder's `events.ts`.
 */
export interface BizEventMap {
  'biz-error': BizErrorDetail;
  'biz-auth-required': AuthRequiredDetail;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-error': CustomEvent<BizErrorDetail>;
    'biz-auth-required': CustomEvent<AuthRequiredDetail>;
  }
}

/**
 * Dispatches a typed biz event from `host` (bubbles, composed).
 * @returns false if a listener called `preventDefault()`
 */
export function emit<K extends keyof BizEventMap>(
  host: Element | null | undefined,
  name: K,
  detail: BizEventMap[K],
): boolean {
  if (!host) return true;
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}
