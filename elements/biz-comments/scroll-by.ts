/**
 * Scrolls the window by `px` (viewport px, down when positive) before the next paint, when that is
 * at least a whole pixel: what KeepTarget.tsx and StayBelow.tsx do when a commit moved what the
 * reader looks at. 'instant' even under `scroll-behavior: smooth`: it must land in this frame.
 */
export function scrollByNow(px: number): void {
  if (Math.abs(px) >= 1) window.scrollBy({ top: px, behavior: 'instant' });
}
