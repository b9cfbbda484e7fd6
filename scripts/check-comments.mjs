// `npm run lint`'s comment check: no comment in src/, elements/, mocks/, demo/, tests/ or
// scripts/ cites an issue by number (also as a hash and number), the section sign, the shared
// design document or a spec section by number (CITATIONS). Comments say what and why and point at docs/ anchors; the
// history of a change belongs to git and CHANGELOG.md. Only comments are read (JS/TS line and
// block comments, CSS comments, HTML comments, and those inside <script>/<style> of HTML, Vue and
// Svelte files): strings, test titles and code are left alone. Prints file:line for each
// citation and exits 1 when there is one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folders whose comments are checked. */
export const ROOTS = ['src', 'elements', 'mocks', 'demo', 'tests', 'scripts'];

/** What a comment must not say: an issue number, the section sign, the design document, a spec section. */
const CITATIONS = [
  /\b[Ii]ssues? #?\d+/g,
  /(?<![\w/&#])#\d{1,2}(?![\w-])/g,
  /§/g,
  /\bDESIGN\.md\b/g,
  /\b[Ss]pec\s+(?:§\s*)?\d/g,
];

const JS_EXT = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
const MARKUP_EXT = new Set(['.html', '.vue', '.svelte']);

/** Words after which a `/` starts a regular expression, not a division. */
const REGEX_AFTER_WORD =
  /(?:^|[^\w$])(?:return|typeof|instanceof|case|do|else|in|of|new|delete|void|throw|yield|await)$/;

/**
 * The comments of JavaScript or TypeScript source `text` (JSX included), each as `{start, end}`
 * offsets. A small scanner: strings, template literals (with `${}` nesting) and regular
 * expressions are skipped; a string or regular expression never runs past its line, so a
 * misread apostrophe in JSX text costs at most that line.
 */
export function jsComments(text) {
  const out = [];
  const templates = []; // brace depth at each open `${`
  let depth = 0;
  let last = ''; // the last character of code that is not white space
  let i = 0;
  const n = text.length;
  const skipTemplate = () => {
    // `i` is just inside a template literal: up to its end or its next `${`.
    while (i < n) {
      const c = text[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        last = '`';
        return;
      } else if (c === '$' && text[i + 1] === '{') {
        i += 2;
        templates.push(depth);
        depth++;
        last = '{';
        return;
      } else i++;
    }
  };
  while (i < n) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      out.push({ start: i, end: end < 0 ? n : end });
      i = end < 0 ? n : end;
    } else if (c === '/' && next === '*') {
      i = blockComment(text, i, out);
    } else if (c === "'" || c === '"') {
      i = afterQuoted(text, i);
      last = c;
    } else if (c === '`') {
      i++;
      skipTemplate();
    } else if (c === '/' && regexMayStart(text, i, last)) {
      i++;
      let inClass = false;
      while (i < n && text[i] !== '\n') {
        const r = text[i];
        if (r === '\\') i++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        i++;
      }
      i++;
      last = '/';
    } else {
      if (c === '{') depth++;
      else if (c === '}') {
        depth--;
        if (templates.length && templates[templates.length - 1] === depth) {
          templates.pop();
          i++;
          skipTemplate();
          continue;
        }
      }
      if (!/\s/.test(c)) last = c;
      i++;
    }
  }
  return out;
}

/** Whether a `/` at `i`, after code ending in `last`, starts a regular expression. */
function regexMayStart(text, i, last) {
  if (last === '' || '(,=:[!&|?{};+-*%~^'.includes(last)) return true;
  if (/[\w$]/.test(last))
    return REGEX_AFTER_WORD.test(text.slice(Math.max(0, i - 12), i).trimEnd());
  return false;
}

/**
 * Adds the block comment that starts at `start` (`/*`) to `out` (to the end of `text` when it is
 * not closed) and returns the index just past it.
 */
function blockComment(text, start, out) {
  const close = text.indexOf('*/', start + 2);
  const end = close < 0 ? text.length : close + 2;
  out.push({ start, end });
  return end;
}

/**
 * The index just past the quoted string that starts at `start` (its quote), escapes skipped; a
 * string ends at its line's end at the latest.
 */
function afterQuoted(text, start) {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The comments of CSS `text`: `/* … *\/`, strings skipped. */
export function cssComments(text) {
  const out = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '*') i = blockComment(text, i, out);
    else if (c === "'" || c === '"') i = afterQuoted(text, i);
    else i++;
  }
  return out;
}

/** The comments of an HTML, Vue or Svelte file: `<!-- … -->` and those of its scripts and styles. */
export function markupComments(text) {
  const out = [];
  const block = /<(script|style)\b[^>]*>([\s\S]*?)<\/\1\s*>|<!--[\s\S]*?(?:-->|$)/gi;
  for (const m of text.matchAll(block)) {
    if (!m[1]) {
      out.push({ start: m.index, end: m.index + m[0].length });
      continue;
    }
    const offset = m.index + m[0].indexOf('>') + 1;
    const inner = m[1].toLowerCase() === 'script' ? jsComments(m[2]) : cssComments(m[2]);
    for (const r of inner) out.push({ start: r.start + offset, end: r.end + offset });
  }
  return out;
}

/**
 * The citations in the comments of a file named `path` (its extension picks the comment syntax)
 * with text `text`: `{line, text}` per match, line 1-based. A file of another kind has none.
 */
export function findCitations(path, text) {
  const ext = extname(path).toLowerCase();
  const ranges = JS_EXT.has(ext)
    ? jsComments(text)
    : ext === '.css'
      ? cssComments(text)
      : MARKUP_EXT.has(ext)
        ? markupComments(text)
        : [];
  const found = [];
  for (const { start, end } of ranges) {
    const comment = text.slice(start, end);
    for (const pattern of CITATIONS) {
      for (const m of comment.matchAll(pattern)) {
        const at = start + m.index;
        const line = text.slice(0, at).split('\n').length;
        found.push({ line, text: m[0] });
      }
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The files to check: tracked and new (not ignored) files of {@link ROOTS}. */
function filesToCheck() {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...ROOTS],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(listed.split('\0'))].filter((f) => f && !f.includes('/node_modules/'));
}

/** Checks every file; prints each citation as `file:line: text`; the exit code is 1 if any. */
function main() {
  let count = 0;
  for (const file of filesToCheck()) {
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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
