/** Reporting an answer cut by a cap (src/api/caps.ts). */
import { emit } from './events.ts';

/**
 * Reports a cut answer on `host`: `biz-error` `{endpoint, kind: 'validation', message}`.
 * @param what a short English description of what was cut, e.g. `5000 of 100000 comments shown`
 */
export function reportCut(host: HTMLElement, endpoint: string, what: string): void {
  console.warn(`[biz-widgets] ${endpoint}: answer too large, ${what}`);
  emit(host, 'biz-error', { endpoint, kind: 'validation', message: `answer capped: ${what}` });
}
