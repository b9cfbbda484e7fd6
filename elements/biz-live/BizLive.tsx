/**
 * The live broadcast block (docs/behaviour.md#live): POST /live/ajax/{id} with `last_timestamp`
 * every `interval` ms (at least 10 s: ./polling.ts), each answer applied in place
 * ({@link applyAnswer}). New messages go straight in while the top of the feed is in view (or
 * below it); once the reader has scrolled past it they wait behind «N новых сообщений» and the
 * page title shows "(N)". A polite status line announces the count, never whole messages.
 */
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { CAPS, capList } from '../../src/api/caps.ts';
import { liveUpdates } from '../../src/api/endpoints.ts';
import type { LiveAnswer, LiveMessage } from '../../src/api/schemas/live.ts';
import { reportCut } from '../../src/element/caps.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { liveAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import { useFailure, type Failure } from '../../src/element/hooks.ts';
import { prefersReducedMotion } from '../../src/element/media.ts';
import { cappedNotice, clippedNotice } from '../../src/i18n/ru/caps.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { SafeHtml } from '../../src/ui/SafeHtml.tsx';
import { SERVER_HTML_CLASS } from '../../src/ui/server-html.ts';
import './events.ts';
import { createPoller, type Poller } from '../../src/services/poller.ts';
import { liveInterval, livePolling } from './polling.ts';
import { isUnixTime } from '../../src/api/schemas/common.ts';
import { isoDateTime } from '../../src/i18n/index.ts';
import {
  applyAnswer,
  dropBadMessages,
  emptyState,
  revealPending,
  type LiveState,
  type Message,
} from './state.ts';
import { liveText, newMessages } from './strings.ts';

/** Attributes of `<biz-live>` as props, defaults applied (./attributes.ts). */
export type LiveProps = AttributeProps<typeof liveAttributes>;

const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });
const fullDate = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeStyle: 'short' });

/** The page's server-rendered messages: `[data-message-id]` children of the host. */
function readLightDom(host: HTMLElement): { state: LiveState; since: number } | null {
  const nodes = Array.from(host.querySelectorAll<HTMLElement>(':scope > [data-message-id]'));
  if (nodes.length === 0) return null;
  const messages: Message[] = [];
  const pinned: Message[] = [];
  let latest = 0;
  for (const node of nodes) {
    const id = node.dataset.messageId ?? '';
    if (!id) continue;
    const stamp = Number(node.dataset.timestamp);
    const message: Message = {
      id,
      html: node.getHTML(),
      ...(isUnixTime(stamp) && stamp > 0 ? { timestamp: stamp } : {}),
    };
    if (message.timestamp) latest = Math.max(latest, message.timestamp);
    messages.push(message);
    if (node.dataset.fixed === '1' || node.dataset.fixed === 'true') pinned.push(message);
  }
  const given = Number(host.dataset.lastTimestamp);
  return {
    state: { messages, pending: [], pinned },
    since: Number.isFinite(given) && given > 0 ? given : latest,
  };
}

function MessageBody({ message, part }: { message: Message; part: string }) {
  return (
    <>
      {message.timestamp && isUnixTime(message.timestamp) ? (
        <time
          className="when"
          dateTime={isoDateTime(message.timestamp)}
          title={fullDate.format(message.timestamp * 1000)}
        >
          {time.format(message.timestamp * 1000)}
        </time>
      ) : null}
      {message.edited && <span className="edited">{liveText('live.edited')}</span>}
      <SafeHtml
        html={message.html}
        kind="reader"
        className={`body ${SERVER_HTML_CLASS}`}
        part={`${part}-body`}
      />
    </>
  );
}

/**
 * One message of the feed, memoised: `applyAnswer` keeps unchanged messages as the same objects,
 * so a poll re-renders only new and edited ones and its cost does not grow with the feed.
 */
const FeedItem = memo(function FeedItem({ message }: { message: Message }) {
  return (
    <li part="message" className="message" data-message-id={message.id} tabIndex={-1}>
      <MessageBody message={message} part="message" />
    </li>
  );
});

/** Messages with their HTML cut to CAPS.messageChars. */
function clipMessages(list: LiveMessage[]): { list: LiveMessage[]; clipped: boolean } {
  let clipped = false;
  const out = capList(list, CAPS.liveMessages).items.map((m) => {
    if (m.html.length <= CAPS.messageChars) return m;
    clipped = true;
    return { ...m, html: m.html.slice(0, CAPS.messageChars) };
  });
  return { list: out, clipped };
}

/** One answer held to the caps: CAPS.liveMessages messages per list, CAPS.messageChars of HTML each. */
function capAnswer(answer: LiveAnswer): {
  answer: LiveAnswer;
  cut: boolean;
  clipped: boolean;
} {
  const lists = [answer.new, answer.updated, answer.fixed].map(clipMessages);
  return {
    answer: { ...answer, new: lists[0]!.list, updated: lists[1]!.list, fixed: lists[2]!.list },
    cut: [answer.new, answer.updated, answer.fixed].some((l) => l.length > CAPS.liveMessages),
    clipped: lists.some((l) => l.clipped),
  };
}

/** The feed held to CAPS.liveFeed messages: the oldest leave at the bottom. */
function capFeed(state: LiveState): LiveState {
  const { messages, pending } = state;
  if (messages.length + pending.length <= CAPS.liveFeed) return state;
  const keptPending = pending.slice(0, CAPS.liveFeed);
  return {
    ...state,
    pending: keptPending,
    messages: messages.slice(0, Math.max(0, CAPS.liveFeed - keptPending.length)),
  };
}

/**
 * The page title shows "(N)" while `pendingCount` messages wait; the title it had is restored
 * when they are shown or when the element is removed.
 */
function usePendingTitle(pendingCount: number) {
  const baseTitle = useRef<string | null>(null);
  useEffect(() => {
    if (pendingCount > 0) {
      baseTitle.current ??= document.title;
      document.title = `(${pendingCount}) ${baseTitle.current}`;
    } else if (baseTitle.current !== null) {
      document.title = baseTitle.current;
      baseTitle.current = null;
    }
  }, [pendingCount]);
  useEffect(
    () => () => {
      if (baseTitle.current !== null) document.title = baseTitle.current;
      baseTitle.current = null;
    },
    [],
  );
}

/** The pinned messages (`fixed`), above the feed. */
function PinnedList({ pinned }: { pinned: readonly Message[] }) {
  return (
    <ul className="pinned-list" aria-label={liveText('live.pinned')}>
      {pinned.map((m) => (
        <li key={m.id} part="pinned" className="pinned" data-message-id={m.id}>
          <span className="pin-label">{liveText('live.pinned')}</span>
          <MessageBody message={m} part="pinned" />
        </li>
      ))}
    </ul>
  );
}

/** Reports an answer larger than the caps (too many messages, messages cut) as `biz-error`. */
function reportCaps(
  host: HTMLElement,
  liveId: string,
  trimmed: { cut: boolean; clipped: boolean },
) {
  const endpoint = `/live/ajax/${liveId}`;
  if (trimmed.cut) {
    reportCut(host, endpoint, `first ${CAPS.liveMessages} messages of each list shown`);
  }
  if (trimmed.clipped) {
    reportCut(host, endpoint, `messages cut to ${CAPS.messageChars} characters`);
  }
}

/**
 * After «N новых сообщений»: scrolls the feed's top into view (smoothly unless reduced motion) and
 * focuses the newest message (`focusFirst`, an id, cleared once used).
 */
function useFocusRevealed(
  focusFirst: RefObject<string | null>,
  feed: RefObject<HTMLOListElement | null>,
  top: RefObject<HTMLDivElement | null>,
) {
  useLayoutEffect(() => {
    const id = focusFirst.current;
    if (!id) return;
    focusFirst.current = null;
    const item = feed.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`);
    if (!item) return;
    const smooth = !prefersReducedMotion();
    top.current?.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    item.focus({ preventScroll: true });
  });
}

/** A failed update (with «Повторить») and the notices of answers larger than the caps. */
function LiveNotices({
  failure,
  capped,
}: {
  failure: Failure | null;
  capped: { cut: boolean; clipped: boolean };
}) {
  return (
    <div className="notices">
      {failure && <Notice kind="error" message={failure.message} onRetry={failure.retry} />}
      {capped.cut && (
        <p className="muted" part="capped">
          {cappedNotice('messages', CAPS.liveMessages)}
        </p>
      )}
      {capped.clipped && (
        <p className="muted" part="capped">
          {clippedNotice(CAPS.messageChars)}
        </p>
      )}
    </div>
  );
}

/** The block: pinned messages, the «N новых сообщений» button, the feed. */
export function BizLive({ liveId, interval, host }: LiveProps & HostProps) {
  const [initial] = useState(() => readLightDom(host));
  const [state, setState] = useState<LiveState>(initial?.state ?? emptyState);
  const [loaded, setLoaded] = useState(initial !== null);
  const [announcement, setAnnouncement] = useState('');
  const { failure, report, clear } = useFailure(host);
  const since = useRef(initial?.since ?? 0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const top = useRef<HTMLDivElement>(null);
  const feed = useRef<HTMLOListElement>(null);
  const scheduler = useRef<Poller | null>(null);
  const [capped, setCapped] = useState({ cut: false, clipped: false });
  const focusFirst = useRef<string | null>(null);
  const pendingCount = state.pending.length;

  usePendingTitle(pendingCount);

  const apply = useCallback(
    (raw: LiveAnswer) => {
      const { answer, skipped } = dropBadMessages(raw);
      if (skipped.length) {
        console.warn('[biz-widgets] <biz-live> skipped malformed messages', skipped);
        emit(host, 'biz-error', {
          endpoint: `/live/ajax/${liveId}`,
          kind: 'validation',
          message: skipped.join('; '),
        });
      }
      // The top of the feed in view, or still below the viewport: inserting moves nothing the
      // reader is looking at. Scrolled past it: the messages wait.
      const edge = top.current?.getBoundingClientRect().top ?? 0;
      const first = since.current === 0 && stateRef.current.messages.length === 0;
      const insert = first || edge >= 0;
      const trimmed = capAnswer(answer);
      if (trimmed.cut || trimmed.clipped) {
        reportCaps(host, liveId, trimmed);
        setCapped((was) => ({
          cut: was.cut || trimmed.cut,
          clipped: was.clipped || trimmed.clipped,
        }));
      }
      const next = applyAnswer(stateRef.current, trimmed.answer, insert);
      next.state = capFeed(next.state);
      since.current = answer.last_timestamp;
      stateRef.current = next.state;
      setState(next.state);
      setLoaded(true);
      if (next.added > 0 && !first) {
        setAnnouncement(newMessages(insert ? next.added : next.state.pending.length));
        emit(host, 'biz-live-update', { liveId, added: next.added, waiting: !insert });
      }
    },
    [host, liveId],
  );

  useEffect(() => {
    if (!liveId) return;
    const s = createPoller({
      ...livePolling(liveInterval(interval), initial === null),
      poll: (signal) =>
        liveUpdates(liveId, since.current, { signal }).then((answer) => apply(answer)),
      onSuccess: clear,
      onError: (error) =>
        report(
          error,
          liveText(since.current === 0 ? 'live.loadFailed' : 'live.updateFailed'),
          `/live/ajax/${liveId}`,
          () => scheduler.current?.pollNow(),
        ),
    });
    scheduler.current = s;
    return () => {
      s.stop();
      scheduler.current = null;
    };
  }, [liveId, interval, initial, apply, clear, report]);

  const reveal = () => {
    focusFirst.current = state.pending[0]?.id ?? null; // the newest, now on top
    setState(revealPending(state));
    setAnnouncement('');
  };

  useFocusRevealed(focusFirst, feed, top);

  return (
    <section className="live" aria-label={liveText('live.label')} aria-busy={!loaded}>
      <div className="head">
        <span className="badge" part="badge">
          <span className="dot" aria-hidden="true" />
          {liveText('live.badge')}
        </span>
      </div>
      {state.pinned.length > 0 && <PinnedList pinned={state.pinned} />}
      <div ref={top} className="top" />
      <div className="status visually-hidden" role="status" aria-live="polite" part="status">
        {announcement}
      </div>
      {pendingCount > 0 && (
        <button type="button" part="new-messages" className="new-messages" onClick={reveal}>
          {newMessages(pendingCount)}
        </button>
      )}
      <LiveNotices failure={failure} capped={capped} />
      {!loaded && !failure && <p className="muted">{liveText('live.loading')}</p>}
      {loaded && state.messages.length === 0 && <p className="muted">{liveText('live.empty')}</p>}
      <ol ref={feed} className="feed" part="feed" aria-label={liveText('live.feed')}>
        {state.messages.map((m) => (
          <FeedItem key={m.id} message={m} />
        ))}
      </ol>
    </section>
  );
}
