/** When the push prompt may appear (docs/behaviour.md#push-prompt). */
import { getCookie } from '../../src/services/cookies.ts';

const HOUR = 3_600_000;
/** The prompt appears at most once per this many ms (3 h). */
export const PUSH_DELAY_MS = 3 * HOUR;
/** «Не сейчас» holds it back this many ms (7 days). */
export const PUSH_DND_MS = 7 * 24 * HOUR;

/** The cookie of the 3 h pause after the prompt appeared. */
export const DELAY_COOKIE = 'pushDelay';
/** The cookie of the 7 day pause after «Не сейчас». */
export const DND_COOKIE = 'pushDND';

/**
 * Whether cookie `name` holds the prompt back at `now` (ms since the epoch): its value is the
 * pause's end; any other value (the old site's scripts) holds while the cookie lasts.
 */
export function holdsBack(name: string, now: number): boolean {
  const value = getCookie(name);
  if (value === null) return false;
  const until = Number(value);
  return !(until > 1e12) || until > now;
}
