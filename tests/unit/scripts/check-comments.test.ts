// @vitest-environment node
/**
 * The comment check of `npm run lint` (scripts/check-comments.mjs): what it flags in comments and
 * what it leaves alone in code, strings and test titles.
 */
import { describe, expect, test } from 'vitest';
import { findCitations } from '../../../scripts/check-comments.mjs';

/** The lines flagged in `text` as file `path`. */
const lines = (path: string, text: string) => findCitations(path, text).map((c) => c.line);

describe('check-comments: citations in comments', () => {
  test.each([
    ['// the first load heals itself (issue 17)', 'issue 17'],
    ['/** Budgets of issues 26 and 32. */', 'issues 26'],
    ['// see #26 for the numbers', '#26'],
    ['// Issue #7: uploads', 'Issue #7'],
    ['/* what §4 asks */', '§'],
    ['// as DESIGN.md says', 'DESIGN.md'],
    ['// the vote (spec 7)', 'spec 7'],
    ['// the vote (spec §7)', 'spec §7'],
  ])('%s is flagged', (source, match) => {
    const found = findCitations('src/a.ts', `const a = 1;\n${source}\nconst b = 2;\n`);
    expect(found.map((c) => c.text)).toContain(match);
    expect(found.every((c) => c.line === 2)).toBe(true);
  });

  test('a citation deep in a block comment is reported on its own line', () => {
    const text = '/**\n * What it does.\n *\n * Why: issue 14.\n */\nexport const x = 1;\n';
    expect(lines('src/a.ts', text)).toEqual([4]);
  });

  test('JSX comments, comments after code and in template expressions are read', () => {
    const text = [
      'const view = (', // 1
      '  <div>', // 2
      '    {/* loads later (issue 15) */}', // 3
      '  </div>', // 4
      ');', // 5
      'const t = `a ${f(1) /* issue 3 */} b`;', // 6
      'const n = 2; // issue 4', // 7
    ].join('\n');
    expect(lines('elements/x/X.tsx', text)).toEqual([3, 6, 7]);
  });

  test('CSS and HTML comments are read', () => {
    expect(lines('src/a.css', '.a {\n  color: red; /* issue 28 */\n}\n')).toEqual([2]);
    const html = '<p>text</p>\n<!-- issue 33 -->\n<script>\n  // spec 4\n</script>\n';
    expect(lines('demo/a.html', html)).toEqual([2, 4]);
  });
});

describe('check-comments: what is not a comment citation', () => {
  test('strings, test titles and template literals are code, not comments', () => {
    const text = [
      "it('signs out at once (issue 25)', () => {});",
      'expect(x, "issue 16: one live region").toBe(1);',
      'console.log(`Budget (issue 26): ${n} ms`);',
      "const url = 'http://x.test/#12'; // the page's anchor",
      "const s = '/* issue 9 */';",
    ].join('\n');
    expect(findCitations('tests/a.test.ts', text)).toEqual([]);
  });

  test('a regular expression with quotes or slashes does not hide or invent a comment', () => {
    const text = [
      'const rx = /[\'"]\\/\\/ issue 5/g;',
      "const ok = a / b; // plain division, then 'a quote",
      'return /issue 6/.test(s);',
    ].join('\n');
    expect(findCitations('scripts/a.mjs', text)).toEqual([]);
  });

  test('ordinary comments pass: colours, upstream references, issues without a number', () => {
    const text = [
      '/* text on #111 over #fff; border #374151 */',
      '// the browser keeps a failed import (whatwg/html#10327)',
      '// no public option, see fingerprintjs/fingerprintjs#1069',
      '// an issue the server may have: a slow answer',
      '// the spec shows no answer for this call',
    ].join('\n');
    expect(findCitations('src/a.ts', text)).toEqual([]);
    expect(findCitations('src/a.css', '/* #000 and #111 */\n')).toEqual([]);
  });

  test('files of other kinds are not read', () => {
    expect(findCitations('tests/fixtures/a.json', '{"why": "issue 25"}')).toEqual([]);
    expect(findCitations('tests/fixtures/README.md', 'written for issue 25')).toEqual([]);
  });
});
