/**
 * "Near the viewport": one IntersectionObserver shared by every comment on the page (reference
 * counted: it disconnects when nothing is watched). A reply measures its height (to collapse a
 * long one) only once it comes within a screen of the viewport. Controls are not deferred: they
 * are in the accessibility tree for every comment (issue 16).
 */
import { useEffect, useState, type RefObject } from 'react';

const watched = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function forget(el: Element) {
  if (!watched.delete(el)) return;
  observer?.unobserve(el);
  if (watched.size === 0) {
    observer?.disconnect();
    observer = null;
  }
}

/** Calls `onNear` once when `el` comes within a screen of the viewport. @returns cancel */
export function whenNear(el: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = watched.get(entry.target);
        forget(entry.target);
        callback?.();
      }
    },
    { rootMargin: '100% 0px' },
  );
  watched.set(el, onNear);
  observer.observe(el);
  return () => forget(el);
}

/** Becomes true (for good) once the element behind `ref` has come near the viewport. */
export function useNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    return whenNear(el, () => setNear(true));
  }, [near, ref]);
  return near;
}
