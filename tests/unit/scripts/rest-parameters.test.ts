// @vitest-environment node
/**
 * The build's rest-parameter pass (scripts/rest-parameters.mjs): Babel's rest loops become rest
 * parameters before Oxc's minifier would make them `[...arguments].slice(n)`, and a chunk that
 * still spreads `arguments` fails the build.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { minifySync } from 'vite';
import { describe, expect, test, vi } from 'vitest';
import {
  restParameters,
  restParametersPlugin,
  SPREAD_ARGUMENTS,
} from '../../../scripts/rest-parameters.mjs';

/** Babel's output for `function unapply(func) { return (thisArg, ...args) => … }` (DOMPurify's). */
const UNAPPLY = `export function unapply(func) {
  return function (thisArg) {
    for (var _len = arguments.length, args = new Array(_len > 1 ? _len - 1 : 0), _key = 1; _key < _len; _key++) args[_key - 1] = arguments[_key];
    return func.apply(thisArg, args);
  };
}
`;

/** Imports `code` as an ES module, without eval. */
const load = async (code: string) =>
  (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<
    string,
    (...a: unknown[]) => unknown
  >;

describe('rest-parameters: Babel rest loops back to rest parameters', () => {
  test('a loop at a function body start becomes `...args`, and calls answer the same', async () => {
    const { code, count } = restParameters(UNAPPLY);
    expect(count).toBe(1);
    expect(code).toContain('return function (thisArg, ...args) {');
    expect(code).not.toContain('arguments');
    const before = (await load(UNAPPLY)).unapply!(Array.prototype.slice) as (
      ...a: unknown[]
    ) => unknown;
    const after = (await load(code)).unapply!(Array.prototype.slice) as (
      ...a: unknown[]
    ) => unknown;
    for (const args of [[[1, 2, 3], 1], [[1, 2, 3], 0, 2], [[1, 2, 3]]]) {
      expect(after(...args)).toEqual(before(...args));
    }
  });

  test('loops from index 0 and inside a block of the body are replaced too', () => {
    const code = `function all() {
  for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) {
    args[_key] = arguments[_key];
  }
  return args;
}
const check = function check(test, name) {
  if (typeof test === 'function') {
    for (var _len2 = arguments.length, args = new Array(_len2 > 2 ? _len2 - 2 : 0), _key2 = 2; _key2 < _len2; _key2++) args[_key2 - 2] = arguments[_key2];
    return test(name, ...args);
  }
  return false;
};
`;
    const out = restParameters(code);
    expect(out.count).toBe(2);
    expect(out.code).toContain('function all(...args) {');
    expect(out.code).toContain('function check(test, name, ...args) {');
    expect(out.code).not.toContain('arguments');
    expect(out.map?.sources).toEqual(['input.js']);
  });

  test('what a rest parameter cannot replace is left as it was', () => {
    const cases = [
      // An arrow reads its outer function's `arguments`.
      `function outer(a) { const f = () => { for (var l = arguments.length, r = new Array(l), k = 0; k < l; k++) r[k] = arguments[k]; return r; }; return f; }`,
      // Two parameters named, but the copy starts at index 1.
      `function f(a, b) { for (var l = arguments.length, r = new Array(l > 1 ? l - 1 : 0), k = 1; k < l; k++) r[k - 1] = arguments[k]; return [b, r]; }`,
      // A loop that is an \`if\`'s whole body: removing it would change the \`if\`.
      `function f() { if (x) for (var l = arguments.length, r = new Array(l), k = 0; k < l; k++) r[k] = arguments[k]; return r; }`,
      // A destructured parameter.
      `function f({ a }) { for (var l = arguments.length, r = new Array(l > 1 ? l - 1 : 0), k = 1; k < l; k++) r[k - 1] = arguments[k]; return r; }`,
      // A body that says "use strict" may not have a rest parameter.
      `function f() { 'use strict'; for (var l = arguments.length, r = new Array(l), k = 0; k < l; k++) r[k] = arguments[k]; return r; }`,
      // CommonJS with a top-level \`return\`, which a module parser does not read.
      `if (done) return;\nfunction f() { for (var l = arguments.length, r = new Array(l), k = 0; k < l; k++) r[k] = arguments[k]; return r; }`,
      // Another loop over arguments, not a copy.
      `function f() { for (var l = arguments.length, r = new Array(l), k = 0; k < l; k++) log(arguments[k]); }`,
    ];
    for (const code of cases) expect(restParameters(code)).toEqual({ code, map: null, count: 0 });
  });

  test("DOMPurify's five rest loops go, and the minified file no longer spreads `arguments`", () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('dompurify').replace(/purify\.cjs\.js$/, 'purify.es.mjs');
    const source = readFileSync(file, 'utf8');
    expect(minifySync('purify.es.mjs', source).code).toContain(SPREAD_ARGUMENTS);
    const { code, count } = restParameters(source, file);
    expect(count).toBe(5);
    expect(minifySync('purify.es.mjs', code).code).not.toContain(SPREAD_ARGUMENTS);
  });

  test('the build fails on a written chunk that spreads `arguments`, and names it', () => {
    const plugin = restParametersPlugin();
    const error = vi.fn();
    const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code });
    const bundle = {
      a: chunk('chunks/a.js', 'export const f=function(){return g(...[...arguments].slice(1))};'),
      b: chunk('chunks/b.js', 'export const g=function(t,...n){return n};'),
    };
    (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(
      { error },
      {},
      bundle,
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/^chunks\/a\.js spreads `arguments`/);
  });

  test("only dependencies' scripts are transformed", () => {
    const plugin = restParametersPlugin();
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(transform(UNAPPLY, '/repo/src/own.ts')).toBeNull();
    expect(
      transform('a { b: arguments.length }', '/repo/node_modules/lib/a.css?inline'),
    ).toBeNull();
    expect(transform(UNAPPLY, '/repo/node_modules/lib/index.js')).toMatchObject({
      code: expect.stringContaining('...args') as string,
    });
  });
});
