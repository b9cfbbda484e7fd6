/**
 * Faults a test forces on the demo backend's calls (its chaos modes), what elements report of
 * them, and the way back to calls that succeed before a test retries.
 */
import { configure } from '../../../src/services/config.ts';
import { resetChaos, RETRY_TIMEOUT_MS, setChaos, timeoutFor } from '../helpers.ts';

/** For each fault mode: the `kind` of the `biz-error` it raises and the reason shown (Russian). */
const FAULTS = {
  http500: { kind: 'http', reason: 'Сервер ответил ошибкой' },
  network: { kind: 'network', reason: 'Нет связи с сервером' },
  timeout: { kind: 'timeout', reason: 'Сервер долго не отвечает' },
  'wrong-shape': { kind: 'validation', reason: 'Сервер прислал неожиданный ответ' },
  malformed: { kind: 'parse', reason: 'Сервер прислал непонятный ответ' },
} as const;

/** A fault mode the demo backend can force on a call. */
export type Fault = keyof typeof FAULTS;

/**
 * The cases of a test run once per fault: `[mode, kind, reason]` for each mode given, in that
 * order (`kind` as in the `biz-error` event, `reason` the text an element shows).
 */
export function faultCases<M extends Fault>(
  ...modes: M[]
): (readonly [M, (typeof FAULTS)[M]['kind'], (typeof FAULTS)[M]['reason']])[] {
  return modes.map((mode) => [mode, FAULTS[mode].kind, FAULTS[mode].reason] as const);
}

/**
 * Makes every call to the path `only` fail with `mode` from now on, with the request timeout a
 * test of that fault wants ({@link timeoutFor}: `short` ms when `mode` is 'timeout', a generous
 * one otherwise). `latencyMs` delays each answer (ms).
 */
export function forceFault(
  mode: Fault,
  only: string,
  { latencyMs, short }: { latencyMs?: number; short?: number } = {},
): void {
  configure({ timeoutMs: timeoutFor(mode, short) });
  setChaos({ force: mode, only, ...(latencyMs === undefined ? {} : { latencyMs }) });
}

/**
 * Ends every forced fault and gives calls a timeout that a retry meets on a busy machine
 * ({@link RETRY_TIMEOUT_MS}): call before a test retries a call that failed.
 */
export function endFaults(): void {
  resetChaos();
  configure({ timeoutMs: RETRY_TIMEOUT_MS });
}

/** Each `biz-error` event as `[endpoint, kind]`, in the order they came. */
export const errorKinds = (errors: CustomEvent<{ endpoint: string; kind: string }>[]) =>
  errors.map((e) => [e.detail.endpoint, e.detail.kind]);
