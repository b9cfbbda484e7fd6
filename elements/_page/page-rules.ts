/**
 * The sticky table header of `<biz-standings>`. The tables are the page's (light DOM), and a
 * shadow root can style only its slotted children, not their cells; so one small stylesheet is
 * adopted into the tables' own tree (the document, or a shadow root) while an instance is there.
 * Its rules match only cells inside `biz-standings` and have zero specificity (`:where`), so
 * the page's own rules win and nothing outside the element changes.
 */

const PAGE_CSS = `:where(biz-standings) :where(thead th, thead td) {
  position: sticky;
  top: 0;
  z-index: 1;
  background-color: var(--biz-standings-head-background, Canvas);
}`;

let sheet: CSSStyleSheet | undefined;
const users = new Map<Document | ShadowRoot, number>();

/**
 * Adopts the sticky-header sheet into `host`'s tree (once per tree, however many instances).
 * @returns the release function: the sheet leaves the tree with its last instance
 */
export function adoptStickyHeaders(host: HTMLElement): () => void {
  const root = host.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return () => undefined;
  try {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(PAGE_CSS);
    }
    const count = users.get(root) ?? 0;
    if (count === 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    users.set(root, count + 1);
  } catch (error) {
    console.error('[biz-widgets] <biz-standings> could not make the headers sticky', error);
    return () => undefined;
  }
  return () => {
    const left = (users.get(root) ?? 1) - 1;
    if (left > 0) {
      users.set(root, left);
      return;
    }
    users.delete(root);
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}
