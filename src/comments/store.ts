/** The comments domain model: one plain store per `<biz-comments>`, changed only by its methods. */
import type { Failure } from '../element/hooks.ts';
import { commentKeys, COMMENTS_ORDER_KEY, HIDDEN_AUTHORS_KEY } from '../services/keys.ts';
import { storage } from '../services/storage.ts';
import type { Comment } from './markup.ts';
import { readList, setListEntry } from './stored.ts';
import { addComments, arrange, EMPTY_THREAD, isOrder, type Order, type Thread } from './thread.ts';

/** Where the list stands: loading, shown, or failed to load. */
export type Phase = 'loading' | 'ready' | 'failed';

/** How long a note under a comment stays, ms. */
const NOTE_MS = 3000;

/** A reader's vote on a comment. */
export type Vote = '+' | '-';

/** Everything a `<biz-comments>` shows; a new object after every change (never mutated). */
export interface CommentsState {
  phase: Phase;
  /** The list's first screen is shown and the rest is still being read. */
  reading: boolean;
  /** The thread as shown: {@link source} arranged in {@link order} (src/comments/thread.ts). */
  thread: Thread;
  /** The thread as the server gave it (replies under their parents, server order). */
  source: Thread;
  order: Order;
  menu: string | null;
  /** Authors whose comments the reader hid (their shown names), from storage. */
  muted: ReadonlySet<string>;
  /** Comments of hidden authors the reader chose to show anyway («показать»). */
  unmuted: ReadonlySet<string>;
  reporting: string | null;
  /** A success said under a comment («Ссылка скопирована.»), for 3 s, or null. */
  note: { id: string; text: string } | null;
  /** Comments that arrived after the list was shown, waiting behind «N новых комментариев». */
  incoming: readonly Comment[];
  /** Comments marked «новый» (newer than the last visit, or revealed from `incoming`). */
  fresh: ReadonlySet<string>;
  hidden: ReadonlySet<string>;
  replyTo: string | null;
  /** The comment a permalink opened (highlighted, scrolled to), or null. */
  target: string | null;
  /** The comment that is the list's one Tab stop; null: the first one. */
  current: string | null;
  /** The comment whose controls are in the Tab order (focus is inside it), or null. */
  entered: string | null;
  /** Comment id → the reader's vote ('+' or '-') or reaction (emoji id), as stored. */
  votes: ReadonlyMap<string, string>;
  reactions: ReadonlyMap<string, string>;
  picking: string | null;
  /** Comment id → what went wrong with the reader's last vote or reaction on it. */
  failures: ReadonlyMap<string, Failure>;
}

type Outcome = 'done' | 'failed' | 'ignored';

/** The store of one discussion. */
export interface CommentsStore {
  getState(): CommentsState;
  /** Calls `listener` after each change (with `id`: each that may touch that comment). */
  subscribe(listener: () => void, id?: string): () => void;
  /** The list is being (re)loaded; `quiet` keeps what is shown (a quiet retry of a failed load). */
  loading(quiet?: boolean): void;
  failed(): void;
  /** Replaces the thread; newer than `seen` (Unix s) is «новый»; `replyTo`: the form to reopen. */
  load(
    comments: readonly Comment[],
    seen: number | null,
    replyTo?: string | null,
    more?: boolean,
  ): void;
  /** More of the list joins the thread (known ids skipped); ends `reading` unless `more`. */
  extend(comments: readonly Comment[], more?: boolean): void;
  /** Comments from /comments/new: unknown ones join `incoming` and are returned. */
  receive(comments: readonly Comment[]): Comment[];
  /** «N новых комментариев»: `incoming` joins the thread as «новый»; returns its first id. */
  reveal(): string | null;
  /** Hides or shows the replies of `id`; `id` becomes the current comment. */
  toggleBranch(id: string): void;
  /** Opens the reply form under `id` (null: closes it); `pick`, `openMenu`, `report` alike. */
  openReply(id: string | null): void;
  pick(id: string | null): void;
  fail(id: string, failure: Failure | null): void;
  /** Opens comment `id` (a permalink): unhides its branches, targets it; false when unknown. */
  open(id: string): boolean;
  /** The keyboard's current comment and the comment focus is inside (keyboard.ts). */
  focus(current: string | null, entered: string | null): void;
  /** Optimistic vote: shown and stored at once, rolled back (`onError`) if `send` rejects. */
  vote(
    id: string,
    choice: Vote,
    send: () => Promise<unknown>,
    onError?: (e: unknown) => void,
  ): Promise<Outcome>;
  /** As {@link vote}, for a reaction (emoji id). */
  react(
    id: string,
    emoji: string,
    send: () => Promise<unknown>,
    onError?: (e: unknown) => void,
  ): Promise<Outcome>;
  /** Shows the threads in `order`; `remember` keeps it site-wide (COMMENTS_ORDER_KEY). */
  arrange(order: Order, remember?: boolean): void;
  openMenu(id: string | null): void;
  /** Hides or shows author `name`'s comments site-wide (HIDDEN_AUTHORS_KEY; never sent). */
  mute(name: string, hide: boolean): void;
  /** Shows comment `id` of a hidden author anyway («показать»), for this page view. */
  unmute(id: string): void;
  report(id: string | null): void;
  /** Says `text` under comment `id` for 3 s, politely. */
  note(id: string, text: string): void;
  dispose(): void;
}

const score = (vote: string | undefined) => (vote === '+' ? 1 : vote === '-' ? -1 : 0);

/** The sum shown for `c`: the server's sum, moved by the reader's vote since it was read. */
export function ratingOf(c: Comment, vote: string | undefined): number {
  return c.rating + score(vote) - score(c.baseVote);
}

/** How many readers reacted to `c` with `emoji`, the reader's own reaction `mine` included. */
export function reactionCount(c: Comment, emoji: string, mine: string | undefined): number {
  return (c.emoji[emoji] ?? 0) + (mine === emoji ? 1 : 0) - (c.baseEmoji === emoji ? 1 : 0);
}

/** The top-level comment whose branch holds `id`. */
export function rootOf(thread: Thread, id: string): string {
  let at = id;
  for (let up = thread.parent.get(at); up && up !== '0'; up = thread.parent.get(at)) at = up;
  return at;
}

/** `list` marked with the reader's stored votes and reactions (already in the server's sums). */
function remember(
  list: readonly Comment[],
  votes: ReadonlyMap<string, string>,
  reactions: ReadonlyMap<string, string>,
): Comment[] {
  return list.map((c) =>
    votes.has(c.id) || reactions.has(c.id) || c.baseVote || c.baseEmoji
      ? { ...c, baseVote: votes.get(c.id), baseEmoji: reactions.get(c.id) }
      : c,
  );
}

/** The comments of `list` that `state` neither shows nor holds waiting, with the reader's votes. */
function unknown(state: CommentsState, list: readonly Comment[]): Comment[] {
  const seen = new Set([...state.thread.byId.keys(), ...state.incoming.map((c) => c.id)]);
  const fresh = list.filter((c) => !seen.has(c.id) && (seen.add(c.id), true));
  return remember(fresh, state.votes, state.reactions);
}

/** The names of a stored JSON array (HIDDEN_AUTHORS_KEY); anything else is none. */
function readNames(value: string | null): Set<string> {
  try {
    const list: unknown = JSON.parse(value ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((n) => typeof n === 'string') : []);
  } catch {
    return new Set();
  }
}

/** `list` joins the thread; those newer than `after` (Unix seconds) are marked «новый». */
function joined(state: CommentsState, list: Comment[], after: number): Partial<CommentsState> {
  const fresh = list.filter((c) => c.timestamp > after).map((c) => c.id);
  const source = addComments(state.source, list);
  return {
    source,
    thread: arrange(source, state.order),
    ...(fresh.length && { fresh: new Set([...state.fresh, ...fresh]) }),
  };
}

function changedIds(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): string[] {
  const ids = new Set([...before.keys(), ...after.keys()]);
  return [...ids].filter((id) => before.get(id) !== after.get(id));
}

/** Where a discussion starts: loading, nothing shown, the reader's stored votes and reactions. */
function initial(keys: ReturnType<typeof commentKeys>, order: Order): CommentsState {
  const read = (key: string) => readList(storage().get(key));
  const chosen = storage().get(COMMENTS_ORDER_KEY);
  return {
    phase: 'loading',
    reading: false,
    thread: EMPTY_THREAD,
    source: EMPTY_THREAD,
    order: isOrder(chosen) ? chosen : order,
    menu: null,
    muted: readNames(storage().get(HIDDEN_AUTHORS_KEY)),
    unmuted: new Set(),
    reporting: null,
    note: null,
    incoming: [],
    fresh: new Set(),
    hidden: new Set(),
    replyTo: null,
    target: null,
    current: null,
    entered: null,
    votes: read(keys.ratings),
    reactions: read(keys.emoji),
    picking: null,
    failures: new Map(),
  };
}

/** The store's listeners: of every change, and of one comment by its id. */
function createListeners() {
  const all = new Set<() => void>();
  const byComment = new Map<string, Set<() => void>>();
  return {
    /** Tells the listeners of every change, and those of `touched` comments (else all). */
    notify(touched?: readonly (string | null)[]) {
      all.forEach((listener) => listener());
      if (!touched) return byComment.forEach((own) => own.forEach((listener) => listener()));
      for (const id of new Set(touched)) if (id !== null) byComment.get(id)?.forEach((l) => l());
    },
    subscribe(listener: () => void, id?: string): () => void {
      if (id === undefined) {
        all.add(listener);
        return () => void all.delete(listener);
      }
      let own = byComment.get(id);
      if (!own) byComment.set(id, (own = new Set()));
      own.add(listener);
      return () => {
        own.delete(listener);
        if (own.size === 0 && byComment.get(id) === own) byComment.delete(id);
      };
    },
    clear() {
      all.clear();
    },
  };
}

/** `map` with the entry of `id` set to `value` (undefined or null: removed); a new map. */
function entrySet<T>(map: ReadonlyMap<string, T>, id: string, value: T | undefined | null) {
  const next = new Map(map);
  if (value === undefined || value === null) next.delete(id);
  else next.set(id, value);
  return next;
}

/** The store's `vote` and `react` (see {@link CommentsStore.vote}). */
function optimistic(
  keys: ReturnType<typeof commentKeys>,
  get: () => CommentsState,
  set: (patch: Partial<CommentsState>, touched: readonly string[]) => void,
): Pick<CommentsStore, 'vote' | 'react'> {
  /** Calls in flight, by `key id`: one vote and one reaction per comment at a time. */
  const inFlight = new Set<string>();

  async function change(
    key: string,
    field: 'votes' | 'reactions',
    id: string,
    next: string,
    send: () => Promise<unknown>,
    onError?: (error: unknown) => void,
  ): Promise<Outcome> {
    const flight = `${key} ${id}`;
    const previous = get()[field].get(id);
    if (inFlight.has(flight) || previous === next) return 'ignored';
    inFlight.add(flight);
    const put = (value: string | undefined) => {
      setListEntry(key, id, value); // the storage service tells the store's own subscription
      set({ [field]: entrySet(get()[field], id, value) }, [id]);
    };
    put(next);
    try {
      await send();
      return 'done';
    } catch (error) {
      put(previous);
      onError?.(error);
      return 'failed';
    } finally {
      inFlight.delete(flight);
    }
  }

  return {
    vote: (id, choice, send, onError) => change(keys.ratings, 'votes', id, choice, send, onError),
    react: (id, emoji, send, onError) => change(keys.emoji, 'reactions', id, emoji, send, onError),
  };
}

/** The store's `arrange`, `openMenu`, `mute`, `unmute`, `report`, `note`; synced across tabs. */
function readerChoices(
  get: () => CommentsState,
  set: (patch: Partial<CommentsState>, touched?: readonly (string | null)[]) => void,
) {
  const arrangeAs = (order: Order) => set({ order, thread: arrange(get().source, order) });
  const stops = [
    storage().subscribe(COMMENTS_ORDER_KEY, (value) => {
      if (isOrder(value) && value !== get().order) arrangeAs(value);
    }),
    storage().subscribe(HIDDEN_AUTHORS_KEY, (value) => set({ muted: readNames(value) })),
  ];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const methods: Pick<
    CommentsStore,
    'arrange' | 'openMenu' | 'mute' | 'unmute' | 'report' | 'note'
  > = {
    arrange(order, remember = false) {
      if (remember) storage().set(COMMENTS_ORDER_KEY, order);
      if (order !== get().order) arrangeAs(order);
    },
    openMenu(id) {
      if (get().menu !== id) set({ menu: id }, [get().menu, id]);
    },
    mute(name, hide) {
      const muted = new Set(get().muted);
      if (hide) muted.add(name);
      else muted.delete(name);
      storage().set(HIDDEN_AUTHORS_KEY, JSON.stringify([...muted]));
      set({ muted, menu: null });
    },
    unmute(id) {
      set({ unmuted: new Set(get().unmuted).add(id) }, [id]);
    },
    report(id) {
      if (get().reporting !== id)
        set({ reporting: id, menu: null }, [get().reporting, id, get().menu]);
    },
    note(id, text) {
      clearTimeout(timer);
      set({ note: { id, text } }, [get().note?.id ?? null, id]);
      timer = setTimeout(() => set({ note: null }, [id]), NOTE_MS);
    },
  };
  return {
    ...methods,
    unfollow: () => {
      clearTimeout(timer);
      stops.forEach((stop) => stop());
    },
  };
}

/** The store of `articleId`'s discussion; `order`: the page's default (a stored choice wins). */
export function createCommentsStore(articleId: string, order: Order = 'server'): CommentsStore {
  const keys = commentKeys(articleId);
  let state = initial(keys, order);
  const listeners = createListeners();
  /** The next state: `patch` applied; `touched`: the comments it changes (see `notify`). */
  const set = (patch: Partial<CommentsState>, touched?: readonly (string | null)[]) => {
    state = { ...state, ...patch };
    listeners.notify(touched);
  };
  /** The first top-level comment: the current one while `current` is null (keyboard.ts). */
  const firstRoot = () => state.thread.children.get('0')?.[0] ?? null;
  // Votes and reactions given in another tab (or another instance) show here too.
  const unfollow = [
    ...(['votes', 'reactions'] as const).map((field) =>
      storage().subscribe(field === 'votes' ? keys.ratings : keys.emoji, (value) => {
        const list = readList(value);
        set({ [field]: list }, changedIds(state[field], list));
      }),
    ),
  ];
  /** The last visit's latest timestamp given to `load` (Infinity: first visit, nothing new). */
  let lastSeen = Infinity;
  const { vote, react } = optimistic(keys, () => state, set);
  const { unfollow: unfollowChoices, ...choices } = readerChoices(() => state, set);

  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    loading(quiet = false) {
      if (!quiet) set({ phase: 'loading' });
    },
    failed() {
      set({ phase: 'failed' });
    },
    load(comments, seen, replyTo = null, more = false) {
      lastSeen = seen ?? Infinity;
      const empty = {
        ...state,
        thread: EMPTY_THREAD,
        source: EMPTY_THREAD,
        fresh: new Set<string>(),
        incoming: [],
      };
      const list = remember(comments, state.votes, state.reactions);
      set({ ...empty, ...joined(empty, list, lastSeen), phase: 'ready', reading: more, replyTo });
    },
    extend(comments, more = false) {
      set({
        ...joined(state, unknown({ ...state, incoming: [] }, comments), lastSeen),
        reading: more,
      });
    },
    receive(comments) {
      const arrived = unknown(state, comments);
      // Only the «N новых комментариев» bar shows them: no comment is touched.
      if (arrived.length) set({ incoming: [...state.incoming, ...arrived] }, []);
      return arrived;
    },
    reveal() {
      const list = state.incoming;
      if (!list.length) return null;
      set({ ...joined(state, [...list], -Infinity), incoming: [] });
      return list[0]!.id;
    },
    toggleBranch(id) {
      const hidden = new Set(state.hidden);
      if (!hidden.delete(id)) hidden.add(id);
      set({ hidden, current: id }, [id, state.current, firstRoot()]);
    },
    openReply(id) {
      const was = state.replyTo;
      if (was === id) return;
      // The comment whose form opens or closes, and the thread it is in (its root is `writing`).
      const root = (at: string | null) => (at === null ? null : rootOf(state.thread, at));
      set({ replyTo: id }, [was, id, root(was), root(id)]);
    },
    pick(id) {
      if (state.picking !== id) set({ picking: id }, [state.picking, id]);
    },
    fail(id, failure) {
      if (failure || state.failures.has(id))
        set({ failures: entrySet(state.failures, id, failure) }, [id]);
    },
    open(id) {
      const { thread } = state;
      if (!thread.byId.has(id)) return false;
      // Every branch above it shown; told: it, the target before it and the comments above it.
      const hidden = new Set(state.hidden);
      const touched = [id, state.target];
      for (let up = thread.parent.get(id); up && up !== '0'; up = thread.parent.get(up)) {
        hidden.delete(up);
        touched.push(up);
      }
      set({ hidden, target: id }, touched);
      return true;
    },
    focus(current, entered) {
      if (current === state.current && entered === state.entered) return;
      set({ current, entered }, [state.current, current, state.entered, entered, firstRoot()]);
    },
    vote,
    react,
    ...choices,
    dispose() {
      unfollow.forEach((stop) => stop());
      unfollowChoices();
      listeners.clear();
    },
  };
}
