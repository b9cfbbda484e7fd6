/**
 * Russian strings of the votes area shared by more than one element (each element's own strings
 * are in its folder's strings.ts).
 */
import { catalogue } from '../index.ts';

/** The votes area's strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const voteText = catalogue({
  'poll.refusedDefault': 'сервер отказал.',
} as const);
