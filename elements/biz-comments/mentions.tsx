/**
 * Mentions (docs/behaviour.md#comments): suggestions from GET /users/ajax/{partial}. The textarea
 * keeps its textbox role (a multi-line field cannot be a combobox), so no `aria-expanded` (not
 * allowed on a textbox): the list's `aria-controls` link and the polite count say it is open.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { findUsers } from '../../src/api/endpoints.ts';
import { isSuccessStatus } from '../../src/api/client.ts';
import type { MentionUser } from '../../src/api/schemas/users.ts';
import { useFailure } from '../../src/element/hooks.ts';
import { Avatar } from '../../src/ui/Avatar.tsx';
import { Name } from '../../src/ui/Name.tsx';
import { displayName } from '../../src/ui/names.ts';
import { formText, suggestionCount } from './form-strings.ts';

/** Suggestions start after '@' and more than 2 characters. */
const QUERY = /(?:^|\s)@([^\s@]{3,40})$/u;
const DEBOUNCE_MS = 120;

/** Mention state of one textarea. */
export function useMentions(host: HTMLElement, onChoose: (value: string, caret: number) => void) {
  const [query, setQuery] = useState<string | null>(null);
  const [users, setUsers] = useState<MentionUser[] | null>(null);
  const [active, setActive] = useState(0);
  const pending = useRef<{ controller: AbortController; timer: ReturnType<typeof setTimeout> }>(
    null,
  );
  const at = useRef(0);
  const { failure, report, clear } = useFailure(host);

  const cancel = useCallback(() => {
    clearTimeout(pending.current?.timer);
    pending.current?.controller.abort();
    pending.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const close = () => {
    cancel();
    setQuery(null);
    setUsers(null);
  };

  /** Call after every input or caret move. */
  const update = (field: HTMLTextAreaElement) => {
    const caret = field.selectionStart;
    const match = caret === field.selectionEnd && QUERY.exec(field.value.slice(0, caret));
    if (!match) return close();
    const partial = match[1] as string;
    at.current = caret - partial.length - 1;
    if (partial === query) return;
    cancel();
    clear();
    setQuery(partial);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      findUsers(partial, { signal: controller.signal }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          setUsers(isSuccessStatus(answer.status) ? answer.data.slice(0, 8) : []);
          setActive(0);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setUsers(null);
          report(error, formText('suggestionsFailed'), '/users/ajax');
        },
      );
    }, DEBOUNCE_MS);
    pending.current = { controller, timer };
  };

  const choose = (field: HTMLTextAreaElement, user: MentionUser) => {
    // What the reader saw in the list (src/ui/Name.tsx), not invisible characters around it.
    const insert = `@${displayName(user.nickname)} `;
    const value = field.value.slice(0, at.current) + insert + field.value.slice(field.selectionEnd);
    close();
    onChoose(value, at.current + insert.length);
  };

  const open = query !== null && users !== null && users.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || !users) return;
    const n = users.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setActive((active + (event.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      choose(event.currentTarget, users[active] as MentionUser);
    } else if (event.key === 'Escape') {
      close();
      event.stopPropagation();
    } else return;
    event.preventDefault();
  };

  /** Live text for screen readers: how many suggestions, none, or why none. */
  const status =
    failure?.message ??
    (query === null || users === null
      ? ''
      : users.length
        ? suggestionCount(users.length)
        : formText('noSuggestions'));

  return { open, users: users ?? [], active, update, choose, close, onKeyDown, status };
}

interface MentionListProps {
  id: string;
  users: MentionUser[];
  active: number;
  onChoose: (user: MentionUser) => void;
}

/** The suggestions popup (a listbox). */
export function MentionList({ id, users, active, onChoose }: MentionListProps) {
  return (
    <ul
      className="mentions"
      role="listbox"
      id={id}
      aria-label={formText('suggestions')}
      part="mentions"
    >
      {users.map((user, i) => (
        <li
          key={user.nickname}
          id={`${id}-${i}`}
          role="option"
          part="mention"
          aria-selected={i === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(user)}
        >
          <Avatar
            username={user.username}
            userpic={user.userpic ?? ''}
            size={36}
            part={null}
            standIn="letter"
            className="pic"
            lazy
          />
          <span>
            <Name name={user.username} />
          </span>{' '}
          <span className="nick">
            @<Name name={user.nickname} />
          </span>
        </li>
      ))}
    </ul>
  );
}
