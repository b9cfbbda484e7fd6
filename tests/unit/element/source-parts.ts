/**
 * Reads the shadow parts an element's sources can render, for the parts contract test: the
 * names written in `part="…"`, in string literals inside `part={…}`, in `part:` / `tabPart:`
 * style props and properties, and in `setAttribute('part', …)`. A template such as `${part}-title` counts as a suffix added to
 * every other name found; `part={size}` (a variable) lets every string literal of that file
 * count. Lenient on purpose where the name is computed: it proves a documented part still
 * exists in the code, not that every branch renders it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** A string literal: its text with every `${…}` replaced by {@link HOLE}. */
const HOLE = '\u0000';

/**
 * Where a part name is given: `part=` or `part:` (or a prop or property ending in `Part`), and
 * `setAttribute('part', …)` on server-rendered nodes.
 */
const PART_NAME = /\b(?:part|[a-z]\w*Part)\s*(=|:)\s*|\bsetAttribute\(\s*['"]part['"]\s*(,)\s*/g;

/** Index just past the string or template literal starting at `start`. */
function literalEnd(code: string, start: number): number {
  const quote = code[start];
  let i = start + 1;
  while (i < code.length && code[i] !== quote) {
    if (code[i] === '\\') i += 2;
    else if (quote === '`' && code[i] === '$' && code[i + 1] === '{') i = bracedEnd(code, i + 1);
    else if (quote !== '`' && code[i] === '\n') return i;
    else i++;
  }
  return i + 1;
}

/** Index just past the `{…}` starting at `open` (literals inside skipped whole). */
function bracedEnd(code: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < code.length) {
    const c = code[i]!;
    if (c === "'" || c === '"' || c === '`') {
      i = literalEnd(code, i);
      continue;
    }
    if (c === '{') depth++;
    if (c === '}' && --depth === 0) return i + 1;
    i++;
  }
  return i;
}

/**
 * The string literals in `code`, comments skipped: quoted ones as they are, templates with each
 * `${…}` replaced by {@link HOLE} (and the literals inside each `${…}` listed too).
 */
function literals(code: string): string[] {
  const found: string[] = [];
  let i = 0;
  while (i < code.length) {
    const c = code[i]!;
    if (c === '/' && code[i + 1] === '/') {
      const end = code.indexOf('\n', i);
      i = end < 0 ? code.length : end;
    } else if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end < 0 ? code.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      const end = literalEnd(code, i);
      const body = code.slice(i + 1, end - 1);
      if (c !== '`') found.push(body);
      else {
        let text = '';
        let j = 0;
        while (j < body.length) {
          if (body[j] === '$' && body[j + 1] === '{') {
            const close = bracedEnd(body, j + 1);
            found.push(...literals(body.slice(j + 2, close - 1)));
            text += HOLE;
            j = close;
          } else text += body[j++];
        }
        found.push(text);
      }
      i = end;
    } else i++;
  }
  return found;
}

/** `code` with its comments blanked out (literals kept whole, so `//` inside a URL stays). */
function withoutComments(code: string): string {
  let out = '';
  let i = 0;
  while (i < code.length) {
    const c = code[i]!;
    if (c === '/' && (code[i + 1] === '/' || code[i + 1] === '*')) {
      const line = code[i + 1] === '/';
      const found = line ? code.indexOf('\n', i) : code.indexOf('*/', i + 2);
      const end = found < 0 ? code.length : line ? found : found + 2;
      out += code.slice(i, end).replace(/[^\n]/g, ' ');
      i = end;
    } else if (c === "'" || c === '"' || c === '`') {
      const end = literalEnd(code, i);
      out += code.slice(i, end);
      i = end;
    } else out += code[i++];
  }
  return out;
}

/** What one file says about part names. */
export interface FileParts {
  /** Whole names given literally (no `${…}` in them). */
  names: Set<string>;
  /** Names with a computed end (`tab-${code}` → `tab-`): any documented name starting so counts. */
  prefixes: Set<string>;
  /** Computed starts (`${part}-title` → `-title`): added to every other name found. */
  suffixes: Set<string>;
  /** Every literal of a file that sets `part={variable}`: perhaps names, never checked as such. */
  loose: Set<string>;
}

/** The part names `code` gives (see the module docstring). */
export function partsIn(source: string): FileParts {
  const code = withoutComments(source);
  const parts: FileParts = {
    names: new Set(),
    prefixes: new Set(),
    suffixes: new Set(),
    loose: new Set(),
  };
  const add = (text: string) => {
    for (const token of text.split(/\s+/).filter(Boolean)) {
      if (!token.includes(HOLE)) parts.names.add(token);
      else if (token.startsWith(HOLE)) parts.suffixes.add(token.slice(1).split(HOLE)[0]!);
      else parts.prefixes.add(token.split(HOLE)[0]!);
    }
  };
  for (const match of code.matchAll(PART_NAME)) {
    const at = match.index + match[0].length;
    if (match[1] === '=' && code[at] === '{') {
      const expression = code.slice(at + 1, bracedEnd(code, at) - 1).trim();
      if (/^[A-Za-z_$][\w$]*$/.test(expression) && !/^(part|null|undefined)$/.test(expression)) {
        // A variable (`part={size}`): its values are somewhere among the file's literals.
        for (const text of literals(code)) parts.loose.add(text);
      } else for (const text of literals(expression)) add(text);
    } else {
      if (/['"`]/.test(code[at] ?? ''))
        for (const text of literals(code.slice(at, literalEnd(code, at)))) add(text);
    }
  }
  return parts;
}

const IMPORT = /\b(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * The source files of an element: every .ts/.tsx file in its folder, and the files under
 * `src/ui` and `src/forms` they import (directly or through each other).
 */
export function elementSources(root: string, tag: string): string[] {
  const folder = join(root, 'elements', tag);
  const shared = ['src/ui', 'src/forms'].map((dir) => join(root, dir));
  const queue = readdirSync(folder)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(folder, f));
  const seen = new Set(queue);
  while (queue.length) {
    const file = queue.shift()!;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), spec!);
      if (!/\.tsx?$/.test(target) || !existsSync(target) || seen.has(target)) continue;
      if (!shared.some((dir) => !relative(dir, target).startsWith('..'))) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...seen];
}
