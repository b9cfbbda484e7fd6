/**
 * What an element announces, read from its shadow root (alerts only for what is
 * urgent, nothing inside two live regions).
 */

/** Elements that are live regions: the live roles, and `aria-live` other than `off`. */
const LIVE_REGION =
  '[role=alert], [role=status], [role=log], [role=marquee], [role=timer], [aria-live]:not([aria-live=off])';

/** The live regions in `el`'s shadow root: the assertive alerts, and those inside another. */
export function liveRegions(el: Element): { alerts: Element[]; nested: Element[] } {
  const all = Array.from(el.shadowRoot?.querySelectorAll(LIVE_REGION) ?? []);
  return {
    alerts: all.filter((node) => node.getAttribute('role') === 'alert'),
    nested: all.filter((node) => node.parentElement?.closest(LIVE_REGION)),
  };
}

/** Each element as `tag[role]: text`, short (a failed assertion names what it found, not React's tree). */
export const describe = (nodes: Element[]) =>
  nodes.map(
    (node) =>
      `${node.localName}[${node.getAttribute('role') ?? node.getAttribute('aria-live') ?? ''}]: ${(node.textContent ?? '').slice(0, 80)}`,
  );
