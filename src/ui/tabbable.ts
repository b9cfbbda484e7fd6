/** The focused element, looking into open shadow roots. */
export function deepActiveElement(root: DocumentOrShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const FOCUSABLE =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex]';

function isTabbable(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.matches(FOCUSABLE) || el.tabIndex < 0) return false;
  if ((el as HTMLButtonElement).disabled || el.inert) return false;
  if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
  return true;
}

function isRendered(el: Element): boolean {
  if (el.hasAttribute('hidden') || el.hasAttribute('inert')) return false;
  return typeof el.checkVisibility === 'function'
    ? el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)
    : true;
}

/**
 * The elements Tab reaches inside `container`, in flat-tree order (shadow roots, slots' assigned
 * elements); positive tabindex is not supported.
 */
export function tabbableElements(container: Element): HTMLElement[] {
  const out: HTMLElement[] = [];
  const visit = (el: Element) => {
    if (el instanceof HTMLSlotElement) {
      el.assignedElements({ flatten: true }).forEach(visit);
      return;
    }
    if (!isRendered(el)) return;
    if (isTabbable(el)) out.push(el);
    const children = el.shadowRoot ? el.shadowRoot.children : el.children;
    for (const child of Array.from(children)) visit(child);
  };
  const start = container.shadowRoot ? container.shadowRoot.children : container.children;
  for (const child of Array.from(start)) visit(child);
  return out;
}
