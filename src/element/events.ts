/**
 * Host events (docs/architecture.md#events): `biz-<noun>-<verb>`, bubbling and composed, declared
 * once per element in its `events.ts`; the typed `emit`, the global map, the manifest and the React
 * props derive from that.
 */
import type { BizErrorDetail } from '../api/errors.ts';
import type { AuthRequiredDetail } from '../services/auth.ts';

/** The events any element may dispatch (name → detail). */
export interface SharedEvents {
  /** A call failed, an answer was malformed or capped, or a chunk did not load. */
  'biz-error': BizErrorDetail;
  /** The reader has to sign in first. */
  'biz-auth-required': AuthRequiredDetail;
}

/** Each element's events by tag, added by augmentation from every `elements/<tag>/events.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface ElementEvents {}

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** Every event biz-widgets dispatches, by name → detail type. */
export type BizEventMap = SharedEvents & Intersection<ElementEvents[keyof ElementEvents]>;

/** An event map as DOM event types (name → `CustomEvent<detail>`). */
export type CustomEventsOf<M> = { [K in keyof M]: CustomEvent<M[K]> };

/** The events `tag` dispatches (name → detail); none for a tag without events. */
export type EventsOf<Tag extends string> = Tag extends keyof ElementEvents
  ? ElementEvents[Tag]
  : Record<never, never>;

declare global {
  // Makes `el.addEventListener('biz-poll-vote', (e) => e.detail.variantId)` typed everywhere.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map is the base type
  interface GlobalEventHandlersEventMap extends CustomEventsOf<BizEventMap> {}
}

/** Dispatches a typed event from `host`, if any; false if a listener called `preventDefault()`. */
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
