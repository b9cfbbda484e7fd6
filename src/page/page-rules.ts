/** Styles for the page's light DOM in an element: a shadow root reaches only slotted children. */

import { trackMediaRules } from '../element/media.ts';

const sheets = new Map<string, CSSStyleSheet>();
/** Instances using each sheet, per tree. */
const users = new Map<Document | ShadowRoot, Map<CSSStyleSheet, number>>();

/** Adopts `css` into `host`'s tree once per tree; the release removes it with the last user. */
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
