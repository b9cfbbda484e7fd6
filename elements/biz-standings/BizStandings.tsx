/**
 * Standings tables with a select (docs/behaviour.md#standings). The tables stay the
 * page's (light DOM); the select shows one at a time and the choice is remembered.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { standingsAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import { useStoredValue } from '../../src/element/hooks.ts';
import './events.ts';
import { adoptPageRules, hiddenRule } from '../../src/page/page-rules.ts';
import { standingsKey } from '../../src/services/keys.ts';
import { standingsText } from './strings.ts';

/** Attributes of `<biz-standings>` as props, defaults applied (./attributes.ts). */
export type StandingsProps = AttributeProps<typeof standingsAttributes>;

/**
 * The page rules (see `adoptPageRules`): header cells stick to the top of the viewport, or of the
 * scrolling region when the table is too wide (zero specificity, so the page's own rules win);
 * what the element hid stays hidden.
 */
const PAGE_RULES = `:where(biz-standings) :where(thead th, thead td) {
  position: sticky;
  top: var(--biz-standings-sticky-top, 0px);
  z-index: 1;
  background-color: var(--biz-standings-head-background, Canvas);
}
${hiddenRule('biz-standings')}`;

interface Entry {
  table: HTMLTableElement;
  /** What is hidden when another table is chosen: the table, or the host's child holding only it. */
  box: HTMLElement;
  label: string;
  /** What is remembered: the table's id, else its label. */
  key: string;
}

const sameEntries = (a: Entry[], b: Entry[]) =>
  a.length === b.length &&
  a.every((e, i) => e.table === b[i]?.table && e.box === b[i]?.box && e.label === b[i]?.label);

function readTables(host: HTMLElement): Entry[] {
  const tables = Array.from(host.querySelectorAll('table')).filter(
    (table) => !table.parentElement?.closest('table'),
  );
  return tables.map((table, index) => {
    const caption = table.caption?.textContent?.replace(/\s+/g, ' ').trim();
    const label =
      caption ||
      table.getAttribute('aria-label')?.trim() ||
      standingsText('standings.untitled', { n: index + 1 });
    let box: HTMLElement = table;
    let top: HTMLElement = table;
    while (top.parentElement && top.parentElement !== host) top = top.parentElement;
    if (top !== table && top.parentElement === host && top.querySelectorAll('table').length === 1) {
      box = top;
    }
    return { table, box, label, key: table.id || label };
  });
}

/** The tables in the host's light DOM, kept up to date when the page changes them. */
function useTables(host: HTMLElement): Entry[] {
  const [entries, setEntries] = useState(() => readTables(host));
  useEffect(() => {
    const update = () => {
      const next = readTables(host);
      setEntries((previous) => (sameEntries(previous, next) ? previous : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [host]);
  return entries;
}

/** The select, and the page's tables (a slot) in a scrolling box. */
export function BizStandings({ name, host }: StandingsProps & HostProps) {
  const entries = useTables(host);
  const key = standingsKey(name?.trim() || host.id || location.pathname);
  const [stored, setStored] = useStoredValue(key);
  const found = entries.findIndex((e) => e.key === stored);
  const index = found >= 0 ? found : 0;
  const selectId = useId();

  useLayoutEffect(() => adoptPageRules(host, PAGE_RULES), [host]);

  // Hide the other tables; only what we hid is shown again.
  const ours = useRef(new Set<HTMLElement>());
  useLayoutEffect(() => {
    entries.forEach(({ box }, i) => {
      if (i !== index && !box.hidden) {
        box.hidden = true;
        ours.current.add(box);
      } else if (i === index && ours.current.has(box)) {
        box.hidden = false;
        ours.current.delete(box);
      }
    });
  }, [entries, index]);
  useEffect(() => {
    const hidden = ours.current;
    return () => {
      for (const el of hidden) el.hidden = false;
      hidden.clear();
    };
  }, []);

  const choose = (next: number) => {
    const entry = entries[next];
    if (!entry || next === index) return;
    setStored(entry.key);
    emit(host, 'biz-standings-change', { index: next, label: entry.label });
  };

  // Wide tables scroll sideways in their own region (the header then sticks to the region's
  // top); tables that fit stay in the page flow, and their header sticks to the viewport.
  const region = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const shownBox = entries[index]?.box;
  useEffect(() => {
    const el = region.current;
    if (!el) return;
    const check = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    check();
    // A resize is checked on the next frame, not in the observer's callback: a re-render there
    // (Preact, the optional build, renders state in a microtask) would resize what is observed
    // within the same delivery, which browsers report as a ResizeObserver loop error.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    });
    observer.observe(el);
    if (shownBox) observer.observe(shownBox);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [shownBox]);

  const current = entries[index];
  return (
    <>
      {entries.length > 1 && (
        <div className="bar" part="bar">
          <label htmlFor={selectId} part="label">
            {standingsText('standings.select')}
          </label>
          <select
            id={selectId}
            part="select"
            value={index}
            onChange={(event) => choose(Number(event.currentTarget.value))}
          >
            {entries.map((entry, i) => (
              <option key={i} value={i}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* Scrolling, the region is a labelled tab stop so the keyboard can scroll it. */}
      <div
        ref={region}
        className={overflowing ? 'scroll scroll--x' : 'scroll'}
        part="scroll"
        role={overflowing ? 'region' : undefined}
        aria-label={overflowing ? (current?.label ?? standingsText('standings.select')) : undefined}
        tabIndex={overflowing ? 0 : undefined}
      >
        <slot />
      </div>
    </>
  );
}
