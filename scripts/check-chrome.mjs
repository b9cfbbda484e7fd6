// Run before the browser tests: one clear line instead of a stack trace when Chromium is missing.
import { findChrome } from './find-chrome.mjs';

if (!findChrome()) {
  console.error(
    'Chromium not found: install it with `apt-get install chromium`, or set CHROME_PATH to a Chrome/Chromium binary.',
  );
  process.exit(1);
}
