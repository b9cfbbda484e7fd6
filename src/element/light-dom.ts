import { useEffect, useState } from 'react';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What `read(host)` computes from the light DOM, read again when it changes (streamed, filled). */
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
