// @vitest-environment node
/**
 * The comment check of `npm run lint` for what ESLint does not read (scripts/check-comments.mjs):
 * CSS, HTML, Vue and Svelte comments, the scripts inside markup, and JavaScript files the ESLint
 * config ignores. The rule itself is tested in eslint-rules/no-comment-citations.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { findCitations } from '../../../scripts/check-comments.mjs';

/** The lines flagged in `text` as file `path`. */
const lines = (path: string, text: string) => findCitations(path, text).map((c) => c.line);

describe('check-comments: citations in what ESLint does not read', () => {
  test('CSS and HTML comments are read', () => {
    expect(lines('src/a.css', '.a {\n  color: red; /* issue 28 */\n}\n')).toEqual([2]);
    const html = '<p>text</p>\n<!-- issue 33 -->\n<script>\n  // spec 4\n</script>\n';
    expect(lines('demo/a.html', html)).toEqual([2, 4]);
  });

  test('the scripts and styles of Vue and Svelte files are read, by line of the file', () => {
    const vue = [
      '<template><p>x</p></template>', // 1
      '<script setup lang="ts">', // 2
      "const a: string = 'issue 1';", // 3
      '// DESIGN.md', // 4
      '</script>', // 5
      '<style>', // 6
      '/* § 3 */', // 7
      '</style>', // 8
    ].join('\n');
    expect(findCitations('tests/apps/vue/src/App.vue', vue)).toEqual([
      { line: 4, text: 'DESIGN.md' },
      { line: 7, text: '§' },
    ]);
  });

  test('a script file ESLint does not lint is read through the same rule', () => {
    expect(findCitations('demo/public/sw.js', "self.a = 'issue 2';\n// issue 9\n")).toEqual([
      { line: 2, text: 'issue 9' },
    ]);
  });
});

describe('check-comments: what is not a comment citation', () => {
  test('ordinary CSS comments and strings pass', () => {
    expect(findCitations('src/a.css', '/* #000 and #111 */\n')).toEqual([]);
    expect(findCitations('src/a.css', '.a::after { content: "/* issue 9 */"; }\n')).toEqual([]);
  });

  test('a script typed as data (JSON) holds no comments', () => {
    const html = '<script type="application/json">{"a": "// issue 4"}</script>\n';
    expect(findCitations('demo/a.html', html)).toEqual([]);
  });

  test('files of other kinds are not read', () => {
    expect(findCitations('tests/fixtures/a.json', '{"why": "issue 25"}')).toEqual([]);
    expect(findCitations('tests/fixtures/README.md', 'written for issue 25')).toEqual([]);
  });
});
