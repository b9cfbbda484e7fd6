/**
 * The sticky site header (docs/behaviour.md#sticky-header): the page's own header (light DOM, slotted) stays at the top
 * of the viewport; once the page is scrolled past 3000 px and the reader keeps scrolling down it
 * slides away, and any scroll up brings it back.
 */
import { useEffect, useRef } from 'react';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { stickyHeaderAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import { useScroll } from '../../src/element/scroll.ts';
import './events.ts';

/** Attributes of `<biz-sticky-header>` as props, defaults applied (./attributes.ts). */
export type StickyHeaderProps = AttributeProps<typeof stickyHeaderAttributes>;

/** The sticky bar around the slotted header. */
export function BizStickyHeader({ threshold: limit, host }: StickyHeaderProps & HostProps) {
  const hidden = useScroll((state) => state.y > limit && state.direction === 'down');
  const first = useRef(true);

  useEffect(() => {
    // Page CSS can follow the state: biz-sticky-header[data-state='hidden'].
    host.dataset.state = hidden ? 'hidden' : 'shown';
    if (first.current) {
      first.current = false;
      if (!hidden) return;
    }
    emit(host, 'biz-sticky-header-toggle', { hidden });
  }, [host, hidden]);

  return (
    <div part="bar" className={hidden ? 'bar hidden' : 'bar'}>
      <slot />
    </div>
  );
}
