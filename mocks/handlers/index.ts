/** Every handler of the demo backend: one list serves the demo page, Vitest and browser tests. */
import { articleHandlers } from './article.ts';

export const handlers = [...articleHandlers];
