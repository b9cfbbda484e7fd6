/**
 * The «Наверх» button (docs/behaviour.md#to-top): appears once the page is scrolled more than 1000 px and brings
 * the reader back to the top, smoothly unless they prefer reduced motion, with keyboard focus
 * moved to the top too (the button itself disappears there).
 */
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { toTopAttributes } from './attributes.ts';
import { usePrefersReducedMotion } from '../../src/element/hooks.ts';
import { useScroll } from '../../src/element/scroll.ts';
import { toTopText } from './strings.ts';

/** Attributes of `<biz-to-top>` as props, defaults applied (./attributes.ts). */
export type ToTopProps = AttributeProps<typeof toTopAttributes>;

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Where focus goes at the top: `target`, else the first `<h1>`. */
function focusTarget(host: HTMLElement, id: string | undefined): HTMLElement | null {
  const root = host.getRootNode() as Document | ShadowRoot;
  if (id) return root.getElementById?.(id) ?? document.getElementById(id);
  return document.querySelector('h1');
}

/** The button. */
export function BizToTop({ threshold: limit, target, host }: ToTopProps & HostProps) {
  const shown = useScroll((state) => state.y > limit);
  const reduced = usePrefersReducedMotion();

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: reduced ? 'instant' : 'smooth' });
    const goal = focusTarget(host, target);
    if (!goal) return;
    // A heading is not focusable: tabindex -1 lets it take focus without entering the tab order.
    if (!goal.matches(FOCUSABLE)) goal.setAttribute('tabindex', '-1');
    goal.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      part="button"
      className={shown ? 'to-top shown' : 'to-top'}
      aria-label={toTopText('toTop.label')}
      title={toTopText('toTop.label')}
      onClick={toTop}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
