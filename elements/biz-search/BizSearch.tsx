/**
 * The shell of `<biz-search>`: the open button, the shortcuts and `trigger` controls; it loads the
 * popup's chunk on the first open and keeps the query asked for meanwhile.
 */
import { useCallback, useRef, useState } from 'react';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import { LazyFailure, useLazyPart, type LazyPart } from '../../src/element/lazy-part.tsx';
import type { searchAttributes } from './attributes.ts';
import type { SearchDialogProps } from './SearchDialog.tsx';
import { useSearchTriggers } from './use-search-triggers.ts';
import { searchText } from './strings.ts';
import './events.ts';

/** Attributes of `<biz-search>` as props, defaults applied (./attributes.ts). */
export type SearchProps = AttributeProps<typeof searchAttributes>;

const loadDialog = (): Promise<LazyPart<SearchDialogProps>> => import('./SearchDialog.tsx');

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The open button; the popup once asked for and loaded; a failed load's notice. */
export function BizSearch({
  action,
  trigger,
  debounce,
  openButton,
  shortcut,
  host,
  root,
}: SearchProps & HostProps) {
  const [open, setOpen] = useState(false);
  /** Each opening is a new request for the popup's chunk. */
  const [asked, setAsked] = useState(0);
  const [query, setQuery] = useState('');
  const opener = useRef<Element | null>(null);

  const show = useCallback((text?: string) => {
    opener.current = null;
    if (text !== undefined) setQuery(text);
    setOpen(true);
    setAsked((n) => n + 1);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  const slash = shortcut !== 'off';
  const pageCanOpen = useSearchTriggers(trigger, show, opener, { slash, open });
  const { View, failure } = useLazyPart('biz-search/dialog', loadDialog, asked, host, root);

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
          title={searchText(slash ? 'search.hint' : 'search.hintNoSlash')}
          onClick={(event) => {
            show();
            opener.current = event.currentTarget;
          }}
        >
          <SearchIcon />
          <span className="visually-hidden">{searchText('search.open')}</span>
        </button>
      )}
      {View && (
        <View
          action={action}
          debounce={debounce}
          slash={slash}
          host={host}
          open={open}
          onClose={close}
          query={query}
          onQuery={setQuery}
          opener={opener}
        />
      )}
      {!View && failure && open && <LazyFailure failure={failure} onClose={close} />}
    </>
  );
}
