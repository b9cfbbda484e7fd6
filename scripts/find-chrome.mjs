// Finds the system Chromium: $CHROME_PATH, else the usual Debian/Ubuntu paths.
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** @returns {string | null} the path of a Chromium binary, or null */
export function findChrome() {
  if (process.env.CHROME_PATH)
    return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}
