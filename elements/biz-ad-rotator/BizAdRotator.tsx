/**
 * Advertising text rotation (docs/behaviour.md#ad-rotator: the page rotates its text ads every 3 s and every 20 s):
 * one of the page's items is shown at a time, the next after `interval` ms. It pauses while it
 * cannot be seen (hidden tab, scrolled away), while the pointer is over it or keyboard focus is
 * in it, and when the reader stops it (WCAG 2.2.2: content that changes by itself can be
 * stopped). Under `prefers-reduced-motion: reduce` it starts stopped (the reader may start it);
 * the stop/start button comes first, before the ads, so it is reached before what it controls.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { adRotatorAttributes } from './attributes.ts';
import { clock } from '../../src/element/clock.ts';
import { useLightDom } from '../../src/element/light-dom.ts';
import { useOnScreen } from '../../src/element/visible.ts';
import { adRotatorText } from './strings.ts';
import { usePrefersReducedMotion } from '../../src/element/hooks.ts';

/** Attributes of `<biz-ad-rotator>` as props, defaults applied (./attributes.ts). */
export type AdRotatorProps = AttributeProps<typeof adRotatorAttributes>;

function readItems(host: HTMLElement): Element[] {
  return Array.from(host.children).filter(
    (child) => !/^(script|template|style|link|meta)$/i.test(child.localName),
  );
}

const sameItems = (a: Element[], b: Element[]) =>
  a.length === b.length && a.every((el, i) => el === b[i]);

/** The rotating items. */
export function BizAdRotator({ interval: every, label, host }: AdRotatorProps & HostProps) {
  const items = useLightDom(host, readItems, sameItems);
  const count = items.length;
  const onScreen = useOnScreen(host);
  const [index, setIndex] = useState(0);
  const reduced = usePrefersReducedMotion();
  // Stopped by the reader or, from the start, by reduced motion.
  const [stopped, setStopped] = useState(reduced);
  // A later switch to reduced motion stops it too (state adjusted while rendering, not in an
  // effect: an effect run after the first paint could undo a reader's early «start»).
  const [reducedBefore, setReducedBefore] = useState(reduced);
  if (reduced !== reducedBefore) {
    setReducedBefore(reduced);
    if (reduced) setStopped(true);
  }
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const current = index < count ? index : 0;
  const rotating = count > 1 && !stopped && !hovered && !focused && onScreen;

  useLayoutEffect(() => {
    items.forEach((item, i) => item.setAttribute('slot', `item-${i}`));
  }, [items]);

  useEffect(() => {
    if (!rotating) return;
    const time = clock();
    const timer = time.setTimeout(() => setIndex((current + 1) % count), every);
    return () => time.clearTimeout(timer);
  }, [rotating, current, count, every]);

  useEffect(() => {
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!host.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    host.addEventListener('mouseenter', enter);
    host.addEventListener('mouseleave', leave);
    host.addEventListener('focusin', focusIn);
    host.addEventListener('focusout', focusOut);
    return () => {
      host.removeEventListener('mouseenter', enter);
      host.removeEventListener('mouseleave', leave);
      host.removeEventListener('focusin', focusIn);
      host.removeEventListener('focusout', focusOut);
    };
  }, [host]);

  if (count === 0) return null;
  return (
    <div
      part="rotator"
      className={`rotator${rotating ? ' rotating' : ''}`}
      role="group"
      aria-label={label}
    >
      {count > 1 && (
        <button
          type="button"
          part="rotation"
          className="rotation"
          aria-label={stopped ? adRotatorText('ads.start') : adRotatorText('ads.stop')}
          title={stopped ? adRotatorText('ads.start') : adRotatorText('ads.stop')}
          onClick={() => setStopped((s) => !s)}
        >
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path
              d={stopped ? 'M8 5v14l11-7z' : 'M8 5v14M16 5v14'}
              fill={stopped ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
      <div part="items" className="items" aria-live="off">
        {items.map((_, i) => (
          <div
            key={i}
            part={i === current ? 'item item-current' : 'item'}
            className="item"
            hidden={i !== current}
          >
            <slot name={`item-${i}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
