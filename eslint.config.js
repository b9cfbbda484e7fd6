// ESLint flat config: TypeScript rules, React hooks rules, and the project's own
// bans (no eval, no string innerHTML outside the sanitizer service).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './scripts/eslint-rules/index.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.next/**',
      '**/.astro/**',
      '**/.angular/**',
      'demo/public/**',
      'coverage/**',
    ],
  },
  {
    // One job per function: a component or hook that outgrows this is split into named
    // hooks and parts.
    files: ['elements/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-properties': [
        'error',
        {
          property: 'innerHTML',
          message: 'Server HTML goes through src/services/sanitizer.ts only.',
        },
        {
          property: 'outerHTML',
          message: 'Server HTML goes through src/services/sanitizer.ts only.',
        },
        {
          property: 'insertAdjacentHTML',
          message: 'Server HTML goes through src/services/sanitizer.ts only.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['elements/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use the storage service.' },
        { name: 'fetch', message: 'Use the api client.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'document', property: 'cookie', message: 'Use the cookie service.' },
        { object: 'window', property: 'localStorage', message: 'Use the storage service.' },
        { property: 'innerHTML', message: 'Server HTML goes through the sanitizer service.' },
        {
          property: 'insertAdjacentHTML',
          message: 'Server HTML goes through the sanitizer service.',
        },
      ],
    },
  },
  {
    // No comment cites an issue number, the section sign, the design document or a spec section
    // (scripts/check-comments.mjs reads the files ESLint does not).
    files: [
      '{src,elements,mocks,demo,tests,scripts}/**/*.{ts,tsx,mts,cts,js,mjs,cjs}',
      '*.{ts,mts,js,mjs}',
    ],
    plugins: { local },
    rules: { 'local/no-comment-citations': 'error' },
  },
  {
    // One job per function in the tooling, the Node-run suites, the demo and the mocks as in the
    // product code.
    files: [
      'scripts/**',
      'tests/{e2e,sr,sim,monkey,support}/**',
      'tests/apps/*.mjs',
      'demo/**',
      'mocks/**',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'tests/{monkey,apps}/*.mjs', '*.{js,mjs}'],
    // The benches and the monkey also hold functions that run in the page (page.evaluate).
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
