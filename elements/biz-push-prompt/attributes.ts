/**
 * The attributes of `<biz-push-prompt>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-push-prompt>`: camelCase prop → type, default and validity. */
export const pushPromptAttributes = defineAttributes({
  /** The VAPID application server key, base64url of a 65-byte uncompressed P-256 point. */
  vapidPublicKey: { type: 'string', required: true },
  /** URL of the service worker script that receives the pushes. */
  serviceWorker: { type: 'string', required: true },
  /**
   * Registration scope of that worker, resolved against the script's URL. Default `biz-push/`,
   * beside the script.
   */
  scope: { type: 'string', default: 'biz-push/' },
  /**
   * Milliseconds after page load before the prompt appears. Default 15000, also for a negative or
   * not finite value.
   */
  delay: {
    type: 'number',
    default: 15_000,
    valid: (value) => Number.isFinite(value) && value >= 0,
  },
});
