/**
 * The search popup (docs/behaviour.md#search): a modal with the query, period tabs, «Сначала
 * новые» and paged results from POST {action}; a chunk the shell loads on the first open.
 */
import { useCallback, useRef, useState, type RefObject, type UIEvent } from 'react';
import { Dialog, dialogStyles } from '../../src/ui/Dialog.tsx';
import { reportCut } from '../../src/element/caps.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { Tabs, tabsStyles } from '../../src/ui/Tabs.tsx';
import './events.ts';
import { useSearchPages } from './use-search-pages.ts';
import { ResultPage } from './ResultPage.tsx';
import { foundCount, searchText } from './strings.ts';

import { serverHtmlStyles } from '../../src/ui/server-html.ts';
import css from './search-dialog.css?inline';

/** Results per page. */
export const PAGE_SIZE = 12;
/** How close to the results' end (px) scrolling loads the next page. */
export const SCROLL_TRIGGER_PX = 50;

const PERIODS = ['1', '2', '3', '4'] as const;
type Period = (typeof PERIODS)[number];
const PERIOD_LABEL = {
  '1': 'search.period1',
  '2': 'search.period2',
  '3': 'search.period3',
  '4': 'search.period4',
} as const;

/** The search form in the popup: the query field and the «Сначала новые» toggle. */
function SearchForm(props: {
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  onQuery: (query: string) => void;
  newest: boolean;
  onToggleNewest: () => void;
  /** Enter: search now. */
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

/** Props of {@link SearchDialog}: the shell's popup state and two attributes. */
export interface SearchDialogProps {
  /** POST URL of the search (the `action` attribute). */
  action: string;
  /** Quiet typing before a search, in ms (the `debounce` attribute). */
  debounce: number;
  /** Whether «/» opens the popup (for the hint). */
  slash: boolean;
  host: HTMLElement;
  open: boolean;
  onClose: () => void;
  /** The query; a page trigger may set it. */
  query: string;
  onQuery: (query: string) => void;
  /** The control that opened the popup: focus returns there (null: what had focus before). */
  opener: RefObject<Element | null>;
}

/** The popup: the form, the period tabs and the results. */
function SearchDialog({
  action,
  debounce: wait,
  slash,
  host,
  open,
  onClose,
  query,
  onQuery,
  opener,
}: SearchDialogProps) {
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
    <Dialog
      open={open}
      onClose={onClose}
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
        onQuery={onQuery}
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
  );
}

/** The lazy part's view (src/element/lazy-part.tsx). */
export const View = SearchDialog;
/** The sheets it draws with: the dialog, the tabs, the results' server HTML, its own. */
export const styles: readonly string[] = [dialogStyles, tabsStyles, serverHtmlStyles, css];
