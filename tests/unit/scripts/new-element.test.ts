// @vitest-environment node
/**
 * `npm run new:element` (scripts/new-element.mjs) scaffolds an element that passes the project's
 * checks as it stands. In a copy of the repository (its tracked files and new ones not ignored,
 * node_modules linked entry by entry so the tools' caches stay in the copy), it scaffolds
 * `<biz-example>`, then runs there: the typecheck, ESLint and Prettier on the new and changed
 * files, knip, the unit tests of the element contracts
 * (attribute map, events, parts map, package types), and the new browser test in Chromium; and
 * reads the generated manifest, React component and README row.
 *
 * About a minute, most of it the typecheck: it runs only with BIZ_SCAFFOLD_TEST=1, which
 * `npm run test:scaffold` sets (a step of `npm test`); `npm run test:unit` skips it.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv } from '../../support/child-env.ts';

const root = process.cwd(); // vitest runs from the repository root
const TAG = 'biz-example';
const MINUTE = 60_000;
/** The files the scaffold writes or changes, as ESLint and Prettier are given them. */
const CHANGED = [
  `elements/${TAG}`,
  `tests/browser/${TAG}.test.ts`,
  'src/elements.ts',
  'src/react/index.ts',
];

let copy = '';

/** The environment of a command in the copy: this run's, without Vitest's own variables. */
const env = childEnv();

/** Runs `command` in the copy; its exit status and its output, both streams. */
function run(command: string, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd: copy, env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Expects `command` to exit 0 in the copy, with its output as the failure message. */
function passes(command: string, ...args: string[]): string {
  const { status, output } = run(command, ...args);
  expect(status, `${[command, ...args].join(' ')}:\n${output}`).toBe(0);
  return output;
}

/** The copy: the repository's files as git lists them, and its node_modules linked. */
function copyRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'biz-new-element-'));
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  );
  if (listed.status !== 0) throw new Error(`git ls-files: ${listed.stderr}`);
  for (const file of new Set(listed.stdout.split('\0'))) {
    if (!file || file === 'node_modules') continue;
    try {
      mkdirSync(join(dir, dirname(file)), { recursive: true });
      cpSync(join(root, file), join(dir, file));
    } catch {
      /* listed but deleted in the working tree */
    }
  }
  // Each package linked, not the folder: Vite's and web-test-runner's caches live in
  // node_modules/.vite*, and the copy's must not replace the repository's.
  const modules = realpathSync(join(root, 'node_modules'));
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (!entry.startsWith('.vite') && entry !== '.cache')
      symlinkSync(join(modules, entry), join(dir, 'node_modules', entry));
  }
  return dir;
}

describe.skipIf(!process.env.BIZ_SCAFFOLD_TEST)(
  `npm run new:element ${TAG} (BIZ_SCAFFOLD_TEST=1)`,
  () => {
    beforeAll(() => {
      copy = copyRepository();
      passes('node', 'scripts/new-element.mjs', TAG);
    }, 2 * MINUTE);

    afterAll(() => {
      if (copy) rmSync(copy, { recursive: true, force: true });
    });

    it('writes the element, its test, its docs section and its package type lines', () => {
      const files = readdirSync(join(copy, 'elements', TAG)).sort();
      expect(files).toEqual(
        [
          'BizExample.tsx',
          'attributes.ts',
          `${TAG}.css`,
          `${TAG}.element.ts`,
          `${TAG}.ts`,
          'events.ts',
          'parts.ts',
          'strings.ts',
        ].sort(),
      );
      const types = readFileSync(join(copy, 'src/elements.ts'), 'utf8');
      expect(types).toContain(`export type * from '../elements/${TAG}/events.ts';`);
      expect(types).toContain(
        `export type { BizExampleElement } from '../elements/${TAG}/${TAG}.ts';`,
      );
      const docs = readFileSync(join(copy, 'docs/behaviour.md'), 'utf8');
      expect(docs).toMatch(/\n## example\n/);
      expect(docs).toContain('[example](#example)');
    });

    it('is in the manifest with its attribute, event and parts', () => {
      const manifest = JSON.parse(readFileSync(join(copy, 'dist/custom-elements.json'), 'utf8'));
      const declaration = manifest.modules
        .flatMap((m: { declarations?: { tagName?: string }[] }) => m.declarations ?? [])
        .find((d: { tagName?: string }) => d.tagName === TAG);
      expect(declaration.attributes.map((a: { name: string }) => a.name)).toEqual(['item-id']);
      expect(declaration.events.map((e: { name: string }) => e.name)).toEqual([`${TAG}-press`]);
      expect(declaration.cssParts.map((p: { name: string }) => p.name)).toEqual(['text', 'button']);
    });

    it('has its React component and its README row', () => {
      expect(readFileSync(join(copy, 'src/react/index.ts'), 'utf8')).toContain(
        `export const BizExample = createComponent('${TAG}', ['item-id'], ['${TAG}-press']);`,
      );
      const readme = readFileSync(join(copy, 'README.md'), 'utf8');
      expect(readme).toMatch(new RegExp(`^\\| \`<${TAG}>\` \\|.*\\| \`${TAG}-press\` \\|`, 'm'));
    });

    it(
      'typechecks',
      () => {
        passes('npx', 'tsc', '--noEmit', '-p', 'tsconfig.json');
      },
      5 * MINUTE,
    );

    it(
      'passes ESLint, Prettier and knip',
      () => {
        passes('npx', 'eslint', ...CHANGED);
        passes('npx', 'prettier', '--check', ...CHANGED);
        passes('npx', 'knip', '--no-progress');
      },
      2 * MINUTE,
    );

    it(
      'passes the element contract unit tests',
      () => {
        passes(
          'npx',
          'vitest',
          'run',
          'tests/unit/scripts/manifest-element-maps.test.ts',
          'tests/unit/element/parts.test.ts',
          'tests/unit/elements.test.ts',
        );
      },
      2 * MINUTE,
    );

    it(
      'passes its browser test in Chromium',
      () => {
        const output = passes(
          'node',
          'scripts/test-browser.mjs',
          '--files',
          `tests/browser/${TAG}.test.ts`,
        );
        expect(output).toMatch(/[1-9]\d* passed, 0 failed/);
      },
      5 * MINUTE,
    );
  },
);
