/** The attributes of `<biz-live>` (src/element/attributes.ts); the `@attr` lines of biz-live.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-live>`: camelCase prop → type, default and validity. */
export const liveAttributes = defineAttributes({
  /** `live-id`: the broadcast's id; empty, nothing is polled. */
  liveId: { type: 'string', required: true, default: '' },
  /** `interval`: ms between polls; not positive, 10000; below 10000, raised to it (./polling.ts). */
  interval: { type: 'number', default: 10_000, valid: (value) => value > 0 },
});
