/** Vitest: services, schemas, parsing and demo-backend logic, in happy-dom. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/article/1024' } },
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
  },
});
