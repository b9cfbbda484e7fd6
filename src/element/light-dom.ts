/**
 * Reading what the page put inside an element (its light DOM: a server-rendered form, a JSON
 * definition). The element reads it when it starts and again whenever the page changes it, so
 * children that arrive after the element upgraded (streamed HTML, a template filling them in)
 * are still seen.
 */
import { useEffect, useState } from 'react';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The value `read(host)` computes from the host's light DOM, kept up to date by a
 * MutationObserver (disconnected on unmount). `read` should be a module-level function; a new
 * value replaces the old one only when `same` says they differ.
 */
export function useLightDom<T>(
  host: HTMLElement,
  read: (host: HTMLElement) => T,
  same: (a: T, b: T) => boolean = sameJson,
): T {
  const [value, setValue] = useState(() => read(host));
  useEffect(() => {
    const update = () => {
      const next = read(host);
      setValue((previous) => (same(previous, next) ? previous : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [host, read, same]);
  return value;
}
