import { emit } from './events.ts';

/** Reports a cut answer on `host` as a validation `biz-error`; `what` says what was cut. */
export function reportCut(host: HTMLElement, endpoint: string, what: string): void {
  console.warn(`[biz-widgets] ${endpoint}: answer too large, ${what}`);
  emit(host, 'biz-error', { endpoint, kind: 'validation', message: `answer capped: ${what}` });
}
