// `npm run lint`'s comment check for what ESLint does not read: no comment in src/, elements/,
// mocks/, demo/, tests/ or scripts/ cites an issue number, the section sign, the shared design
// document or a spec section (the rule local/no-comment-citations checks what ESLint lints).
// Read here: CSS and HTML comments, <script>/<style> in HTML, Vue and Svelte files, and the
// JavaScript files ESLint ignores. Prints `file:line: text` per citation; exit 1 when any.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import local from './eslint-rules/index.mjs';
import { citationsIn } from './eslint-rules/no-comment-citations.mjs';

export const ROOTS = ['src', 'elements', 'mocks', 'demo', 'tests', 'scripts'];

const JS_EXT = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
const MARKUP_EXT = new Set(['.html', '.vue', '.svelte']);

const RULE_ONLY = [
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { local },
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: { 'local/no-comment-citations': 'error' },
  },
];

/** Citations the rule finds in `text` read as `filename`: `{line, text}` (a parse error too). */
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

/** The `/* … *\/` comments of CSS `text` as `{start, end}`, skipping strings. */
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

const lineAt = (text, at) => text.slice(0, at).split('\n').length;

function rangeCitations(text, ranges) {
  const found = [];
  for (const { start, end } of ranges) {
    for (const hit of citationsIn(text.slice(start, end))) {
      found.push({ line: lineAt(text, start + hit.index), text: hit.text });
    }
  }
  return found;
}

/** Whether a <script>/<style> block holds code: data scripts (JSON, import maps) do not. */
function isCode(tag, attrs) {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1].toLowerCase();
  if (tag.toLowerCase() === 'style' || !type) return true;
  return (
    type === 'module' ||
    /^(?:text|application)\/(?:javascript|ecmascript|babel|typescript)$/.test(type)
  );
}

/** Citations in an HTML, Vue or Svelte file: `<!-- -->`, <style> as CSS, <script> as TSX. */
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

/** Citations in file `path` that ESLint does not read (markup, CSS, ignored scripts), by line. */
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

/** Tracked and new files of {@link ROOTS}, without those `npx eslint .` lints. */
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
