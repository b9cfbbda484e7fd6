/** Every answer schema of the server contract, by name. */
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
