// A bench tab that runs our script as a reader's browser does, not as one with DevTools open.
//
// Puppeteer enables the DevTools protocol's Runtime domain on every page it drives. With it on,
// V8 records stack traces with source positions for the inspector (up to 200 frames each), and to
// get the positions it re-parses each lazily compiled function on the stack whole. Measured on the
// demo's first element chunk (React, 4× CPU, untraced long tasks), that task took 217–297 ms with
// Runtime on and 51–71 ms with it off or with the capture set to 0 frames (5–7 runs each); a trace
// showed 307 of its 427 ms in `V8.CollectSourcePositions`. A reader's browser has no DevTools
// attached and pays none of it.
// Chromium keeps the largest capture any session asks for, so it must be set on Puppeteer's own
// session, not on one made with `createCDPSession()` (which changes nothing: measured).

/**
 * Sets the capture of stack traces to 0 frames on `page`'s own DevTools session, before its
 * navigation; console messages and page errors then come without a stack. Throws if Puppeteer's
 * session is not reachable (its internal `_client()`, puppeteer-core 24), so a Puppeteer upgrade
 * cannot silently bring the inflated figures back. `page`: a Puppeteer Page; resolves once set.
 */
export async function asReaderTab(page) {
  if (typeof page._client !== 'function') {
    throw new Error('reader-tab: Puppeteer no longer exposes the page session (page._client())');
  }
  await page._client().send('Runtime.setMaxCallStackSizeToCapture', { size: 0 });
}
