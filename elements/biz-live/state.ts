/**
 * The live broadcast's state and how one answer of POST /live/ajax/{id} changes it
 * (docs/behaviour.md#live): `new` on top, `updated` replaced by id, `fixed` pinned, `delete_fixed`
 * unpinned, `deleted_messages` removed.
 */
import { isUnixTime } from '../../src/api/schemas/common.ts';
import type { LiveAnswer, LiveMessage } from '../../src/api/schemas/live.ts';

/** One message as the block shows it. */
export interface Message {
  id: string;
  html: string;
  /** Unix time in seconds, when known. */
  timestamp?: number;
  /** Edited after it was first shown. */
  edited?: boolean;
}

/** What the block shows, plus what waits behind the «N новых сообщений» button. */
export interface LiveState {
  /** The feed, newest first. */
  messages: Message[];
  /** New messages not inserted yet (the reader is not at the top), newest first. */
  pending: Message[];
  /** Pinned messages, most recently pinned first. */
  pinned: Message[];
}

/** The empty state. */
export const emptyState: LiveState = { messages: [], pending: [], pinned: [] };

const toMessage = (m: LiveMessage): Message => ({
  id: m.id,
  html: m.html,
  ...(m.timestamp !== undefined ? { timestamp: m.timestamp } : {}),
});

const isFixed = (m: LiveMessage) => m.fixed === true || m.fixed === 1;

/** The message lists of an answer that carry timestamps. */
type Lists = Pick<LiveAnswer, 'new' | 'updated' | 'fixed'>;

/**
 * Drops from `new`, `updated` and `fixed` each message whose `timestamp` a Date cannot hold (1e16,
 * NaN), so one bad item never takes the block down.
 * @returns the answer without them, and one line per dropped message (for `biz-error`)
 */
export function dropBadMessages<T extends Lists>(answer: T): { answer: T; skipped: string[] } {
  const skipped: string[] = [];
  const keep = (list: LiveMessage[], name: string) =>
    list.filter((m) => {
      if (m.timestamp === undefined || isUnixTime(m.timestamp)) return true;
      skipped.push(
        `${name} message ${m.id}: timestamp ${String(m.timestamp)} outside the Date range`,
      );
      return false;
    });
  const clean = {
    ...answer,
    new: keep(answer.new, 'new'),
    updated: keep(answer.updated, 'updated'),
    fixed: keep(answer.fixed, 'fixed'),
  };
  return { answer: clean, skipped };
}

/** Newest first: by timestamp, then by id. */
const newestFirst = (a: Message, b: Message) =>
  (b.timestamp ?? 0) - (a.timestamp ?? 0) || Number(b.id) - Number(a.id) || 0;

/**
 * Applies one answer.
 * @param insert whether new messages go straight into the feed (the top of the feed is in view)
 * @returns the next state and how many messages are new
 */
export function applyAnswer(
  state: LiveState,
  answer: Pick<LiveAnswer, 'new' | 'updated' | 'fixed' | 'delete_fixed' | 'deleted_messages'>,
  insert: boolean,
): { state: LiveState; added: number } {
  const deleted = new Set(answer.deleted_messages.map((d) => d.id_to_delete));
  const unpinned = new Set(answer.delete_fixed);
  const known = new Set([...state.messages, ...state.pending].map((m) => m.id));
  const changes = new Map<string, LiveMessage>();
  for (const m of answer.updated) changes.set(m.id, m);
  const fresh: Message[] = [];
  for (const m of answer.new) {
    if (deleted.has(m.id)) continue;
    if (known.has(m.id)) changes.set(m.id, m);
    else if (!fresh.some((f) => f.id === m.id)) fresh.push(toMessage(m));
  }
  const edit = (list: Message[]) =>
    list
      .filter((m) => !deleted.has(m.id))
      .map((m) => {
        const change = changes.get(m.id);
        return change && change.html !== m.html ? { ...m, html: change.html, edited: true } : m;
      });
  fresh.sort(newestFirst);
  let messages = edit(state.messages);
  let pending = edit(state.pending);
  if (insert) {
    messages = [...fresh, ...pending, ...messages];
    pending = [];
  } else {
    pending = [...fresh, ...pending];
  }
  // Pinned: drop deleted and unpinned, refresh edited ones, add newly pinned on top.
  const pinnedNow = [...answer.fixed, ...answer.new.filter(isFixed)].filter(
    (m) => !deleted.has(m.id),
  );
  let pinned = edit(state.pinned).filter((m) => !unpinned.has(m.id));
  for (const m of pinnedNow) {
    if (unpinned.has(m.id) && !answer.fixed.some((f) => f.id === m.id)) continue;
    pinned = [toMessage(changes.get(m.id) ?? m), ...pinned.filter((p) => p.id !== m.id)];
  }
  return { state: { messages, pending, pinned }, added: fresh.length };
}

/** Shows what waited behind the button. */
export function revealPending(state: LiveState): LiveState {
  if (state.pending.length === 0) return state;
  return { ...state, messages: [...state.pending, ...state.messages], pending: [] };
}
