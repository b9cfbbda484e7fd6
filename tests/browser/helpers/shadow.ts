/** Finding things in an element's shadow root, as a test reads them. */
import '../helpers.ts';

/** The first element in `el`'s shadow root with `part~=name`. */
export function part<T extends Element = HTMLElement>(el: Element, name: string): T {
  const found = el.shadowRoot?.querySelector<T>(`[part~="${name}"]`);
  if (!found) throw new Error(`no part "${name}" in <${el.localName}>`);
  return found;
}

/** Every element in `el`'s shadow root with `part~=name`. */
export function parts<T extends Element = HTMLElement>(el: Element, name: string): T[] {
  return Array.from(el.shadowRoot?.querySelectorAll<T>(`[part~="${name}"]`) ?? []);
}

/** The element's visible text (shadow root). */
export const shadowText = (el: Element) =>
  el.shadowRoot?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
