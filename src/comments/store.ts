/**
 * The comments domain model: one plain store per `<biz-comments>`, with no React in
 * it, that owns what the discussion shows and what the reader did to it: the thread, the
 * comments waiting behind «N новых комментариев», the «новый» marks, hidden branches, the open
 * reply form, the permalink target, the keyboard's current comment, and the reader's votes and
 * reactions with their optimistic changes.
 *
 * The element reads it through selectors (`useSyncExternalStore` for the list, see
 * elements/biz-comments/context.ts; each comment subscribes to its own, Comment.tsx) and changes it only through the named methods below, so
 * no setter travels from one hook to another. The store never calls the server: `vote` and
 * `react` take the call to make, apply the change at once, and roll it back when the call
 * fails. What the reader did is kept in localStorage (src/comments/stored.ts: the spec's
 * `comment-ratings-{article_id}` and `comment-emoji-{article_id}` lists), and a change made in
 * another tab reaches the store through the storage service.
 */
import type { Failure } from '../element/hooks.ts';
import { commentKeys, COMMENTS_ORDER_KEY, HIDDEN_AUTHORS_KEY } from '../services/keys.ts';
import { storage } from '../services/storage.ts';
import type { Comment } from './markup.ts';
import { readList, setListEntry } from './stored.ts';
import { addComments, arrange, EMPTY_THREAD, isOrder, type Order, type Thread } from './thread.ts';

/** Where the list stands: loading, shown, or failed to load. */
export type Phase = 'loading' | 'ready' | 'failed';

/** How long a note under a comment stays, ms (docs/behaviour.md#constants: success notices, 3 s). */
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
  /** The order the threads are shown in: the reader's choice, else the page's default. */
  order: Order;
  /** The comment whose «Ещё» menu is open, or null (one menu at a time). */
  menu: string | null;
  /** Authors whose comments the reader hid (their shown names), from storage. */
  muted: ReadonlySet<string>;
  /** Comments of hidden authors the reader chose to show anyway («показать»). */
  unmuted: ReadonlySet<string>;
  /** The comment whose report form is open, or null. */
  reporting: string | null;
  /** A success said under a comment («Ссылка скопирована.»), for 3 s, or null. */
  note: { id: string; text: string } | null;
  /** Comments that arrived after the list was shown, waiting behind «N новых комментариев». */
  incoming: readonly Comment[];
  /** Comments marked «новый» (newer than the last visit, or revealed from `incoming`). */
  fresh: ReadonlySet<string>;
  /** Comments whose branch the reader hid. */
  hidden: ReadonlySet<string>;
  /** The comment whose reply form is open, or null. */
  replyTo: string | null;
  /** The comment a permalink opened (highlighted, scrolled to), or null. */
  target: string | null;
  /** The comment that is the list's one Tab stop; null: the first one. */
  current: string | null;
  /** The comment whose controls are in the Tab order (focus is inside it), or null. */
  entered: string | null;
  /** Comment id → the reader's vote ('+' or '-'), as stored. */
  votes: ReadonlyMap<string, string>;
  /** Comment id → the reader's reaction (emoji id), as stored. */
  reactions: ReadonlyMap<string, string>;
  /** The comment whose reaction picker is open, or null (one picker at a time). */
  picking: string | null;
  /** Comment id → what went wrong with the reader's last vote or reaction on it (shown under it). */
  failures: ReadonlyMap<string, Failure>;
}

/** What a `vote` or `react` call came to. */
type Outcome = 'done' | 'failed' | 'ignored';

/** The store of one discussion. */
export interface CommentsStore {
  /** The current state (the same object until something changes). */
  getState(): CommentsState;
  /**
   * Calls `listener` after every change, or, with a comment `id`, after every change that may
   * touch what that comment shows (its vote, reaction, reply form, branch, focus, and every
   * change of the thread itself): with 2,000 comments a vote then asks 4 selectors, not 4,000
   *. A view that shows more than one comment subscribes without an id.
   * @returns unsubscribe
   */
  subscribe(listener: () => void, id?: string): () => void;
  /** The list is being (re)loaded; `quiet` keeps what is shown (a quiet retry of a failed load). */
  loading(quiet?: boolean): void;
  /** The list could not be loaded. */
  failed(): void;
  /**
   * The list arrived: it replaces the thread. Comments newer than `seen` (Unix seconds; null on
   * a first visit: none) are marked «новый»; `replyTo` reopens the reply form of an unsent draft.
   * `more`: this is the first screen of a long list, the rest follows through {@link extend}.
   */
  load(
    comments: readonly Comment[],
    seen: number | null,
    replyTo?: string | null,
    more?: boolean,
  ): void;
  /**
   * More of the same list (a long list is read slice by slice after its first screen): joins
   * the thread, marked «новый» by the `seen` of the last {@link load}; known ids are skipped.
   * It ends `reading`, unless `more` says that still more follows (a part of the list shown
   * early: the one that holds a permalink's comment).
   */
  extend(comments: readonly Comment[], more?: boolean): void;
  /**
   * Comments from /comments/new: those not shown nor waiting yet join `incoming`.
   * @returns the comments that were new
   */
  receive(comments: readonly Comment[]): Comment[];
  /**
   * «N новых комментариев»: the waiting comments join the thread, marked «новый».
   * @returns the first of them (to open), or null when none was waiting
   */
  reveal(): string | null;
  /** Hides or shows the replies of `id`; `id` becomes the current comment. */
  toggleBranch(id: string): void;
  /** Opens the reply form under `id` (null: closes it). */
  openReply(id: string | null): void;
  /** Opens the reaction picker of `id` (null: closes the one open). */
  pick(id: string | null): void;
  /** Shows `failure` under comment `id` (null: clears it). */
  fail(id: string, failure: Failure | null): void;
  /**
   * Opens comment `id` (a permalink): shows every branch above it and makes it the target (the
   * view renders the slice holding it: src/comments/slices.ts). Unknown ids are ignored.
   * @returns whether the comment is in the thread
   */
  open(id: string): boolean;
  /** The keyboard's current comment and the comment focus is inside (keyboard.ts). */
  focus(current: string | null, entered: string | null): void;
  /**
   * The reader votes `choice` on comment `id`: shown and stored at once, `send` called, rolled
   * back when it rejects. A second vote on the same comment while one is on its way, or the same
   * vote again, is ignored.
   * @param send makes the call (e.g. POST /comments/rate)
   * @returns 'done', 'failed' (rolled back; the error is passed to `onError`) or 'ignored'
   */
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
  /**
   * Shows the threads in `order` (the comments are the same; see thread.ts `arrange`); a
   * reader's choice (`remember`) is kept for the whole site under COMMENTS_ORDER_KEY.
   */
  arrange(order: Order, remember?: boolean): void;
  /** Opens the «Ещё» menu of `id` (null: closes the one open). */
  openMenu(id: string | null): void;
  /**
   * Hides (`hide` true) or shows again the comments of author `name` in every discussion: kept
   * under HIDDEN_AUTHORS_KEY (a JSON array of names), never sent.
   */
  mute(name: string, hide: boolean): void;
  /** Shows comment `id` of a hidden author anyway («показать»), for this page view. */
  unmute(id: string): void;
  /** Opens the report form under `id` (null: closes it). */
  report(id: string | null): void;
  /** Says `text` under comment `id` for 3 s (docs/behaviour.md#constants), politely. */
  note(id: string, text: string): void;
  /** Stops following storage changes. */
  dispose(): void;
}

const score = (vote: string | undefined) => (vote === '+' ? 1 : vote === '-' ? -1 : 0);

/** The sum shown for comment `c`: the server's sum, moved by the reader's vote since it was read. */
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

/**
 * Marks each comment with the reader's remembered vote and reaction: the server's sums already
 * count them, so the sum shown moves only by what the reader changes from then on. A comment the
 * reader did nothing to is kept as it is (copying each of 2,000 took 6 ms, 25 at 4× CPU
 * throttling).
 */
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

/** Comment `id` targeted, with every branch above it shown. */
function opened(state: CommentsState, id: string): Partial<CommentsState> {
  const { thread } = state;
  const hidden = new Set(state.hidden);
  for (let up = thread.parent.get(id); up && up !== '0'; up = thread.parent.get(up)) {
    hidden.delete(up);
  }
  return { hidden, target: id };
}

/** The ids whose entry differs between two lists of the reader's votes or reactions. */
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

/**
 * The store's listeners: of every change, and of one comment by its id (a comment re-renders only
 * when a change touches it).
 */
function createListeners() {
  const all = new Set<() => void>();
  const byComment = new Map<string, Set<() => void>>();
  return {
    /**
     * Tells every listener of every change and, when `touched` is given, the listeners of those
     * comments only (null and repeats are skipped); else all.
     */
    notify(touched?: readonly (string | null)[]) {
      all.forEach((listener) => listener());
      if (!touched) return byComment.forEach((own) => own.forEach((listener) => listener()));
      for (const id of new Set(touched)) if (id !== null) byComment.get(id)?.forEach((l) => l());
    },
    /** Adds `listener` (of one comment with `id`); returns its removal. */
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
    /** Forgets the listeners of every change (the element went). */
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

/**
 * The store's `vote` and `react` (see {@link CommentsStore.vote}): one optimistic change of a
 * stored list entry each, rolled back when the call rejects; one call per comment and list at a
 * time. `get` reads the store's state, `set` changes it (touching the comment).
 */
function optimistic(
  keys: ReturnType<typeof commentKeys>,
  get: () => CommentsState,
  set: (patch: Partial<CommentsState>, touched: readonly string[]) => void,
): Pick<CommentsStore, 'vote' | 'react'> {
  /** Calls in flight, by `key id`: one vote and one reaction per comment at a time. */
  const inFlight = new Set<string>();

  /** One optimistic change of a stored list entry, rolled back when `send` rejects. */
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

/**
 * The store's `arrange`, `openMenu`, `mute`, `unmute` and `report` (see {@link CommentsStore}),
 * with the subscriptions that bring the order and the hidden authors chosen in another
 * discussion or tab here too. `get` reads the store's state, `set` changes it.
 */
function readerChoices(
  get: () => CommentsState,
  set: (patch: Partial<CommentsState>, touched?: readonly (string | null)[]) => void,
) {
  /** The thread shown in `order`. */
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

/**
 * Creates the store of one discussion.
 * @param articleId the article (its storage keys, src/services/keys.ts)
 * @param order the page's default order (the `order` attribute); a stored choice wins
 */
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
      if (!state.thread.byId.has(id)) return false;
      set(opened(state, id));
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
