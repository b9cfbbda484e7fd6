/**
 * Text size switcher (docs/behaviour.md#text-size; default `word__small`).
 * Sets class `word__small`, `word__medium` or `word__big` on the target element; the choice is
 * stored in localStorage `word__size` and followed by every switcher on the page and in other tabs.
 */
import { useEffect, useState } from 'react';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { textSizeAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import { useStoredValue } from '../../src/element/hooks.ts';
import { TEXT_SIZE_KEY } from '../../src/services/keys.ts';
import './events.ts';
import { textSizeText } from './strings.ts';

/** Attributes of `<biz-text-size>` as props, defaults applied (./attributes.ts). */
export type TextSizeProps = AttributeProps<typeof textSizeAttributes>;

/** The three sizes, in order. */
const SIZES = ['small', 'medium', 'big'] as const;
/** One size. */
export type Size = (typeof SIZES)[number];

const LABELS = { small: 'textSize.small', medium: 'textSize.medium', big: 'textSize.big' } as const;
/** Accessible names: the visible «А» first, then the size (WCAG 2.5.3 Label in Name). */
const NAMES = {
  small: 'textSize.smallName',
  medium: 'textSize.mediumName',
  big: 'textSize.bigName',
} as const;

function toSize(stored: string | null): Size {
  const size = stored?.replace(/^word__/, '');
  return (SIZES as readonly string[]).includes(size ?? '') ? (size as Size) : 'small';
}

function findTarget(host: HTMLElement, id: string | undefined): HTMLElement | null {
  if (!id) return null;
  const root = host.getRootNode() as Document | ShadowRoot;
  return root.getElementById?.(id) ?? document.getElementById(id);
}

/** Three toggle buttons, «А» in growing sizes. */
export function BizTextSize({ for: targetId, host }: TextSizeProps & HostProps) {
  const [stored, setStored] = useStoredValue(TEXT_SIZE_KEY);
  const size = toSize(stored);
  const [target, setTarget] = useState<HTMLElement | null>(() => findTarget(host, targetId));

  // The article may come later in the document than the switcher.
  useEffect(() => {
    const found = findTarget(host, targetId);
    setTarget(found);
    if (found || document.readyState !== 'loading') {
      if (!found && targetId)
        console.warn(`[biz-widgets] <biz-text-size>: no element #${targetId}`);
      return;
    }
    const retry = () => setTarget(findTarget(host, targetId));
    document.addEventListener('DOMContentLoaded', retry, { once: true });
    return () => document.removeEventListener('DOMContentLoaded', retry);
  }, [host, targetId]);

  useEffect(() => {
    if (!target) return;
    for (const s of SIZES) target.classList.toggle(`word__${s}`, s === size);
  }, [target, size]);

  const choose = (next: Size) => {
    if (next === size && stored !== null) return;
    setStored(`word__${next}`);
    emit(host, 'biz-text-size-change', { size: next });
  };

  return (
    <div className="sizes" role="group" aria-label={textSizeText('textSize.label')}>
      {SIZES.map((s) => (
        <button
          key={s}
          type="button"
          part={s}
          className={s}
          aria-pressed={s === size}
          aria-label={textSizeText(NAMES[s])}
          title={textSizeText(LABELS[s])}
          onClick={() => choose(s)}
        >
          <span aria-hidden="true">А</span>
        </button>
      ))}
    </div>
  );
}
