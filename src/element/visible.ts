import { useEffect, useState } from 'react';

/** True while `host` is on screen in a visible tab. Assumed true until the browser says otherwise. */
export function useOnScreen(host: HTMLElement): boolean {
  const [tabShown, setTabShown] = useState(() => !document.hidden);
  const [intersecting, setIntersecting] = useState(true);
  useEffect(() => {
    const onVisibility = () => setTabShown(!document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        const last = entries[entries.length - 1];
        if (last) setIntersecting(last.isIntersecting);
      });
      observer.observe(host);
    }
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
    };
  }, [host]);
  return tabShown && intersecting;
}
