/** The comment tree: comments by id and the replies of each parent, rebuilt from parent ids. */
import type { Comment } from './markup.ts';

/** An immutable comment tree; `'0'` is the top level. */
export interface Thread {
  byId: ReadonlyMap<string, Comment>;
  /** Parent id → reply ids, oldest first. */
  children: ReadonlyMap<string, readonly string[]>;
  /** Comment id → the parent it is shown under ('0' for the top level). */
  parent: ReadonlyMap<string, string>;
}

/** A tree with no comments. */
export const EMPTY_THREAD: Thread = { byId: new Map(), children: new Map(), parent: new Map() };

/** Where a comment at answer position `at` goes among `kids`, so out-of-turn reads keep order. */
function placeOf(
  kids: readonly string[],
  byId: ReadonlyMap<string, Comment>,
  at: number | undefined,
): number {
  const atOf = (i: number) => byId.get(kids[i]!)?.at ?? Infinity;
  if (at === undefined || kids.length === 0 || atOf(kids.length - 1) <= at) return kids.length;
  let lo = 0;
  let hi = kids.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (atOf(mid) <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `thread` plus `list`, known ids skipped; orphans go top level (none lost, no cycle formed). */
export function addComments(thread: Thread, list: readonly Comment[]): Thread {
  const byId = new Map(thread.byId);
  const children = new Map(thread.children);
  const parent = new Map(thread.parent);
  const copied = new Set<string>();
  const attach = (c: Comment, under: string) => {
    byId.set(c.id, c);
    parent.set(c.id, under);
    const kids = copied.has(under)
      ? (children.get(under) as string[])
      : [...(children.get(under) ?? [])];
    copied.add(under);
    kids.splice(placeOf(kids, byId, c.at), 0, c.id);
    children.set(under, kids);
  };
  const seen = new Set<string>();
  let queue = list.filter((c) => !byId.has(c.id) && !seen.has(c.id) && seen.add(c.id));
  for (let progress = true; progress && queue.length > 0;) {
    progress = false;
    queue = queue.filter((c) => {
      if (c.parent_id !== '0' && !byId.has(c.parent_id)) return true;
      attach(c, c.parent_id);
      progress = true;
      return false;
    });
  }
  for (const c of queue) attach(c, byId.has(c.parent_id) ? c.parent_id : '0');
  return { byId, children, parent };
}

/** How many comments hang below `id`, at any depth (iterative: chains of any length). */
export function countReplies(thread: Thread, id: string): number {
  let n = 0;
  const stack = [...(thread.children.get(id) ?? [])];
  while (stack.length) {
    n++;
    for (const kid of thread.children.get(stack.pop()!) ?? []) stack.push(kid);
  }
  return n;
}

/** A reply listed flat: its id, the comment it answers, its place in the branch (its first at 1). */
export interface FlatReply {
  id: string;
  parent: string;
  place: number;
}

/**
 * The replies below `id` depth first, with their parents, `hidden` branches left out; only those
 * at places `[from, to)` of its branch in that order (`id` itself at 0, its first reply at 1; a
 * hidden branch's replies keep their places), as a large flat branch is rendered in slices
 * (src/comments/slices.ts). Subtrees wholly outside the range are stepped over, not walked.
 */
export function flatReplies(
  thread: Thread,
  id: string,
  hidden: ReadonlySet<string>,
  from = 0,
  to = Infinity,
): FlatReply[] {
  const sizes = sizesOf(thread);
  const out: FlatReply[] = [];
  /** Comments and their places, the next to visit last. */
  const stack: [string, number][] = [];
  /** Puts the replies of `of` that reach into the range on the stack, the first of them last. */
  const pushKids = (of: string, at: number) => {
    const placed: [string, number][] = [];
    for (const kid of thread.children.get(of) ?? []) {
      if (at >= to) break;
      const size = sizes.get(kid) ?? 1;
      if (at + size > from) placed.push([kid, at]);
      at += size;
    }
    for (const item of placed.reverse()) stack.push(item);
  };
  pushKids(id, 1);
  while (stack.length) {
    const [kid, at] = stack.pop()!;
    if (at >= from) out.push({ id: kid, parent: thread.parent.get(kid) ?? id, place: at });
    if (!hidden.has(kid)) pushKids(kid, at + 1);
  }
  return out;
}

/** {@link subtreeSizes} per thread, derived once (the list and each cut comment read them). */
const sized = new WeakMap<Thread, Map<string, number>>();

/** {@link subtreeSizes} of `thread`, computed once per thread. */
export function sizesOf(thread: Thread): ReadonlyMap<string, number> {
  let sizes = sized.get(thread);
  if (!sizes) sized.set(thread, (sizes = subtreeSizes(thread)));
  return sizes;
}

/** Comment id → 1 + its replies at any depth, for every comment (iterative, linear). */
export function subtreeSizes(thread: Thread): Map<string, number> {
  const sizes = new Map<string, number>();
  const order: string[] = [];
  const stack = [...(thread.children.get('0') ?? [])];
  while (stack.length) {
    const id = stack.pop()!;
    order.push(id);
    for (const kid of thread.children.get(id) ?? []) stack.push(kid);
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i]!;
    let size = 1;
    for (const kid of thread.children.get(id) ?? []) size += sizes.get(kid) ?? 1;
    sizes.set(id, size);
  }
  return sizes;
}

/** Thread order: as it came, by time, by rating (ties newest first), or `flat` (all top level). */
export type Order = 'server' | 'new' | 'old' | 'best' | 'flat';

/** The orders a reader can choose, in the order the choice shows them. */
export const ORDERS = ['new', 'old', 'best', 'flat'] as const;

/** Whether `value` (a stored or attribute string) names an {@link Order}. */
export const isOrder = (value: unknown): value is Order =>
  value === 'server' || (ORDERS as readonly unknown[]).includes(value);

/** `thread` in `order`: top-level comments stably sorted (`flat`: all of them), replies kept. */
export function arrange(thread: Thread, order: Order): Thread {
  if (order === 'server') return thread;
  const at = (id: string) => thread.byId.get(id)!;
  const older = (a: string, b: string) => at(a).timestamp - at(b).timestamp;
  if (order === 'flat') {
    const all = [...thread.byId.keys()].sort(older);
    return {
      byId: thread.byId,
      children: new Map([['0', all]]),
      parent: new Map(all.map((id) => [id, '0'])),
    };
  }
  const compare =
    order === 'old'
      ? older
      : order === 'new'
        ? (a: string, b: string) => older(b, a)
        : (a: string, b: string) => at(b).rating - at(a).rating || older(b, a);
  const children = new Map(thread.children);
  children.set('0', [...(thread.children.get('0') ?? [])].sort(compare));
  return { byId: thread.byId, children, parent: thread.parent };
}
