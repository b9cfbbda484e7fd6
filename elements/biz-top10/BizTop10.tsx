/**
 * Top-10 vote block (docs/behaviour.md#top10: POST /polls/top10/result and /polls/top10/vote): up
 * to ten variants, each with its share and a vote button. One vote per variant, optimistic: the
 * button reads 'Голос учтен!' with the count at once and rolls back with a message and a retry on
 * failure. The vote (its count) is stored under {@link top10StoreKey}, the spec's
 * `top10{article}{variant}` is read too, and both are followed in every instance and tab.
 */
import { useCallback, useEffect, useState } from 'react';
import { top10Result, top10Vote } from '../../src/api/endpoints.ts';
import { isSuccessStatus } from '../../src/api/client.ts';
import type { Top10ResultAnswer } from '../../src/api/schemas/top10-result.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { top10Attributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import {
  useFailure,
  useStoredValue,
  useTransientMessage,
  type FailureState,
} from '../../src/element/hooks.ts';
import { useCall } from '../../src/element/use-call.ts';
import { useLoad } from '../../src/element/use-load.ts';
import { formatNumber } from '../../src/i18n/index.ts';
import { insideQuotes, voteText } from '../../src/i18n/ru/votes.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import { ResultBars } from '../../src/ui/ResultBars.tsx';
import './events.ts';
import { top10Key, top10StoreKey } from '../../src/services/keys.ts';
import { top10Text } from './strings.ts';

/** Attributes of `<biz-top10>` as props, defaults applied (./attributes.ts). */
export type Top10Props = AttributeProps<typeof top10Attributes>;

/** The block shows at most this many variants (docs/behaviour.md#top10: "top-10"). */
const MAX_VARIANTS = 10;

type Entry = Top10ResultAnswer[number];

const toCount = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
};

interface VoteButtonProps {
  articleId: string;
  entry: Entry;
  host: HTMLElement;
  /** The block's vote failures (one error box for all buttons); `clear` also drops notices. */
  failures: FailureState;
  /** A visible notice (the server's word on a vote it already had). */
  onNotice: (message: string) => void;
  /** A vote the server refused: its message. */
  onRefusal: (message: string) => void;
  /** Said to screen readers only (the button itself shows the state). */
  onAnnounce: (message: string) => void;
  onVoted: () => void;
}

/**
 * A stored vote: a count (decimal digits, at most 12), else null. Anything else (junk, a huge
 * string) is not a vote.
 */
function storedVote(value: string | null): number | null {
  return value !== null && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/** One variant's vote button; voted state from {@link top10StoreKey} (or the spec's key). */
function VoteButton(props: VoteButtonProps) {
  const { articleId, entry, host, failures, onNotice, onRefusal, onAnnounce, onVoted } = props;
  const [stored, setStored] = useStoredValue(top10StoreKey(articleId, entry.id));
  const [legacy] = useStoredValue(top10Key(articleId, entry.id));
  const call = useCall(host, failures);
  const pending = call.busy;
  const storedCount = storedVote(stored) ?? storedVote(legacy);
  const voted = storedCount !== null || pending;
  const count = pending ? entry.count + 1 : Math.max(entry.count, storedCount ?? 0);

  const vote = () => {
    if (call.busy || voted || !articleId) return;
    call.run({
      request: () => top10Vote(articleId, entry.id),
      endpoint: '/polls/top10/vote',
      failed: top10Text('top10.failed'),
      retry: vote,
      done: (answer) => {
        const serverCount = toCount(answer?.count);
        if (answer && answer.status !== undefined && !isSuccessStatus(answer.status)) {
          const said = typeof answer.message === 'string' ? answer.message.trim() : '';
          if (serverCount !== null) {
            // The server already has this visitor's vote for the variant: it is voted.
            setStored(String(serverCount));
            if (said) onNotice(said);
            return;
          }
          onRefusal(
            top10Text('top10.refused', { message: said || voteText('poll.refusedDefault') }),
          );
          emit(host, 'biz-error', {
            endpoint: '/polls/top10/vote',
            kind: 'http',
            message: `vote refused (HTTP 200, status ${String(answer.status)}): ${said}`,
          });
          return;
        }
        const now = serverCount ?? entry.count + 1;
        setStored(String(now));
        onAnnounce(
          `${top10Text('top10.voted')} «${insideQuotes(entry.title)}»: ${formatNumber(now)}`,
        );
        emit(host, 'biz-top10-vote', { articleId, variantId: entry.id, count: now });
        onVoted();
      },
    });
  };

  return (
    <button
      type="button"
      part={voted ? 'vote voted' : 'vote'}
      className="vote"
      aria-pressed={voted}
      aria-busy={pending || undefined}
      onClick={vote}
    >
      {voted ? (
        <>
          <span className="voted-text">{top10Text('top10.voted')}</span>{' '}
          <span part="count" className="count">
            {formatNumber(count)}
          </span>
          <span className="visually-hidden">
            {' '}
            {top10Text('top10.voteFor', { title: insideQuotes(entry.title) })}
          </span>
        </>
      ) : (
        <>
          {top10Text('top10.vote')}
          <span className="visually-hidden">
            {' '}
            {top10Text('top10.voteFor', { title: insideQuotes(entry.title) })}
          </span>
        </>
      )}
    </button>
  );
}

/** The block: title slot, the variants with their shares and buttons, and the notices. */
export function BizTop10({ articleId, host }: Top10Props & HostProps) {
  const [entries, setEntries] = useState<Top10ResultAnswer | null>(null);
  const load = useLoad(host);
  const vote = useFailure(host);
  const [notice, setNotice] = useTransientMessage(3000);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { loading, round, again, run } = load;

  useEffect(() => {
    if (!articleId) return;
    return run({
      request: (signal) => top10Result(articleId, { signal }),
      endpoint: '/polls/top10/result',
      failed: top10Text('top10.loadFailed'),
      retry: again,
      // «Повторить» reads again under the error box it came from.
      keep: true,
      done: (answer) => {
        // One row per id: a repeated id would make its button vote for the first row's variant.
        const seen = new Set<string>();
        const unique = answer.filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));
        if (unique.length < answer.length) {
          emit(host, 'biz-error', {
            endpoint: '/polls/top10/result',
            kind: 'validation',
            message: `${answer.length - unique.length} entries with a repeated id skipped`,
          });
        }
        setEntries(unique.slice(0, MAX_VARIANTS));
      },
    });
  }, [articleId, round, again, run, host]);

  const clearVote = vote.clear;
  const clear = useCallback(() => {
    clearVote();
    setRefusal(null);
    setAnnouncement('');
  }, [clearVote]);

  const failure = vote.failure ?? load.failure;
  const byId = new Map((entries ?? []).map((entry) => [entry.id, entry] as const));
  return (
    <section className="top10" aria-busy={loading}>
      <div className="head">
        <slot name="title">
          <p className="title">{top10Text('top10.title')}</p>
        </slot>
      </div>
      {entries && entries.length > 0 && (
        <ResultBars
          ordered
          label={top10Text('top10.label')}
          rows={entries.map((entry) => ({
            id: entry.id,
            title: entry.title,
            share: entry.percent,
          }))}
          renderExtra={(row) => {
            const entry = byId.get(row.id)!;
            return (
              <VoteButton
                articleId={articleId}
                entry={entry}
                host={host}
                failures={{ ...vote, clear }}
                onNotice={setNotice}
                onRefusal={setRefusal}
                onAnnounce={setAnnouncement}
                // After a vote: fresh shares (the counts already moved).
                onVoted={again}
              />
            );
          }}
        />
      )}
      {entries && entries.length === 0 && <p className="muted">{top10Text('top10.empty')}</p>}
      {!entries && loading && <p className="muted">{top10Text('top10.loading')}</p>}
      {/* One live region, polite; a failed vote (the reader's own action) is an alert of its
          own, the region not live meanwhile (never two live regions nested). */}
      <div part="status" className="live" aria-live={vote.failure ? undefined : 'polite'}>
        {failure && (
          <Notice
            kind="error"
            message={failure.message}
            onRetry={failure.retry}
            announce={vote.failure ? 'alert' : 'none'}
          />
        )}
        {!failure && refusal && <Notice kind="error" message={refusal} announce="none" />}
        {!failure && !refusal && notice && (
          <Notice kind="success" message={notice} announce="none" />
        )}
        {announcement && <span className="visually-hidden">{announcement}</span>}
      </div>
    </section>
  );
}
