/**
 * Slider (docs/behaviour.md#slider: autoplay 3000 ms, speed 500 ms) following the WAI-ARIA APG auto-rotating
 * carousel: a rotation control first, previous/next buttons, slides labelled «N из M», a live
 * region that is off while rotating and polite otherwise, rotation paused on hover and on focus
 * and stopped by the reader or by `prefers-reduced-motion`. Slides are the element's light DOM
 * children, each assigned to a named slot; only the current one is reachable (the others are
 * inert).
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { sliderAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import { clock } from '../../src/element/clock.ts';
import { usePrefersReducedMotion } from '../../src/element/hooks.ts';
import { useLightDom } from '../../src/element/light-dom.ts';
import { useOnScreen } from '../../src/element/visible.ts';
import type { SlideChangeDetail } from './events.ts';
import { sliderText } from './strings.ts';

/** Attributes of `<biz-slider>` as props, defaults applied (./attributes.ts). */
export type SliderProps = AttributeProps<typeof sliderAttributes>;

/** Horizontal travel in px that counts as a swipe. */
const SWIPE_PX = 40;

/** The slides: element children of the host, except ones that render nothing. */
function readSlides(host: HTMLElement): Element[] {
  return Array.from(host.children).filter(
    (child) => !/^(script|template|style|link|meta)$/i.test(child.localName),
  );
}

const sameSlides = (a: Element[], b: Element[]) =>
  a.length === b.length && a.every((el, i) => el === b[i]);

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Hover, focus and swipes on the host (shadow controls and slotted slides alike): follows pointer
 * and focus (left only when focus leaves the host); a primary-pointer horizontal travel of at
 * least SWIPE_PX, more than the vertical, calls `go(±1, 'swipe', true)` (left swipe: next).
 */
function useHostPointer(
  host: HTMLElement,
  go: (to: number, cause: SlideChangeDetail['cause'], relative?: boolean) => void,
  setHovered: (hovered: boolean) => void,
  setFocused: (focused: boolean) => void,
) {
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  useEffect(() => {
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!host.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    const down = (event: PointerEvent) => {
      if (event.isPrimary)
        swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    };
    const up = (event: PointerEvent) => {
      const start = swipe.current;
      swipe.current = null;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
        go(dx < 0 ? 1 : -1, 'swipe', true);
      }
    };
    const cancel = () => (swipe.current = null);
    const listeners = [
      ['mouseenter', enter],
      ['mouseleave', leave],
      ['focusin', focusIn],
      ['focusout', focusOut],
      ['pointerdown', down],
      ['pointerup', up],
      ['pointercancel', cancel],
    ] as const;
    for (const [type, fn] of listeners) host.addEventListener(type, fn as EventListener);
    return () => {
      for (const [type, fn] of listeners) host.removeEventListener(type, fn as EventListener);
    };
  }, [host, go, setHovered, setFocused]);
}

/** The carousel. */
export function BizSlider({ autoplay: interval, speed, label, host }: SliderProps & HostProps) {
  const slides = useLightDom(host, readSlides, sameSlides);
  const count = slides.length;
  const reduced = usePrefersReducedMotion();
  const onScreen = useOnScreen(host);
  const [index, setIndex] = useState(0);
  // Stopped by the reader (rotation control) or, from the start, by reduced motion.
  const [stopped, setStopped] = useState(reduced);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();
  const current = Math.min(index, Math.max(0, count - 1));
  const canRotate = count > 1 && interval > 0;
  const rotating = canRotate && !stopped && !hovered && !focused && onScreen;

  useEffect(() => {
    if (reduced) setStopped(true);
  }, [reduced]);

  // Each slide goes to its own named slot (its group carries the «N из M» label).
  useLayoutEffect(() => {
    slides.forEach((slide, i) => slide.setAttribute('slot', `slide-${i}`));
  }, [slides]);

  // The slide shown, also between a change and the next render (two quick clicks move twice).
  const at = useRef(0);
  /** Shows slide `to` (wrapping around); `relative`: `to` is a step from the current one. */
  const go = useCallback(
    (to: number, cause: SlideChangeDetail['cause'], relative = false) => {
      if (count < 2) return;
      const target = relative ? Math.min(at.current, count - 1) + to : to;
      const next = ((target % count) + count) % count;
      at.current = next;
      setIndex(next);
      emit(host, 'biz-slide-change', { index: next, count, cause });
    },
    [count, host],
  );

  useEffect(() => {
    if (!rotating) return;
    const time = clock();
    const timer = time.setTimeout(() => go(1, 'autoplay', true), interval);
    return () => time.clearTimeout(timer);
  }, [rotating, current, interval, go]);

  useHostPointer(host, go, setHovered, setFocused);

  if (count === 0) return null;

  const position = (i: number) => sliderText('slider.position', { n: i + 1, count });
  return (
    <section
      part="carousel"
      className={`carousel${rotating ? ' rotating' : ''}`}
      aria-roledescription={sliderText('slider.roledescription')}
      aria-label={label}
    >
      <div className="stage">
        {canRotate && (
          <button
            type="button"
            part="rotation"
            className="rotation"
            aria-label={stopped ? sliderText('slider.start') : sliderText('slider.stop')}
            aria-controls={slidesId}
            onClick={() => setStopped((s) => !s)}
          >
            <Icon d={stopped ? 'M8 5v14l11-7z' : 'M8 5v14M16 5v14'} />
          </button>
        )}
        {count > 1 && <SliderArrows slidesId={slidesId} go={go} />}
        <div className="viewport">
          <div
            id={slidesId}
            part="slides"
            className="track"
            aria-live={rotating ? 'off' : 'polite'}
            // Set through the CSSOM (no style attribute in the markup): allowed by a strict CSP.
            style={{
              transform: `translateX(${-current * 100}%)`,
              transitionDuration: `${speed}ms`,
            }}
          >
            {slides.map((_, i) => (
              <div
                key={i}
                part={i === current ? 'slide slide-current' : 'slide'}
                className="slide"
                role="group"
                aria-roledescription={sliderText('slider.slide')}
                aria-label={position(i)}
                aria-hidden={i === current ? undefined : true}
                inert={i !== current}
              >
                <slot name={`slide-${i}`} />
              </div>
            ))}
          </div>
        </div>
      </div>
      {count > 1 && <SliderDots count={count} current={current} slidesId={slidesId} go={go} />}
    </section>
  );
}

/** Moves the slider: `to` a slide, or by a step with `relative` (BizSlider's `go`). */
type Go = (to: number, cause: SlideChangeDetail['cause'], relative?: boolean) => void;

/** «Предыдущий слайд» and «Следующий слайд», each controlling the slides. */
function SliderArrows({ slidesId, go }: { slidesId: string; go: Go }) {
  return (
    <>
      <button
        type="button"
        part="previous"
        className="arrow previous"
        aria-label={sliderText('slider.previous')}
        aria-controls={slidesId}
        onClick={() => go(-1, 'arrow', true)}
      >
        <Icon d="M15 5l-7 7 7 7" />
      </button>
      <button
        type="button"
        part="next"
        className="arrow next"
        aria-label={sliderText('slider.next')}
        aria-controls={slidesId}
        onClick={() => go(1, 'arrow', true)}
      >
        <Icon d="M9 5l7 7-7 7" />
      </button>
    </>
  );
}

/** One button per slide («Показать слайд N»), the current one marked `aria-current`. */
function SliderDots({
  count,
  current,
  slidesId,
  go,
}: {
  count: number;
  current: number;
  slidesId: string;
  go: Go;
}) {
  return (
    <div part="dots" className="dots" role="group" aria-label={sliderText('slider.picker')}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          part={i === current ? 'dot dot-current' : 'dot'}
          className="dot"
          aria-label={sliderText('slider.goTo', { n: i + 1 })}
          aria-current={i === current ? 'true' : undefined}
          aria-controls={slidesId}
          onClick={() => go(i, 'dot')}
        />
      ))}
    </div>
  );
}
