/** Where focus goes when the control that had it disappears: never `<body>` (WCAG 2.4.3). */
import { tabbableElements } from '../ui/tabbable.ts';

/** The element of the document that holds `node`, out of shadow roots. */
function inDocument(node: Element): Element {
  let el = node;
  for (let root = el.getRootNode(); root instanceof ShadowRoot; root = el.getRootNode()) {
    el = root.host;
  }
  return el;
}

/** Focuses the first control Tab reaches after `host` (flat tree), else the last before it. */
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
