/**
 * Vitest for the end-to-end checks (`npm run test:e2e`, tests/e2e/e2e.test.ts): Node, one file,
 * the checks in order; a check's timeout is its own (a browser walk takes minutes).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 15 * 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ['verbose'],
  },
});
