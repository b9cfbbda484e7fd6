/**
 * The demo backend's in-memory store. `resetDb()` restores the seed (tests call it between
 * cases). Each area keeps its tables here; the seed content lives in mocks/seed/.
 *
 * Time: the store has its own clock, `demoNow()` (wall-clock plus a shift), so the live
 * broadcast and the comment queue move with real time on the demo page while tests (and the
 * demo panel) can jump ahead with `advanceDemoClock()`.
 */
import { seedArticles, type SeedArticle } from './seed/articles.ts';
import {
  EMOJI_IDS,
  QUEUED_COMMENTS,
  SEED_COMMENTS,
  type EmojiId,
  type QueuedComment,
} from './seed/comments.ts';
import {
  seedPolls,
  seedQuizVotes,
  seedTop10,
  type SeedPoll,
  type SeedTop10,
} from './seed/polls.ts';
import { DEMO_ACCOUNT, seedUsers, type DemoUser } from './seed/users.ts';

export { DEMO_ACCOUNT, BANNED_ACCOUNT } from './seed/users.ts';
export type { DemoUser } from './seed/users.ts';

/** Ids from here on are comments published while the demo ran (sent or released from the queue). */
const FIRST_NEW_COMMENT_ID = 6001;

/** A comment as stored. */
export interface StoredComment {
  id: string;
  articleId: string;
  /** '0' for a top-level comment. */
  parentId: string;
  /** Display name; '' when anonymous. */
  author: string;
  /** Userpic URL; '' when anonymous or none. */
  userpic: string;
  anonymous: boolean;
  /** Who wrote it (kept for moderation even when anonymous); null for a visitor. */
  authorEmail: string | null;
  /** Unix seconds of publication. */
  timestamp: number;
  rating: number;
  emoji: Record<EmojiId, number>;
  /** Message HTML. */
  message: string;
  /** 'pending' until a moderator approves it (docs/behaviour.md#comments). */
  status: 'active' | 'pending';
  /** Demo-clock ms when the demo's moderator approves a pending comment. */
  approveAt?: number;
}

/** Zero counts for every emoji. */
export function emptyEmoji(): Record<EmojiId, number> {
  return Object.fromEntries(EMOJI_IDS.map((e) => [e, 0])) as Record<EmojiId, number>;
}

function seedComments(users: DemoUser[], startSec: number): Map<string, StoredComment> {
  const byNick = new Map(users.map((u) => [u.nickname, u]));
  const out = new Map<string, StoredComment>();
  for (const c of SEED_COMMENTS) {
    const user = c.author ? byNick.get(c.author) : undefined;
    const emoji = emptyEmoji();
    EMOJI_IDS.forEach((e, i) => (emoji[e] = c.emoji[i] ?? 0));
    out.set(String(c.id), {
      id: String(c.id),
      articleId: c.articleId,
      parentId: String(c.parent),
      author: user?.username ?? '',
      userpic: user?.userpic ?? '',
      anonymous: !user,
      authorEmail: user?.email ?? null,
      timestamp: startSec - c.ago * 60,
      rating: c.rating,
      emoji,
      message: c.html,
      status: 'active',
    });
  }
  return out;
}

function seed() {
  const startedAt = Date.now();
  const startSec = Math.floor(startedAt / 1000);
  const users = seedUsers();
  const reader = users.find((u) => u.email === DEMO_ACCOUNT.email)?.username ?? '';
  return {
    /** Real time (ms) when this seed was made: the origin of the live script and comment queue. */
    startedAt,
    /** Added to the wall clock by `advanceDemoClock()`. */
    clockShiftMs: 0,

    // Article tools (handlers/article.ts)
    /** Article id → rating sum. */
    articleRatings: new Map<string, number>([
      ['1024', 17],
      ['1025', -2],
    ]),
    /** `${article_id}:${token}` → +1 or -1 (one vote per visitor, switchable). */
    articleVotes: new Map<string, 1 | -1>(),
    /**
     * Username → favourite keys `${type}:${id}`. The demo reader starts with the three articles
     * of the profile page's list (demo/profile.html), one of them since deleted (1012).
     */
    favourites: new Map<string, Set<string>>([[reader, new Set(['1:1027', '1:1012', '1:1016'])]]),
    /** `${username}:${type}:${id}` → Unix seconds when a favourite was added while the demo ran. */
    favouritesAddedAt: new Map<string, number>(),
    /** Typo reports received. */
    typos: [] as { title: string; link: string; message: string }[],

    // Accounts (handlers/auth.ts)
    /** Accounts by lowercase email. */
    users: new Map<string, DemoUser>(users.map((u) => [u.email.toLowerCase(), u])),
    /** The signed-in account (the demo's stand-in for a session cookie), by email. */
    session: null as string | null,
    /** `npm run backend`'s session cookies (mocks/http-server.ts): cookie value → email. */
    httpSessions: new Map<string, string>(),
    /** Restore letters "sent", by email. */
    restoreLetters: [] as string[],
    /** Uploaded userpics by file name (served at /userpics/uploaded/{name}). */
    uploads: new Map<string, { type: string; bytes: ArrayBuffer }>(),

    // Comments (handlers/comments.ts)
    comments: seedComments(users, startSec),
    /** Comments still to be published while the demo runs. */
    commentQueue: [...QUEUED_COMMENTS] as QueuedComment[],
    /** How many queued comments have been published so far. */
    commentQueueReleased: 0,
    nextCommentId: FIRST_NEW_COMMENT_ID,
    /** `${comment_id}:${token}` → +1 or -1. */
    commentVotes: new Map<string, 1 | -1>(),
    /** `${comment_id}:${token}` → emoji id. */
    commentEmoji: new Map<string, EmojiId>(),

    // Votes (handlers/votes.ts)
    polls: new Map<string, SeedPoll>(seedPolls().map((p) => [p.id, p])),
    /** `${poll_id}:${token}` → variant id. */
    pollVotes: new Map<string, string>(),
    top10: new Map<string, SeedTop10>(seedTop10().map((t) => [t.articleId, t])),
    /** `${article_id}:${variant}:${token}` (one vote per variant per visitor). */
    top10Votes: new Set<string>(),
    /** Question (vote_id) → variant → count. */
    quizVotes: seedQuizVotes(),
    /** `${vote_id}:${token}` → variant. */
    quizAnswers: new Map<string, string>(),

    // Lists and search (handlers/lists.ts)
    articles: seedArticles(startSec) as SeedArticle[],

    // Forms (handlers/forms.ts)
    conferenceQuestions: [] as { id: string; email: string; name: string; message: string }[],
    resumes: [] as { careerId: string; fileName: string; size: number }[],
    feedback: [] as { message: string; contact: string; token: string }[],
    /** Reports of comments (handlers/comments.ts), in the order they came. */
    commentReports: [] as { commentId: string; reason: string; text: string; token: string }[],

    // Push (handlers/push.ts)
    /** Visitor token → push subscription (JSON text). */
    pushTokens: new Map<string, string>(),
    /** Tokens that already received the site notices. */
    notified: new Set<string>(),
  };
}

/** The store's shape. */
export type DemoDb = ReturnType<typeof seed>;

/** The store. Replace nothing on it from outside: call the helpers or mutate its tables. */
export let db: DemoDb = seed();

/** Restores the seed (and the demo clock). */
export function resetDb(): void {
  db = seed();
}

/**
 * Whether `value` can stand for the store: an object with exactly the seed's tables, each of the
 * seed's kind (Map, Set, array, number, string or null). A store saved by an older demo (another
 * shape) is not, and the caller then starts from the seed.
 */
export function isDemoDb(value: unknown): value is DemoDb {
  if (!value || typeof value !== 'object') return false;
  const fresh = seed() as Record<string, unknown>;
  const given = value as Record<string, unknown>;
  const keys = Object.keys(fresh);
  if (Object.keys(given).length !== keys.length) return false;
  const kind = (v: unknown) =>
    v instanceof Map
      ? 'map'
      : v instanceof Set
        ? 'set'
        : Array.isArray(v)
          ? 'array'
          : v === null
            ? 'null-or-string'
            : typeof v === 'string'
              ? 'null-or-string'
              : typeof v;
  return keys.every((key) => key in given && kind(given[key]) === kind(fresh[key]));
}

/**
 * Puts a saved store in place of the current one (a persistent demo backend loading its state:
 * demo/memory.ts in the browser, mocks/state-file.ts for `npm run backend`).
 * @param saved a store that {@link isDemoDb} accepted
 */
export function replaceDb(saved: DemoDb): void {
  db = saved;
}

/** The demo clock, in ms. */
export function demoNow(): number {
  return Date.now() + db.clockShiftMs;
}

/** The demo clock, in whole Unix seconds (what timestamps and `last_timestamp` use). */
export function demoNowSec(): number {
  return Math.floor(demoNow() / 1000);
}

/** Whole seconds elapsed on the demo clock since the seed was made. */
export function demoElapsedSec(): number {
  return demoNowSec() - Math.floor(db.startedAt / 1000);
}

/** Moves the demo clock forward (the live broadcast and comment queue catch up). */
export function advanceDemoClock(ms: number): void {
  db.clockShiftMs += ms;
}

/** The signed-in demo user, if any. */
export function sessionUser(): DemoUser | null {
  return db.session ? (db.users.get(db.session) ?? null) : null;
}

/** An account by email (any case). */
export function userByEmail(email: string): DemoUser | null {
  return db.users.get(email.trim().toLowerCase()) ?? null;
}

/**
 * How many comments an article has, as the site shows it next to the article (the list's
 * `comment_num`, the count under the article's title): the seed's number plus the comments
 * published since (a sent comment counts once the moderator approved it).
 * @param articleId the article's id
 */
export function commentCount(articleId: number): number {
  const base = db.articles.find((a) => a.article_id === articleId)?.comment_num ?? 0;
  let added = 0;
  for (const c of db.comments.values()) {
    if (
      c.articleId === String(articleId) &&
      c.status === 'active' &&
      Number(c.id) >= FIRST_NEW_COMMENT_ID
    ) {
      added += 1;
    }
  }
  return base + added;
}
