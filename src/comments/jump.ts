/**
 * A permalink's comment found in a /comments/list answer by its id, without parsing the comments
 * before it (docs/architecture.md#budgets, "A link to a comment"): parsing 1.4 MB up to the
 * 1,950th of 2,000 comments took about 200 ms at 4×, a string scan a few. What is found this way
 * is only a guess until the answer's own parse reaches it: `src/comments/markup.ts` compares the
 * two and shows the whole list again if they differ.
 */
import type { Sanitizer, SplitPart } from '../services/sanitizer.ts';

/** Characters parsed per step while reading one part from where it starts. */
const PART_STEP_CHARS = 16_384;

/** A part found ahead of the parse: where it starts and its place among the answer's items. */
export interface Found {
  /** Its `<article` tag's offset in the answer's text. */
  start: number;
  /** Its place among the top-level items (0-based), as the parse would count it. */
  at: number;
  part: SplitPart;
  /** The top-level starts counted to find it ({@link topLevelStarts}), for its ancestors. */
  starts: Map<number, number>;
}

/**
 * The offsets of the `<article` tags of `text` before `until` that open a top-level item (not
 * nested in another article), each with its place among them; counted the way `nthArticle` in
 * markup.ts cuts the answer.
 */
function topLevelStarts(text: string, until: number): Map<number, number> {
  const starts = new Map<number, number>();
  const tag = /<(\/?)article[\s>/]/gi;
  let depth = 0;
  for (let m = tag.exec(text); m && m.index < until; m = tag.exec(text)) {
    if (m[1]) depth = Math.max(0, depth - 1);
    else if (depth++ === 0) starts.set(m.index, starts.size);
  }
  return starts;
}

/** A comment id as a list answer's part may give it (markup.ts), and so safe in a pattern. */
export const COMMENT_ID = /^[\w-]{1,40}$/;

/** The offset of the first `data-comment-id` naming `id`, or -1 (also for an id no part has). */
function idOffset(text: string, id: string): number {
  if (!COMMENT_ID.test(id)) return -1;
  const name = new RegExp(`data-comment-id\\s*=\\s*(["']?)${id}\\1(?=[\\s>/])`, 'i');
  return name.exec(text)?.index ?? -1;
}

/** The first part parsed from `start`: the item that begins there. */
function partAt(text: string, start: number, sanitizer: Sanitizer): SplitPart | null {
  const splitter = sanitizer.splitter(text.slice(start), 1);
  for (;;) {
    const step = splitter.next(PART_STEP_CHARS);
    if (step.parts.length) return step.parts[0]!;
    if (step.done) return null;
  }
}

/**
 * Comment `id`'s part in `text`, read alone: the first tag naming it, if that tag opens a top-level
 * item before `before` and the part parsed from there names it too; else null. `idOf` reads a
 * part's comment id as the parse's index does.
 */
function findPart(
  text: string,
  id: string,
  sanitizer: Sanitizer,
  idOf: (part: SplitPart) => string | undefined,
  before = text.length,
  starts?: Map<number, number>,
): Found | null {
  const named = idOffset(text, id);
  if (named < 0 || named >= before) return null;
  const start = text.lastIndexOf('<article', named);
  if (start < 0) return null;
  // An ancestor lies before its reply: the reply's map of starts holds it.
  const counted = starts ?? topLevelStarts(text, start + 1);
  const at = counted.get(start);
  if (at === undefined) return null;
  const part = partAt(text, start, sanitizer);
  return part && idOf(part) === id ? { start, at, part, starts: counted } : null;
}

/** What a list answer's part says of itself: its comment's id and its parent's id (`'0'`: top). */
export interface PartIds {
  id: string;
  parent: string;
}

/**
 * Comment `id`'s part and those of the comments above it in its thread, top first, found ahead of
 * the parse. The walk up stops at a thread's top, at an ancestor not found, or at the first
 * ancestor the parse has already (`parsedAt` gives its part index, returned as `above`). Each
 * ancestor is sought before its reply, so the walk ends. An empty chain: `id` is not found.
 */
export function findThread(
  text: string,
  id: string,
  sanitizer: Sanitizer,
  idsOf: (part: SplitPart) => PartIds | null,
  parsedAt: (id: string) => number | undefined,
): { chain: Found[]; above?: number } {
  const chain: Found[] = [];
  for (let seek = id, before = text.length; ;) {
    const found = findPart(text, seek, sanitizer, (p) => idsOf(p)?.id, before, chain[0]?.starts);
    if (!found) return { chain };
    chain.unshift(found);
    const up = idsOf(found.part)?.parent ?? '0';
    const above = parsedAt(up);
    if (up === '0' || above !== undefined) return { chain, above };
    seek = up;
    before = found.start;
  }
}
