/**
 * What `<biz-comments>` shows once a reader asks for it (order choice, «Ещё» menu, report form,
 * quote offer, «К следующему новому»), in its own chunk: the list's stays within 10 KB.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { reportComment } from '../../src/api/endpoints.ts';
import { emit } from '../../src/element/events.ts';
import { afterYield } from '../../src/element/yield.ts';
import { useFailure } from '../../src/element/hooks.ts';
import { adopt } from '../../src/element/lazy-part.tsx';
import { catalogue } from '../../src/i18n/index.ts';
import { flatReplies, ORDERS, type Order } from '../../src/comments/thread.ts';
import type { CommentsStore } from '../../src/comments/store.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { useComments, useSelector } from './context.ts';
import { COMMENT, controlOf } from './keyboard.ts';
import { quote, selectedIn, selectionRange } from './quote.ts';
import css from './extras.css?inline';

const STYLES = [css];

/** The Russian strings of this chunk. */
export const extrasText = catalogue({
  orderLegend: 'Порядок',
  order_new: 'Сначала новые',
  order_old: 'Сначала старые',
  order_best: 'Лучшие',
  order_flat: 'Все подряд',
  ordered: 'Порядок комментариев: {order}.',
  menu: 'Ещё',
  quote: 'Цитировать',
  copyLink: 'Скопировать ссылку',
  mute: 'Скрыть комментарии автора',
  report: 'Пожаловаться',
  hiddenAuthors: 'Скрытые авторы',
  unmute: 'Показывать снова: {name}',
  reportLegend: 'Причина жалобы',
  reason_spam: 'Спам',
  reason_abuse: 'Оскорбления',
  reason_offtopic: 'Не по теме',
  reason_other: 'Другое',
  reportText: 'Подробнее',
  reportTextNeeded: 'Напишите, что не так.',
  send: 'Отправить',
  cancel: 'Отмена',
  reportFailed: 'Жалоба не отправлена.',
  reported: 'Жалоба отправлена. Спасибо!',
  nextNew: 'К следующему новому',
} as const);

/** Adopts this chunk's stylesheet into the element's shadow root before the first layout. */
function useStyles() {
  const { root } = useComments();
  useLayoutEffect(() => adopt(root, STYLES), [root]);
}

/** The order choice (docs/behaviour.md#comments-order); none checked for the server's order. */
export function OrderChoice({ store, order }: { store: CommentsStore; order: Order }) {
  useStyles();
  const [said, setSaid] = useState('');
  // The reader's choice until the store has it: the click's task only checks the radio and says
  // so; the list is arranged in the task after it (a tap's own hit tests already fill most of
  // the click's task with 2,000 comments on the page). Another choice before then replaces it.
  const [chosen, setChosen] = useState<Order | null>(null);
  useEffect(() => {
    if (chosen === null) return;
    return afterYield(() => {
      store.arrange(chosen, true);
      setChosen(null);
    });
  }, [store, chosen]);
  const shown = chosen ?? order;
  return (
    <fieldset className="order" part="order">
      <legend>{extrasText('orderLegend')}</legend>
      {ORDERS.map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="order"
            value={value}
            checked={shown === value}
            onChange={() => {
              setChosen(value);
              setSaid(extrasText('ordered', { order: extrasText(`order_${value}`) }));
            }}
          />
          {extrasText(`order_${value}`)}
        </label>
      ))}
      <span className="live" aria-live="polite">
        {said}
      </span>
    </fieldset>
  );
}

const itemsOf = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll<HTMLElement>('[role=menuitem]'));

/**
 * A comment's «Ещё» menu (APG menu button, docs/behaviour.md#comments-menu), only while open. The
 * items carry no handler: the list's delegated listener answers them by `data-act` (actions.ts).
 */
export function CommentMenu({ name, anonymous }: { name: string; anonymous: boolean }) {
  useStyles();
  const { store, reportAction } = useComments();
  const [muted] = useSelector(store, (s) => [s.muted]);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => itemsOf(ref.current!)[0]?.focus(), []);
  const close = (focusButton: boolean) => {
    const comment = ref.current?.closest<HTMLElement>('[part~=comment]');
    if (focusButton && comment) controlOf(comment, 'more')?.focus();
    store.openMenu(null);
  };
  const keys = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(e.currentTarget);
    const at = items.indexOf(e.target as HTMLElement);
    const to = {
      ArrowDown: items[(at + 1) % items.length],
      ArrowUp: items[(at - 1 + items.length) % items.length],
      Home: items[0],
      End: items.at(-1),
    }[e.key];
    // Every key stays here: the list's own keys (keyboard.ts) move between comments.
    e.stopPropagation();
    if (to) {
      e.preventDefault();
      to.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };
  const item = (act: string, text: string, data?: string) => (
    <button
      key={act + (data ?? '')}
      role="menuitem"
      part="menuitem"
      data-act={act}
      data-name={data}
      tabIndex={-1}
    >
      {text}
    </button>
  );
  return (
    <div
      ref={ref}
      role="menu"
      part="menu"
      className="menu"
      aria-label={extrasText('menu')}
      onKeyDown={keys}
      // A press on an item keeps focus where it is: WebKit does not focus a pressed button, and
      // the blur would close the menu before the click.
      onMouseDown={(e) => e.preventDefault()}
      onBlur={(e) => {
        const to = e.relatedTarget as Element | null;
        if (!e.currentTarget.contains(to) && !to?.matches('[part~=more]')) close(false);
      }}
    >
      {item('quote', extrasText('quote'))}
      {item('copy', extrasText('copyLink'))}
      {!anonymous && !muted.has(name) && item('mute', extrasText('mute'), name)}
      {reportAction && item('report', extrasText('report'))}
      {muted.size > 0 && (
        <div role="group" aria-label={extrasText('hiddenAuthors')}>
          {[...muted].map((who) => item('unmute', extrasText('unmute', { name: who }), who))}
        </div>
      )}
    </div>
  );
}

const REASONS = ['spam', 'abuse', 'offtopic', 'other'] as const;

/** The longest report text sent (docs/server-contract.md#comments). */
const REPORT_MAX = 1000;

/**
 * The report form under comment `id` (docs/behaviour.md#comments-menu): a reason and words, POST
 * to `report-action`; sent, `biz-comment-report`; failed, a retry with nothing lost.
 */
export function ReportForm({ id }: { id: string }) {
  useStyles();
  const { store, reportAction, host, articleId, root } = useComments();
  const [reason, setReason] = useState<(typeof REASONS)[number] | ''>('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const { failure, report, clear } = useFailure(host);
  const first = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => first.current?.focus(), []);
  const back = () => {
    const comment = root.getElementById(`comment-${id}`);
    if (comment) controlOf(comment, 'more')?.focus();
  };
  const close = () => {
    back();
    store.report(null);
  };
  const needsText = reason === 'other' && !text.trim();
  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!reason || needsText || busy) return;
    setBusy(true);
    clear();
    try {
      await reportComment(reportAction, { comment_id: id, reason, text: text.trim() });
      back();
      store.report(null);
      store.note(id, extrasText('reported'));
      emit(host, 'biz-comment-report', { articleId, commentId: id, reason });
    } catch (error) {
      report(error, extrasText('reportFailed'), reportAction, () => void send());
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="report"
      part="report-form"
      aria-label={extrasText('report')}
      onSubmit={send}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          close();
        }
      }}
    >
      <fieldset>
        <legend>{extrasText('reportLegend')}</legend>
        {REASONS.map((value, i) => (
          <label key={value}>
            <input
              ref={i === 0 ? first : undefined}
              type="radio"
              name={`reason-${id}`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {extrasText(`reason_${value}`)}
          </label>
        ))}
      </fieldset>
      <label className="report-text">
        {extrasText('reportText')}
        <textarea
          value={text}
          maxLength={REPORT_MAX}
          rows={2}
          aria-describedby={needsText ? `report-need-${id}` : undefined}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </label>
      {needsText && (
        <p className="muted" id={`report-need-${id}`}>
          {extrasText('reportTextNeeded')}
        </p>
      )}
      {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
      <div className="report-buttons">
        <button type="submit" part="report-submit" disabled={!reason || needsText || busy}>
          {extrasText('send')}
        </button>
        <button type="button" className="link" onClick={close}>
          {extrasText('cancel')}
        </button>
      </div>
    </form>
  );
}

/** The text selected in one comment's message, and where the selection ends. */
interface Selected {
  comment: HTMLElement;
  text: string;
  x: number;
  y: number;
}

/** The selection inside one comment's message in `root`, or null. */
function selectionIn(root: ShadowRoot): Selected | null {
  const range = selectionRange(root);
  if (!range) return null;
  const at = range.commonAncestorContainer;
  const box = (at instanceof Element ? at : at.parentElement)?.closest('[part~=message]');
  const comment = box?.closest<HTMLElement>(COMMENT);
  const text = box ? selectedIn(box) : '';
  if (!comment || !text || box!.getRootNode() !== root) return null;
  const end = range.getBoundingClientRect();
  return { comment, text, x: end.left, y: end.bottom };
}

/** «Цитировать» under a selection in a comment's message, after a pointer or key selects text. */
export function QuoteOffer() {
  useStyles();
  const shared = useComments();
  const [offer, setOffer] = useState<Selected | null>(null);
  useEffect(() => {
    const { root } = shared;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the browser has finished moving the selection.
    const check = (e: Event) => {
      if ((e.target as Element).closest?.('[part~=quote]')) return;
      clearTimeout(timer);
      timer = setTimeout(() => setOffer(selectionIn(root)));
    };
    root.addEventListener('pointerup', check);
    root.addEventListener('keyup', check);
    return () => {
      clearTimeout(timer);
      root.removeEventListener('pointerup', check);
      root.removeEventListener('keyup', check);
    };
  }, [shared]);
  if (!offer) return null;
  return (
    <button
      part="quote"
      className="quote-offer"
      style={{ left: `${Math.max(0, offer.x)}px`, top: `${offer.y + 4}px` }}
      // The selection stays while the button is pressed.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => {
        setOffer(null);
        void quote(shared, offer.comment.dataset.commentId!, offer.comment, offer.text);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOffer(null);
      }}
    >
      {extrasText('quote')}
    </button>
  );
}

const NO_BRANCHES: ReadonlySet<string> = new Set();

/** «К следующему новому»: `open`s the next comment marked «новый» in reading order, wrapping. */
export function NextNew({ open }: { open: (id: string) => void }) {
  useStyles();
  const { store, root } = useComments();
  const next = () => {
    const { thread, fresh, current } = store.getState();
    const order = flatReplies(thread, '0', NO_BRANCHES).map((c) => c.id);
    const marked = order.filter((id) => fresh.has(id));
    const from = current === null ? -1 : order.indexOf(current);
    const to = marked.find((id) => order.indexOf(id) > from) ?? marked[0];
    if (!to) return;
    if (store.getState().target === to) root.getElementById(`comment-${to}`)?.focus();
    else open(to);
  };
  return (
    <button part="next-new" className="link next-new" onClick={next}>
      {extrasText('nextNew')}
    </button>
  );
}
