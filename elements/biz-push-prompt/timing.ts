/**
 * When the push prompt may appear (docs/behaviour.md#push-prompt): at most once per 3 h (cookie
 * `pushDelay`), never within 7 days of «Не сейчас» (cookie `pushDND`). Each cookie's value is the
 * end of its pause in ms since the epoch. Read by the shell (BizPushPrompt.tsx) before it loads
 * the prompt, written by the prompt (PushPromptView.tsx).
 */
import { getCookie } from '../../src/services/cookies.ts';

const HOUR = 3_600_000;
/** The prompt appears at most once per 3 h (cookie `pushDelay`, docs/behaviour.md#push-prompt). */
export const PUSH_DELAY_MS = 3 * HOUR;
/** «Не сейчас» holds it back for 7 days (cookie `pushDND`, docs/behaviour.md#push-prompt). */
export const PUSH_DND_MS = 7 * 24 * HOUR;

/** The cookie of the 3 h pause after the prompt appeared. */
export const DELAY_COOKIE = 'pushDelay';
/** The cookie of the 7 day pause after «Не сейчас». */
export const DND_COOKIE = 'pushDND';

/**
 * Whether cookie `name` still holds the prompt back at `now` (ms since the epoch). We write the
 * end of the pause as the value, so the rule follows the element's clock; any other value (the
 * old site's scripts) counts for as long as the browser keeps the cookie.
 */
export function holdsBack(name: string, now: number): boolean {
  const value = getCookie(name);
  if (value === null) return false;
  const until = Number(value);
  return !(until > 1e12) || until > now;
}
