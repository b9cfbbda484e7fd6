/**
 * The search popup (docs/behaviour.md#search): a modal dialog with the query, period tabs, a «Сначала
 * новые» toggle and paged results from POST {action}. Typing is debounced; a newer query aborts
 * the older one, so stale answers are dropped. 12 results a page; the next page loads when the
 * results are scrolled within 50 px of their end (or with «Показать ещё»).
 */
import { useCallback, useRef, useState, type RefObject, type UIEvent } from 'react';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { searchAttributes } from './attributes.ts';
import { Dialog } from '../../src/ui/Dialog.tsx';
import { reportCut } from '../../src/element/caps.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { Tabs } from '../../src/ui/Tabs.tsx';
import './events.ts';
import { useSearchPages } from './use-search-pages.ts';
import { useSearchTriggers } from './use-search-triggers.ts';
import { ResultPage } from './ResultPage.tsx';
import { foundCount, searchText } from './strings.ts';

/** Attributes of `<biz-search>` as props, defaults applied (./attributes.ts). */
export type SearchProps = AttributeProps<typeof searchAttributes>;

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

/** The magnifier of the open button (decorative). */
function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The search form in the popup: the query field and the «Сначала новые» toggle. */
function SearchForm(props: {
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  /** The reader typed: the field's new text. */
  onQuery: (query: string) => void;
  newest: boolean;
  onToggleNewest: () => void;
  /** Enter (or the form's submit): search now. */
  onSubmit: () => void;
}) {
  const { inputRef, query, onQuery, newest, onToggleNewest, onSubmit } = props;
  return (
    <form
      role="search"
      aria-label={searchText('search.form')}
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input
        ref={inputRef}
        type="search"
        part="input"
        className="input"
        aria-label={searchText('search.input')}
        placeholder={searchText('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
      />
      <button type="button" part="sort" aria-pressed={newest} onClick={onToggleNewest}>
        {searchText('search.newest')}
      </button>
    </form>
  );
}

/** The open button and the popup. */
export function BizSearch({
  action,
  trigger,
  debounce: wait,
  openButton,
  shortcut,
  host,
}: SearchProps & HostProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [period, setPeriod] = useState<Period>('1');
  const [newest, setNewest] = useState(false);
  const { results, loading, failure, report, load, latest } = useSearchPages(
    action,
    host,
    { query, period, newest },
    open,
    wait,
  );
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);

  const show = useCallback((text?: string) => {
    opener.current = null;
    if (text !== undefined) setQuery(text);
    setOpen(true);
  }, []);

  const slash = shortcut !== 'off';
  const pageCanOpen = useSearchTriggers(trigger, show, opener, { slash, open });
  const hint = searchText(slash ? 'search.hint' : 'search.hintNoSlash');

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
    (error: unknown) => report(error, searchText('search.failed'), action),
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
            {searchText('search.empty')}
          </p>
        )}
      </div>
      {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
      {results?.pages.map((html, i) => (
        <ResultPage key={i} html={html} onError={onSanitizerError} onCut={onCut} />
      ))}
      {loading && <p className="loading">{searchText('search.loading')}</p>}
      {results && results.total >= PAGE_SIZE && (
        <footer part="footer" className="footer">
          <span>{searchText('search.shown', { shown, total: results.total })}</span>
          {more && (
            <button
              type="button"
              part="more"
              disabled={loading}
              onClick={() => load(results.pages.length + 1)}
            >
              {searchText('search.more')}
            </button>
          )}
        </footer>
      )}
    </div>
  );

  return (
    <>
      {(openButton !== 'hidden' || !pageCanOpen) && (
        <button
          type="button"
          part="open"
          className="open"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-keyshortcuts={slash ? 'Control+K /' : 'Control+K'}
          title={hint}
          onClick={(event) => {
            show();
            opener.current = event.currentTarget;
          }}
        >
          <SearchIcon />
          <span className="visually-hidden">{searchText('search.open')}</span>
        </button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={searchText('search.title')}
        description={hint}
        closeLabel={searchText('search.close')}
        initialFocus={() => input.current}
        returnFocus={() => opener.current}
        className="search-dialog"
      >
        <SearchForm
          inputRef={input}
          query={query}
          onQuery={setQuery}
          newest={newest}
          onToggleNewest={toggleNewest}
          onSubmit={() => load(1)}
        />
        <Tabs
          label={searchText('search.periods')}
          selected={period}
          onSelect={choosePeriod}
          items={PERIODS.map((key) => ({
            key,
            label: searchText(PERIOD_LABEL[key]),
            tabPart: `period period-${key}`,
            panel: key === period ? body : null,
          }))}
        />
      </Dialog>
    </>
  );
}
