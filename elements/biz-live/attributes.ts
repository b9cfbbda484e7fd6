/**
 * The attributes of `<biz-live>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-live>`: camelCase prop → type, default and validity. */
export const liveAttributes = defineAttributes({
  /** The broadcast's id; empty, nothing is polled. */
  liveId: { type: 'string', required: true, default: '' },
  /**
   * Milliseconds between polls, at least 10000 (smaller values are raised to it); each pause varies
   * by ±10 %. Default 10000, also for a value that is not positive.
   */
  interval: { type: 'number', default: 10_000, valid: (value) => value > 0 },
});
