/** The demo backend in Node (Vitest), via msw/node. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

export const server = setupServer(...handlers);
