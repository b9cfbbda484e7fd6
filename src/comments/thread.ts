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

/**
 * A new tree with `list` added (known ids are skipped). A reply goes under its parent, even when
 * the parent comes later in `list`; one whose parent is unknown goes to the top level, so no
 * comment is lost and no cycle can form (a comment only ever hangs under one already placed).
 */
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
    kids.push(c.id);
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

/**
 * The replies below `id` in reading order (depth first, oldest first), each with the comment it
 * answers; iterative, so a chain of any length is fine. Branches in `hidden` are left out.
 */
export function flatReplies(
  thread: Thread,
  id: string,
  hidden: ReadonlySet<string>,
): { id: string; parent: string }[] {
  const out: { id: string; parent: string }[] = [];
  const stack = [...(thread.children.get(id) ?? [])].reverse();
  while (stack.length) {
    const kid = stack.pop()!;
    out.push({ id: kid, parent: thread.parent.get(kid) ?? id });
    if (!hidden.has(kid)) {
      const kids = thread.children.get(kid) ?? [];
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
    }
  }
  return out;
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
