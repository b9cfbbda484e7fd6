// @vitest-environment node
/**
 * The ESLint rule local/no-comment-citations (scripts/eslint-rules/no-comment-citations.mjs):
 * what it flags in comments and what it leaves alone in code, strings and test titles.
 */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from '../../../../scripts/eslint-rules/no-comment-citations.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** TypeScript with JSX, as the project's .tsx files are parsed. */
const tsx = {
  filename: 'elements/x/X.tsx',
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
};

/** An expected problem: the citation `text` on `line`. */
const cites = (text: string, line: number) => ({ messageId: 'citation', data: { text }, line });

/** `source` as the second of three lines, with one problem per citation in `texts`. */
const onLine2 = (source: string, ...texts: string[]) => ({
  code: `const a = 1;\n${source}\nconst b = 2;\n`,
  errors: texts.map((text) => cites(text, 2)),
});

new RuleTester().run('no-comment-citations', rule, {
  valid: [
    // Strings, test titles and template literals are code, not comments.
    {
      ...tsx,
      filename: 'tests/a.test.ts',
      code: [
        "it('signs out at once (issue 25)', () => {});",
        'expect(x, "issue 16: one live region").toBe(1);',
        'console.log(`Budget (issue 26): ${n} ms`);',
        "const url = 'http://x.test/#12'; // the page's anchor",
        "const s = '/* issue 9 */';",
      ].join('\n'),
    },
    // A regular expression with quotes or slashes does not hide or invent a comment.
    [
      'function f(s, a, b) {',
      '  const rx = /[\'"]\\/\\/ issue 5/g;',
      "  const ok = a / b; // plain division, then 'a quote",
      '  return /issue 6/.test(s);',
      '}',
    ].join('\n'),
    // Ordinary comments: colours, upstream references, issues without a number.
    [
      '/* text on #111 over #fff; border #374151 */',
      '// the browser keeps a failed import (whatwg/html#10327)',
      '// no public option, see fingerprintjs/fingerprintjs#1069',
      '// an issue the server may have: a slow answer',
      '// the spec shows no answer for this call',
    ].join('\n'),
  ],
  invalid: [
    onLine2('// the first load heals itself (issue 17)', 'issue 17'),
    onLine2('/** Budgets of issues 26 and 32. */', 'issues 26'),
    onLine2('// see #26 for the numbers', '#26'),
    onLine2('// Issue #7: uploads', 'Issue #7', '#7'),
    onLine2('/* what §4 asks */', '§'),
    onLine2('// as DESIGN.md says', 'DESIGN.md'),
    onLine2('// the vote (spec 7)', 'spec 7'),
    onLine2('// the vote (spec §7)', 'spec §7', '§'),
    // A citation deep in a block comment is reported on its own line.
    {
      code: '/**\n * What it does.\n *\n * Why: issue 14.\n */\nexport const x = 1;\n',
      errors: [cites('issue 14', 4)],
    },
    // JSX comments, comments after code and in template expressions are read.
    {
      ...tsx,
      code: [
        'const view = (',
        '  <div>',
        '    {/* loads later (issue 15) */}',
        '  </div>',
        ');',
        'const t = `a ${f(1) /* issue 3 */} b`;',
        'const n = 2; // issue 4',
      ].join('\n'),
      errors: [cites('issue 15', 3), cites('issue 3', 6), cites('issue 4', 7)],
    },
  ],
});
