/**
 * Where focus goes when the control that had it disappears with its element's content (a
 * dismissed last notice): never `<body>` (WCAG 2.4.3), but the next control Tab would reach
 * after the element, or, at the end of the page, the last one before it.
 */
import { tabbableElements } from '../ui/tabbable.ts';

/** The element of the document itself that holds `node`, climbing out of shadow roots. */
function inDocument(node: Element): Element {
  let el = node;
  for (let root = el.getRootNode(); root instanceof ShadowRoot; root = el.getRootNode()) {
    el = root.host;
  }
  return el;
}

/**
 * Focuses the first control Tab reaches after `host` (over the flat tree, into other elements'
 * shadow roots), else the last one before it; nothing if the page has none.
 * @param host the custom element whose content is going away.
 * @returns the element that took focus, or null.
 */
export function focusAfter(host: Element): HTMLElement | null {
  const outer = inDocument(host);
  const candidates = tabbableElements(document.body).filter((el) => {
    const top = inDocument(el);
    return top !== outer && !outer.contains(top);
  });
  const after = candidates.find(
    (el) => outer.compareDocumentPosition(inDocument(el)) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const target = after ?? candidates.at(-1) ?? null;
  target?.focus();
  return target;
}
