// `npm run lint`'s comment check for what ESLint does not read: no comment in src/, elements/,
// mocks/, demo/, tests/ or scripts/ cites an issue by number, the section sign, the shared design
// document or a spec section by number (the rule local/no-comment-citations,
// scripts/eslint-rules/no-comment-citations.mjs, checks the JavaScript and TypeScript files ESLint
// lints). Read here: CSS comments, HTML comments, the comments inside <script>/<style> of HTML,
// Vue and Svelte files, and the JavaScript files the ESLint config ignores (scripts through the
// same rule). Prints file:line for each citation and exits 1 when there is one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import local from './eslint-rules/index.mjs';
import { citationsIn } from './eslint-rules/no-comment-citations.mjs';

/** The folders whose comments are checked. */
export const ROOTS = ['src', 'elements', 'mocks', 'demo', 'tests', 'scripts'];

const JS_EXT = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
const MARKUP_EXT = new Set(['.html', '.vue', '.svelte']);

/** Only the comment rule, with a parser for JavaScript, TypeScript and JSX. */
const RULE_ONLY = [
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { local },
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: { 'local/no-comment-citations': 'error' },
  },
];

/**
 * The citations the comment rule finds in script `text`, read as a file named `filename` (its
 * extension says whether JSX is allowed): `{line, text}` per citation (the cited text), line
 * 1-based. A script that does not parse is reported as one `{line, text}` saying so.
 */
export function scriptCitations(text, filename) {
  const messages = new Linter({ configType: 'flat' }).verify(text, RULE_ONLY, { filename });
  const starts = [0];
  for (const m of text.matchAll(/\n/g)) starts.push(m.index + 1);
  const offset = (line, column) => starts[line - 1] + column - 1;
  return messages.map((m) => ({
    line: m.line,
    text: m.fatal
      ? `not parsed: ${m.message}`
      : text.slice(offset(m.line, m.column), offset(m.endLine, m.endColumn)),
  }));
}

/**
 * The comments of CSS `text`, `/* … *\/` (to the end when not closed), each as `{start, end}`
 * offsets; strings are skipped.
 */
export function cssComments(text) {
  const out = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      const end = close < 0 ? text.length : close + 2;
      out.push({ start: i, end });
      i = end;
    } else if (c === "'" || c === '"') {
      // A string ends at its quote or its line's end; escapes skipped.
      i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else i++;
  }
  return out;
}

/** The line (1-based) of offset `at` in `text`. */
const lineAt = (text, at) => text.slice(0, at).split('\n').length;

/** The citations in the comments `ranges` (`{start, end}` offsets) of `text`, by line. */
function rangeCitations(text, ranges) {
  const found = [];
  for (const { start, end } of ranges) {
    for (const hit of citationsIn(text.slice(start, end))) {
      found.push({ line: lineAt(text, start + hit.index), text: hit.text });
    }
  }
  return found;
}

/**
 * Whether a <script> or <style> block (`tag`, its attributes `attrs`) holds code or CSS: a
 * script typed as data (JSON, an import map, a template) has no comments to read.
 */
function isCode(tag, attrs) {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1].toLowerCase();
  if (tag.toLowerCase() === 'style' || !type) return true;
  return (
    type === 'module' ||
    /^(?:text|application)\/(?:javascript|ecmascript|babel|typescript)$/.test(type)
  );
}

/**
 * The citations in an HTML, Vue or Svelte file's `text`: in its `<!-- … -->` comments, in the
 * comments of its <style> blocks (CSS) and of its <script> blocks (the comment rule, TypeScript
 * with JSX allowed), by line of the file.
 */
export function markupCitations(text) {
  const found = [];
  const block = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>|<!--[\s\S]*?(?:-->|$)/gi;
  for (const m of text.matchAll(block)) {
    if (m[1] && !isCode(m[1], m[2])) continue;
    if (!m[1]) {
      found.push(...rangeCitations(text, [{ start: m.index, end: m.index + m[0].length }]));
      continue;
    }
    const offset = m.index + m[0].indexOf('>') + 1;
    const inner =
      m[1].toLowerCase() === 'script'
        ? scriptCitations(m[3], 'block.tsx')
        : rangeCitations(m[3], cssComments(m[3]));
    const first = lineAt(text, offset);
    for (const hit of inner) found.push({ line: first + hit.line - 1, text: hit.text });
  }
  return found;
}

/**
 * The citations in the comments of a file named `path` with text `text` that ESLint does not
 * read: CSS, HTML, Vue and Svelte by their syntax, a JavaScript or TypeScript file through the
 * comment rule (for the files the ESLint config ignores). `{line, text}` per citation, by line;
 * a file of another kind has none.
 */
export function findCitations(path, text) {
  const ext = extname(path).toLowerCase();
  const found = JS_EXT.has(ext)
    ? scriptCitations(text, path)
    : ext === '.css'
      ? rangeCitations(text, cssComments(text))
      : MARKUP_EXT.has(ext)
        ? markupCitations(text)
        : [];
  return found.sort((a, b) => a.line - b.line);
}

/**
 * The files to check: tracked and new (not ignored) files of {@link ROOTS}, without the
 * JavaScript and TypeScript files `npx eslint .` lints (its rule checks them).
 */
async function filesToCheck() {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...ROOTS],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const files = [...new Set(listed.split('\0'))].filter((f) => f && !f.includes('/node_modules/'));
  const eslint = new ESLint();
  const out = [];
  for (const file of files) {
    if (!JS_EXT.has(extname(file).toLowerCase()) || (await eslint.isPathIgnored(file)))
      out.push(file);
  }
  return out;
}

/** Checks every file; prints each citation as `file:line: text`; the exit code is 1 if any. */
async function main() {
  let count = 0;
  for (const file of await filesToCheck()) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // deleted but still in the index
    }
    for (const hit of findCitations(file, text)) {
      console.error(`${file}:${hit.line}: ${hit.text}`);
      count++;
    }
  }
  if (count) {
    console.error(
      `\n${count} comment citation(s): say what and why, point at a docs/ anchor, leave history to git and CHANGELOG.md.`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
