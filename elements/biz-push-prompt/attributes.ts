/** The attributes of `<biz-push-prompt>` (src/element/attributes.ts); the `@attr` lines of biz-push-prompt.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-push-prompt>`: camelCase prop → type, default and validity. */
export const pushPromptAttributes = defineAttributes({
  /** `vapid-public-key`: the application server key, base64url (65-byte uncompressed P-256). */
  vapidPublicKey: { type: 'string', required: true },
  /** `service-worker`: URL of the service worker script that receives the pushes. */
  serviceWorker: { type: 'string', required: true },
  /** `scope`: the worker's registration scope, resolved against the script's URL; absent, `biz-push/` beside the script. */
  scope: { type: 'string', default: 'biz-push/' },
  /** `delay`: ms after page load before the prompt appears; negative or not finite, 15000 (docs/behaviour.md#push-prompt). */
  delay: {
    type: 'number',
    default: 15_000,
    valid: (value) => Number.isFinite(value) && value >= 0,
  },
});
