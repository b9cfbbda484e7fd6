/**
 * Every answer schema of the server contract, by name. Each is built on its first parse
 * (`z.lazy`): a page parses a few of them, and building them all as the first widget's modules
 * were evaluated took 7–29 ms at 4× (CPU profiles of the demo article's first visit).
 */
export * from './common.ts';
export * from './status-message.ts';
export * from './login.ts';
export * from './restore.ts';
export * from './search.ts';
export * from './quiz-vote.ts';
export * from './career.ts';
export * from './userpic.ts';
export * from './poll-result.ts';
export * from './top10-result.ts';
export * from './load-more.ts';
export * from './news-page.ts';
export * from './live.ts';
export * from './notifications.ts';
export * from './comment-send.ts';
export * from './users.ts';
export * from './comments-new.ts';
