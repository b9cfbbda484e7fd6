/**
 * Rules for the page's own markup inside an element (its light DOM). A shadow root can style
 * only its slotted children, not their descendants, and the page's CSS can undo `hidden` (an
 * author `display: grid` on list items beats the browser's `[hidden] { display: none }`). So an
 * element that enhances light-DOM content adopts one small stylesheet into that content's tree
 * (the document, or a shadow root) while an instance is there. Its selectors start with the
 * element's tag, so nothing outside the element changes.
 */

import { trackMediaRules } from '../element/media.ts';

const sheets = new Map<string, CSSStyleSheet>();
/** Instances using each sheet, per tree. */
const users = new Map<Document | ShadowRoot, Map<CSSStyleSheet, number>>();

/**
 * Adopts `css` into `host`'s tree (once per tree, however many instances use it).
 * @returns the release function: the sheet leaves the tree with its last instance
 */
export function adoptPageRules(host: HTMLElement, css: string): () => void {
  const root = host.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return () => undefined;
  let sheet: CSSStyleSheet;
  try {
    sheet = sheets.get(css) ?? new CSSStyleSheet();
    if (!sheets.has(css)) {
      sheet.replaceSync(css);
      trackMediaRules(sheet);
      sheets.set(css, sheet);
    }
    const counts = users.get(root) ?? new Map<CSSStyleSheet, number>();
    users.set(root, counts);
    const count = counts.get(sheet) ?? 0;
    if (count === 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    counts.set(sheet, count + 1);
  } catch (error) {
    console.error(`[biz-widgets] <${host.localName}> could not style the page's content`, error);
    return () => undefined;
  }
  return () => {
    const counts = users.get(root);
    const left = (counts?.get(sheet) ?? 1) - 1;
    if (left > 0) {
      counts?.set(sheet, left);
      return;
    }
    counts?.delete(sheet);
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}

/** Keeps what an element hid hidden, whatever `display` the page gives it. */
export const hiddenRule = (tag: string) => `${tag} [hidden] { display: none !important; }`;
