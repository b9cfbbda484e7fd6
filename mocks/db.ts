/**
 * The demo backend's in-memory store. `resetDb()` restores the seed (tests call it between
 * cases). Areas add their own tables here.
 */

/** A demo account. */
export interface DemoUser {
  email: string;
  password: string;
  username: string;
  nickname: string;
  name: string;
  userpic: string;
  /** 'active', or 'not_active' (unconfirmed or banned: spec 6). */
  status: 'active' | 'not_active';
}

/** The test account written on the demo page. */
export const DEMO_ACCOUNT = { email: 'reader@example.ru', password: 'demo1234' } as const;

function seed() {
  return {
    /** Article id → rating sum. */
    articleRatings: new Map<string, number>([
      ['1024', 17],
      ['1025', -2],
    ]),
    /** `${article_id}:${token}` → +1 or -1 (one vote per visitor, switchable). */
    articleVotes: new Map<string, 1 | -1>(),
    /** Username → favourite keys `${type}:${id}`. */
    favourites: new Map<string, Set<string>>(),
    /** Typo reports received. */
    typos: [] as { title: string; link: string; message: string }[],
    /** Accounts by email. */
    users: new Map<string, DemoUser>([
      [
        DEMO_ACCOUNT.email,
        {
          email: DEMO_ACCOUNT.email,
          password: DEMO_ACCOUNT.password,
          username: 'Анна Соколова',
          nickname: 'sokolova',
          name: 'Анна',
          userpic: '/userpics/sokolova.svg',
          status: 'active',
        },
      ],
    ]),
    /** The signed-in account (the demo's stand-in for a session cookie), by email. */
    session: null as string | null,
  };
}

/** The store. Replace nothing on it from outside: call the helpers or mutate its tables. */
export let db = seed();

/** Restores the seed. */
export function resetDb(): void {
  db = seed();
}

/** The signed-in demo user, if any. */
export function sessionUser(): DemoUser | null {
  return db.session ? (db.users.get(db.session) ?? null) : null;
}
