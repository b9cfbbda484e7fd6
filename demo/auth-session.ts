/**
 * Demo only: keeps the demo backend's session across pages and tabs.
 *
 * On the real site the session is an HttpOnly cookie that every page shares, and each page
 * renders `<meta name="biz-widgets:user">` from it. The demo backend lives in each page's memory
 * (an MSW service worker answering from `mocks/db.ts`), so a reload or the profile page would
 * start with nobody signed in while the widgets, through their shared sign-in snapshot, still show
 * the reader. This file plays the cookie: it remembers which account signed in (localStorage
 * `biz-demo:session`, which new tabs see too) and restores `db.session` from it, as long as the
 * widgets' snapshot says someone is signed in.
 */
import { db } from '../mocks/browser.ts';
import { AUTH_SNAPSHOT_KEY as SNAPSHOT_KEY } from '../src/services/keys.ts';

const SESSION_KEY = 'biz-demo:session';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage disabled: the demo session then lasts one page */
  }
}

/** Puts the remembered account back into the demo backend (only while the widgets agree). */
function restore(): void {
  const email = read(SESSION_KEY);
  db.session = email && read(SNAPSHOT_KEY) ? email : null;
}

/** Starts following sign-ins and sign-outs; call once the demo backend is up. */
export function keepDemoSession(): void {
  restore();
  document.addEventListener('biz-auth-login', () => write(SESSION_KEY, db.session));
  document.addEventListener('biz-auth-logout', () => write(SESSION_KEY, null));
  // Another tab signed in or out: follow it, as a shared cookie would.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === SNAPSHOT_KEY || event.key === null) restore();
  });
}
