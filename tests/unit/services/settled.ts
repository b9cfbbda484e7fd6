/** Whether a promise has settled yet, read synchronously: for tests that step fake timers. */

/**
 * Starts watching `promise`.
 * @returns a state whose `settled` turns true (and `value` holds the result) once `promise`
 *   fulfils; it stays false while the promise is pending or if it rejects
 */
export function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => {
    state.settled = true;
    state.value = value;
  });
  return state;
}
