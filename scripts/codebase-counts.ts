/**
 * `npm run counts [-- --check]`: what it costs to read and extend the codebase, in four figures.
 *
 * - Comment density of `src/` and `elements/`: comment lines per code line of their TypeScript and
 *   JavaScript files, counted by cloc (a line with any code is code, a line with only comment text
 *   is a comment line, blank lines are neither). Limit 0.22.
 * - `scripts/` lines: every line of every tracked file under `scripts/` (`wc -l`). Limit 6,500.
 *   Reported beside it, not limited: the lines of the suites Node runs from `tests/` (e2e, sr,
 *   sim, monkey and the apps' checker), which lived in `scripts/` until they moved to `tests/`.
 * - Facts documented twice: an attribute entry with a second text (a JSDoc block tag such as
 *   `@remarks` in `elements/<tag>/attributes.ts`), a `@csspart` line in an element class (parts
 *   are declared in `elements/<tag>/parts.ts`), and a call's path written as a string outside the
 *   call table (`src/api/calls.ts`) in the demo backend or `scripts/contract-check.ts`. Limit 0.
 * - Unit tests not named after a module: `tests/unit/<area>/<module>[.<aspect>].test.ts` must test
 *   `src/<area>/<module>`, `elements/biz-<area>/<module>`, or `<area>/<module>` for `mocks/`,
 *   `scripts/` and `demo/` (a file of any extension, or a folder). Limit 0.
 *
 * With `--check` it exits 1 when a limit is exceeded.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as calls from '../src/api/calls.ts';

const LIMITS = { density: 0.22, scriptLines: 6500, twice: 0, misnamed: 0 };

/** Tracked files under `paths` (git ls-files). */
const tracked = (...paths: string[]) =>
  execFileSync('git', ['ls-files', ...paths], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

/**
 * Comment and code lines of the TypeScript and JavaScript files of `src/` and `elements/`, as
 * cloc counts them (`--vcs=git`: tracked files only).
 */
function density() {
  const cloc = fileURLToPath(new URL('../node_modules/cloc/lib/cloc', import.meta.url));
  const report = JSON.parse(
    execFileSync(
      cloc,
      ['--vcs=git', '--json', '--quiet', '--include-lang=TypeScript,JavaScript', 'src', 'elements'],
      { encoding: 'utf8' },
    ),
  ) as { SUM: { comment: number; code: number } };
  const { comment, code } = report.SUM;
  return { comment, code, ratio: comment / code };
}

/** Lines of every tracked file under `paths`. */
const linesOf = (...paths: string[]) =>
  tracked(...paths).reduce((sum, f) => sum + readFileSync(f, 'utf8').split('\n').length - 1, 0);

/** The suites Node runs from `tests/` (not the unit, browser or fixture files, nor the apps). */
const NODE_SUITES = [
  'tests/e2e',
  'tests/sr',
  'tests/sim',
  'tests/monkey',
  'tests/support',
  ':(glob)tests/apps/*.mjs',
];

/** Every fact written a second time, as `file: what`. */
function documentedTwice(): string[] {
  const found: string[] = [];
  for (const file of tracked('elements')) {
    const text = readFileSync(file, 'utf8');
    if (basename(file) === 'attributes.ts')
      for (const m of text.matchAll(/^\s*\*\s*(@(?!default\b|see\b)\w+)/gm))
        found.push(`${file}: an attribute's second text (${m[1]})`);
    if (file.endsWith('.element.ts'))
      for (const m of text.matchAll(/@csspart\s+([\w-]+)/g))
        found.push(`${file}: @csspart ${m[1]} (declared in parts.ts)`);
  }
  const paths = new Set<string>();
  for (const row of Object.values(calls)) {
    if (!row || typeof row !== 'object' || !('path' in row)) continue;
    for (const key of ['path', 'fallback'] as const) {
      const value = (row as unknown as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.startsWith('/')) paths.add(value.split('?')[0]!);
    }
  }
  for (const file of [...tracked('mocks'), 'scripts/contract-check.ts']) {
    if (!/\.(ts|mjs)$/.test(file)) continue;
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(/['"`](\/[\w/{}.-]+)(?:\?[^'"`]*)?['"`]/g))
      if (paths.has(m[1]!)) found.push(`${file}: the path ${m[1]} (in src/api/calls.ts)`);
  }
  return found;
}

/** Whether `dir` holds a file `<name>.<any extension>` or a folder `<name>`. */
const holds = (dir: string, name: string) =>
  existsSync(dir) &&
  readdirSync(dir).some((entry) => entry === name || entry.replace(/\.[^.]+$/, '') === name);

/** Unit test files that name no module under the folder rule above. */
function misnamedTests(): string[] {
  return tracked('tests/unit').filter((file) => {
    if (!file.endsWith('.test.ts')) return false;
    const area = dirname(file).slice('tests/unit'.length).replace(/^\//, '');
    const module = basename(file)
      .replace(/\.test\.ts$/, '')
      .split('.')[0]!;
    const top = area.split('/')[0]!;
    const places = [join('src', area)];
    if (area && !area.includes('/')) places.push(join('elements', `biz-${area}`));
    if (['mocks', 'scripts', 'demo'].includes(top)) places.push(area);
    return !places.some((dir) => holds(dir, module));
  });
}

const d = density();
const lines = linesOf('scripts');
const suites = linesOf(...NODE_SUITES);
const twice = documentedTwice();
const misnamed = misnamedTests();
const verdict = (ok: boolean) => (ok ? 'ok' : 'over');
console.log(
  [
    `comment density, src/ + elements/: ${d.comment} comment lines / ${d.code} code lines = ${d.ratio.toFixed(3)} (limit ${LIMITS.density}: ${verdict(d.ratio <= LIMITS.density)})`,
    `scripts/ lines: ${lines} (limit ${LIMITS.scriptLines}: ${verdict(lines <= LIMITS.scriptLines)})`,
    `  beside them, the suites Node runs from tests/ (e2e, sr, sim, monkey, support, apps' checker): ${suites} lines`,
    `facts documented twice: ${twice.length} (limit ${LIMITS.twice})`,
    ...twice.map((t) => `  ${t}`),
    `unit tests not named after a module: ${misnamed.length} (limit ${LIMITS.misnamed})`,
    ...misnamed.map((t) => `  ${t}`),
  ].join('\n'),
);
const failed =
  d.ratio > LIMITS.density ||
  lines > LIMITS.scriptLines ||
  twice.length > LIMITS.twice ||
  misnamed.length > LIMITS.misnamed;
if (process.argv.includes('--check') && failed) process.exitCode = 1;
