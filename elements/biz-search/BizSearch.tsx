/**
 * The search popup (docs/behaviour.md#search): a modal dialog with the query, period tabs, a «Сначала
 * новые» toggle and paged results from POST {action}. Typing is debounced; a newer query aborts
 * the older one, so stale answers are dropped. 12 results a page; the next page loads when the
 * results are scrolled within 50 px of their end (or with «Показать ещё»).
 */
import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { clock } from '../../src/element/clock.ts';
import { search } from '../../src/api/endpoints.ts';
import type { HostProps } from '../../src/element/define.ts';
import { emit } from '../../src/element/events.ts';
import { useCall } from '../../src/element/use-call.ts';
import { foundCount, ts } from '../../src/i18n/ru/search.ts';
import { Dialog } from '../../src/ui/Dialog.tsx';
import { reportCut } from '../../src/element/caps.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { Tabs } from '../../src/ui/Tabs.tsx';
import './events.ts';
import { ResultPage } from './ResultPage.tsx';

/** Attributes of `<biz-search>` as props. */
export interface SearchProps {
  /** `action`: the search form's action (default `/search`). */
  action?: string;
  /** `trigger`: CSS selector of page controls that open the popup (e.g. the header's input). */
  trigger?: string;
  /** `debounce`: ms of quiet typing before searching (default 300). */
  debounce?: number;
  /** `open-button`: 'hidden' leaves out the element's own open button (the page has a trigger). */
  openButton?: string;
}

/** Results per page (docs/behaviour.md#search). */
export const PAGE_SIZE = 12;
/** How close to the end of the results scrolling loads the next page (docs/behaviour.md#search). */
export const SCROLL_TRIGGER_PX = 50;

const PERIODS = ['1', '2', '3', '4'] as const;
type Period = (typeof PERIODS)[number];
const PERIOD_LABEL = {
  '1': 'search.period1',
  '2': 'search.period2',
  '3': 'search.period3',
  '4': 'search.period4',
} as const;

/** Whether a key press happens while the reader types into a field. */
function typing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement &&
      !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color'].includes(target.type))
  );
}

interface Results {
  pages: string[];
  total: number;
}

/** The open button and the popup. */
export function BizSearch({
  action = '/search',
  trigger,
  debounce,
  openButton,
  host,
}: SearchProps & HostProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [period, setPeriod] = useState<Period>('1');
  const [newest, setNewest] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  const { busy: loading, failure, report, clear, run, cancel, active } = useCall(host);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);
  const latest = useRef({ query, period, newest, results });
  latest.current = { query, period, newest, results };
  const wait = debounce !== undefined && debounce >= 0 ? debounce : 300;

  /** Loads `page` of the current query; page 1 starts a new search and drops older answers. */
  const load = useCallback(
    (page: number) => {
      const { query: q, period: p, newest: n } = latest.current;
      const text = q.trim();
      if (page === 1) cancel();
      else if (active()) return;
      clear();
      if (!text) {
        setResults(null);
        return;
      }
      const fields = { query: text, period: Number(p), newest_begin: (n ? 1 : 0) as 0 | 1, page };
      run({
        request: (signal) => search(action, fields, { signal }),
        endpoint: action,
        failed: ts('search.failed'),
        retry: () => load(page),
        done: (answer) => {
          setResults((before) => ({
            pages: page === 1 ? [answer.html] : [...(before?.pages ?? []), answer.html],
            total: answer.total_found,
          }));
          emit(host, 'biz-search-load', {
            query: text,
            period: fields.period,
            newestBegin: fields.newest_begin,
            page,
            total: answer.total_found,
          });
        },
      });
    },
    [action, active, cancel, clear, host, run],
  );

  // Typing: debounced. Period and sort: at once (see the handlers).
  useEffect(() => {
    if (!open) return;
    const timers = clock(); // injectable, so a test can type faster than any machine is slow
    const timer = timers.setTimeout(() => load(1), wait);
    return () => timers.clearTimeout(timer);
  }, [query, open, wait, load]);

  const show = useCallback((text?: string) => {
    opener.current = null;
    if (text !== undefined) setQuery(text);
    setOpen(true);
  }, []);

  // Ctrl+K (or ⌘K) anywhere, "/" when not typing.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const chord =
        (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event);
      if (!chord && !slash) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  // Page controls named by `trigger`: a click, Enter, typing or their form's submit opens the
  // popup with their text.
  useEffect(() => {
    if (!trigger) return;
    let targets: HTMLElement[] = [];
    try {
      targets = Array.from(document.querySelectorAll<HTMLElement>(trigger));
    } catch {
      console.warn(`[biz-widgets] <biz-search>: trigger "${trigger}" is not a valid selector`);
    }
    const value = (el: HTMLElement) => (el instanceof HTMLInputElement ? el.value : undefined);
    const onClick = (event: Event) => {
      event.preventDefault();
      show(value(event.currentTarget as HTMLElement) || undefined);
      opener.current = event.currentTarget as Element;
    };
    const onInput = (event: Event) => {
      const el = event.currentTarget as HTMLInputElement;
      const text = el.value;
      el.value = '';
      show(text);
      opener.current = el;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing) return;
      onClick(event);
    };
    // The trigger's own form (the header's «Найти» button, Enter, requestSubmit) opens the popup
    // with the field's text, or the text typing already moved there: it never leaves the page.
    const forms = new Map<HTMLFormElement, HTMLElement>();
    for (const el of targets) {
      const form = el.closest('form');
      if (form && !forms.has(form)) forms.set(form, el);
    }
    const onSubmit = (event: SubmitEvent) => {
      const form = event.currentTarget as HTMLFormElement;
      const el = forms.get(form);
      if (!el) return;
      event.preventDefault();
      show(value(el) || undefined);
      opener.current = el;
    };
    for (const el of targets) {
      el.addEventListener('click', onClick);
      el.addEventListener('keydown', onKeyDown);
      if (el instanceof HTMLInputElement) el.addEventListener('input', onInput);
    }
    for (const form of forms.keys()) form.addEventListener('submit', onSubmit);
    return () => {
      for (const el of targets) {
        el.removeEventListener('click', onClick);
        el.removeEventListener('keydown', onKeyDown);
        el.removeEventListener('input', onInput);
      }
      for (const form of forms.keys()) form.removeEventListener('submit', onSubmit);
    };
  }, [trigger, show]);

  const choosePeriod = (next: Period) => {
    if (next === period) return;
    latest.current.period = next;
    setPeriod(next);
    load(1);
  };
  const toggleNewest = () => {
    latest.current.newest = !newest;
    setNewest(!newest);
    load(1);
  };

  const shown = results ? Math.min(results.total, results.pages.length * PAGE_SIZE) : 0;
  const more = results !== null && shown < results.total;
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (more && box.scrollHeight - box.scrollTop - box.clientHeight <= SCROLL_TRIGGER_PX) {
      load(results.pages.length + 1);
    }
  };
  const onSanitizerError = useCallback(
    (error: unknown) => report(error, ts('search.failed'), action),
    [report, action],
  );
  const onCut = useCallback(
    (shown: number) => reportCut(host, action, `first ${shown} results of a page shown`),
    [host, action],
  );

  const body = (
    <div className="results" part="results" onScroll={onScroll} aria-busy={loading}>
      <div className="status" role="status" part="count">
        {results && results.total > 0 && foundCount(results.total)}
        {results && results.total === 0 && (
          <p part="empty" className="empty">
            {ts('search.empty')}
          </p>
        )}
      </div>
      {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
      {results?.pages.map((html, i) => (
        <ResultPage key={i} html={html} onError={onSanitizerError} onCut={onCut} />
      ))}
      {loading && <p className="loading">{ts('search.loading')}</p>}
      {results && results.total >= PAGE_SIZE && (
        <footer part="footer" className="footer">
          <span>{ts('search.shown', { shown, total: results.total })}</span>
          {more && (
            <button
              type="button"
              part="more"
              disabled={loading}
              onClick={() => load(results.pages.length + 1)}
            >
              {ts('search.more')}
            </button>
          )}
        </footer>
      )}
    </div>
  );

  return (
    <>
      {openButton !== 'hidden' && (
        <button
          type="button"
          part="open"
          className="open"
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K /"
          title={ts('search.hint')}
          onClick={(event) => {
            show();
            opener.current = event.currentTarget;
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M15.5 15.5L21 21"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">{ts('search.open')}</span>
        </button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={ts('search.title')}
        description={ts('search.hint')}
        closeLabel={ts('search.close')}
        initialFocus={() => input.current}
        returnFocus={() => opener.current}
        className="search-dialog"
      >
        <form
          role="search"
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            load(1);
          }}
        >
          <input
            ref={input}
            type="search"
            part="input"
            className="input"
            aria-label={ts('search.input')}
            placeholder={ts('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" part="sort" aria-pressed={newest} onClick={toggleNewest}>
            {ts('search.newest')}
          </button>
        </form>
        <Tabs
          label={ts('search.periods')}
          selected={period}
          onSelect={choosePeriod}
          items={PERIODS.map((key) => ({
            key,
            label: ts(PERIOD_LABEL[key]),
            tabPart: `period period-${key}`,
            panel: key === period ? body : null,
          }))}
        />
      </Dialog>
    </>
  );
}
