import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import tabsCss from './tabs.css?inline';

/** The tabs' sheet (./tabs.css), for the adopted styles of an element that draws them. */
export const tabsStyles: string = tabsCss;

interface TabItem<K extends string> {
  /** Stable key, passed to `onSelect`. */
  key: K;
  label: ReactNode;
  panel: ReactNode;
  /** `part` of the tab button (e.g. `tab-login`). */
  tabPart?: string;
  panelPart?: string;
}

interface TabsProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** `automatic` (arrows select, default) or `manual` (arrows move focus; Enter/Space select). */
  activation?: 'automatic' | 'manual';
  className?: string;
}

/**
 * Tabs (WAI-ARIA APG) with a roving tabindex; every panel stays rendered (inactive ones `hidden`),
 * so its state survives a switch. Needs {@link tabsStyles}.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  activation = 'automatic',
  className,
}: TabsProps<K>) {
  const base = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = (key: K) => `${base}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = items.map((item) => item.key);
    const focused = keys.findIndex((key) => buttons.current.get(key) === event.target);
    if (focused < 0) return;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (focused + 1) % keys.length;
        break;
      case 'ArrowLeft':
        next = (focused - 1 + keys.length) % keys.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = keys.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const key = keys[next] as K;
    buttons.current.get(key)?.focus();
    if (activation === 'automatic') onSelect(key);
  };

  return (
    <div className={className ? `biz-tabs ${className}` : 'biz-tabs'}>
      <div role="tablist" aria-label={label} className="biz-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(el) => {
                if (el) buttons.current.set(item.key, el);
                else buttons.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              part={item.tabPart}
              className="biz-tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId(item.key)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={panelId(item.key)}
          part={item.panelPart}
          className="biz-tabs__panel"
          aria-labelledby={tabId(item.key)}
          hidden={item.key !== selected}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
