/**
 * Alphabet selector over the page's list of people (docs/behaviour.md#person-list). The list stays
 * the page's (light DOM); a letter hides the other people with `hidden`; the choice lives in the
 * URL hash (`#letter-К`).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { personListAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import { plural } from '../../src/i18n/index.ts';
import { adoptPageRules, hiddenRule } from '../../src/page/page-rules.ts';
import './events.ts';
import { hashFor, LATIN_LETTERS, letterFromHash, letterOf, RUSSIAN_LETTERS } from './letters.ts';
import { PEOPLE, personListText } from './strings.ts';

/** Attributes of `<biz-person-list>` as props, defaults applied (./attributes.ts). */
export type PersonListProps = AttributeProps<typeof personListAttributes>;

interface Person {
  el: HTMLElement;
  letter: string;
}

const samePeople = (a: Person[], b: Person[]) =>
  a.length === b.length && a.every((p, i) => p.el === b[i]?.el && p.letter === b[i]?.letter);

function readPeople(host: HTMLElement, selector: string): Person[] {
  try {
    return Array.from(host.querySelectorAll<HTMLElement>(selector), (el) => ({
      el,
      letter: letterOf(el),
    }));
  } catch {
    return []; // an invalid selector: nothing to filter
  }
}

/** The people in the host's light DOM, kept up to date when the page changes the list. */
function usePeople(host: HTMLElement, selector: string): Person[] {
  const [people, setPeople] = useState(() => readPeople(host, selector));
  useEffect(() => {
    const update = () => {
      const next = readPeople(host, selector);
      setPeople((previous) => (samePeople(previous, next) ? previous : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [host, selector]);
  return people;
}

/** The letter in the URL hash, following `hashchange` (a shared link, the reader's edit). */
function useHashLetter(): [string | null, (letter: string | null) => void] {
  const [letter, setLetter] = useState(() => letterFromHash(location.hash));
  useEffect(() => {
    const follow = () => setLetter(letterFromHash(location.hash));
    window.addEventListener('hashchange', follow);
    // A change between the first render and now (effects run after paint) is not missed.
    follow();
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const choose = (next: string | null) => {
    setLetter(next);
    try {
      // replaceState: no history entry per letter, and no hashchange to react to.
      const url = next ? hashFor(next) : `${location.pathname}${location.search}`;
      history.replaceState(history.state, '', url);
    } catch (error) {
      console.error('[biz-widgets] <biz-person-list> could not update the URL', error);
    }
  };
  return [letter, choose];
}

/** The «Все» button's key in the roving tab order. */
const ALL = '';

/**
 * Hides the people filed under other letters than `active` (everyone shown for null); only what
 * it hid is shown again, and all of it when the element goes.
 */
function useOnlyLetter(people: readonly Person[], active: string | null) {
  const ours = useRef(new Set<HTMLElement>());
  useLayoutEffect(() => {
    for (const { el, letter } of people) {
      const hide = active !== null && letter !== active;
      if (hide && !el.hidden) {
        el.hidden = true;
        ours.current.add(el);
      } else if (!hide && ours.current.has(el)) {
        el.hidden = false;
        ours.current.delete(el);
      }
    }
  }, [people, active]);
  useEffect(() => {
    const hidden = ours.current;
    return () => {
      for (const el of hidden) el.hidden = false;
      hidden.clear();
    };
  }, []);
}

/**
 * The toolbar's arrow keys (WAI-ARIA APG toolbar): ←/→ move to the previous/next usable button,
 * wrapping around, Home/End to the first/last. Focuses it and returns its letter (ALL for «Все»),
 * or undefined when the key is not one of these.
 */
function moveInToolbar(event: KeyboardEvent<HTMLDivElement>): string | undefined {
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
  );
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return undefined;
  const last = buttons.length - 1;
  const next =
    event.key === 'ArrowRight'
      ? at === last
        ? 0
        : at + 1
      : event.key === 'ArrowLeft'
        ? at === 0
          ? last
          : at - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : null;
  if (next === null) return undefined;
  event.preventDefault();
  const target = buttons[next];
  target?.focus();
  return target?.dataset.letter ?? ALL;
}

/** The toolbar of letters, the count, and the page's list (a slot). */
export function BizPersonList({ item, host }: PersonListProps & HostProps) {
  const selector = item.trim();
  const people = usePeople(host, selector);
  const [hashLetter, setHashLetter] = useHashLetter();

  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const { letter } of people) map.set(letter, (map.get(letter) ?? 0) + 1);
    return map;
  }, [people]);
  const latin = LATIN_LETTERS.some((l) => counts.has(l));
  // A letter nobody is filed under (an old link) shows everyone.
  const active = hashLetter && counts.has(hashLetter) ? hashLetter : null;

  /** Which button is in the tab order (roving tabindex): the last focused, else the chosen. */
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const tabKey =
    focusKey !== null && (focusKey === ALL || counts.has(focusKey)) ? focusKey : (active ?? ALL);

  // What we hide stays hidden whatever `display` the page gives its list items.
  useLayoutEffect(() => adoptPageRules(host, hiddenRule('biz-person-list')), [host]);

  useOnlyLetter(people, active);

  const choose = (letter: string | null) => {
    setFocusKey(letter ?? ALL);
    if (letter === active) return;
    setHashLetter(letter);
    emit(host, 'biz-person-filter', { letter });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const letter = moveInToolbar(event);
    if (letter !== undefined) setFocusKey(letter);
  };

  const letterButton = (letter: string) => {
    const count = counts.get(letter) ?? 0;
    return (
      <button
        key={letter}
        type="button"
        part={active === letter ? 'letter letter-active' : 'letter'}
        data-letter={letter}
        aria-pressed={active === letter}
        disabled={count === 0}
        tabIndex={tabKey === letter ? 0 : -1}
        onFocus={() => setFocusKey(letter)}
        onClick={() => choose(letter)}
      >
        {letter}
      </button>
    );
  };

  const shown = active === null ? people.length : (counts.get(active) ?? 0);
  const status =
    active === null
      ? personListText('persons.shownAll', { count: plural(shown, PEOPLE) })
      : personListText('persons.shownLetter', { letter: active, count: plural(shown, PEOPLE) });

  return (
    <>
      <div
        role="toolbar"
        aria-label={personListText('persons.toolbar')}
        part="toolbar"
        className="letters"
        onKeyDown={onKeyDown}
      >
        <button
          type="button"
          part={active === null ? 'letter all letter-active' : 'letter all'}
          className="all"
          data-letter={ALL}
          aria-pressed={active === null}
          tabIndex={tabKey === ALL ? 0 : -1}
          onFocus={() => setFocusKey(ALL)}
          onClick={() => choose(null)}
        >
          {personListText('persons.all')}
        </button>
        <span className="group" part="russian">
          {RUSSIAN_LETTERS.map(letterButton)}
        </span>
        {latin && (
          <span className="group" part="latin">
            {LATIN_LETTERS.map(letterButton)}
          </span>
        )}
      </div>
      <p className="count" part="status" role="status">
        {status}
      </p>
      <div className="list" part="list">
        <slot />
      </div>
    </>
  );
}
