/**
 * Standings tables with a select (spec 1 "Standings tables with a select"). The tables stay the
 * page's (light DOM); the select shows one at a time and the choice is remembered.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { HostProps } from '../../src/element/define.ts';
import { emit } from '../../src/element/events.ts';
import { useStoredValue } from '../../src/element/hooks.ts';
import { tp } from '../../src/i18n/ru/page-widgets.ts';
import './events.ts';
import { adoptStickyHeaders } from './page-sheet.ts';

/** Attributes of `<biz-standings>` as props. */
export interface StandingsProps {
  /** `name`: names the remembered choice (localStorage `standings-{name}`). */
  name?: string;
}

/** The localStorage key of the remembered table: `standings-{name}`. */
export const standingsKey = (name: string) => `standings-${name}`;

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
      tp('standings.untitled', { n: index + 1 });
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

  useEffect(() => adoptStickyHeaders(host), [host]);

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

  const current = entries[index];
  return (
    <>
      {entries.length > 1 && (
        <div className="bar" part="bar">
          <label htmlFor={selectId} part="label">
            {tp('standings.select')}
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
      <div
        className="scroll"
        part="scroll"
        role="region"
        aria-label={current?.label ?? tp('standings.select')}
        tabIndex={0}
      >
        <slot />
      </div>
    </>
  );
}
