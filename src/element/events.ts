/**
 * Host events (docs/architecture.md#events): `CustomEvent`s named `biz-<noun>-<verb>`,
 * dispatched on the host element, bubbling and composed. Each element declares the events it
 * dispatches once, in its folder's `events.ts` (an interface of name → detail, a line of doc
 * each, added here to {@link ElementEvents} by tag); {@link BizEventMap}, the typed
 * {@link emit}, the `GlobalEventHandlersEventMap` entries, the manifest's events and the React
 * wrappers' handler props are all derived from those declarations.
 */
import type { BizErrorDetail } from '../api/errors.ts';
import type { AuthRequiredDetail } from '../services/auth.ts';

/** The events any element may dispatch (name → detail); an element lists those it does in its own events. */
export interface SharedEvents {
  /** A call failed, an answer was malformed or capped, or a chunk did not load. */
  'biz-error': BizErrorDetail;
  /** The reader has to sign in first (`{tab: 'login', reason}`). */
  'biz-auth-required': AuthRequiredDetail;
}

/**
 * Each element's events by tag (`'biz-poll': PollEvents`): tag → an interface of event name →
 * detail type. Empty here; every `elements/<tag>/events.ts` adds its tag by augmentation.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface ElementEvents {}

/** The union `U` as one intersection (`A | B` → `A & B`). */
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** Every event biz-widgets dispatches, by name → detail type: the shared ones and every element's. */
export type BizEventMap = SharedEvents & Intersection<ElementEvents[keyof ElementEvents]>;

/** An event map (name → detail) as DOM event types (name → `CustomEvent<detail>`). */
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

/**
 * Dispatches a typed biz event from `host` (bubbles, composed, cancelable); nothing when `host`
 * is null or undefined.
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
