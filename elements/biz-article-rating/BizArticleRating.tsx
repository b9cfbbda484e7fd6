/**
 * Article rating (docs/behaviour.md#article-rating POST /article/rate).
 * None, plus or minus; a first vote moves the sum by 1, switching by 2, the same sign again does
 * nothing. The choice lives in `article_ratings-{article_id}` and is optimistic: on failure it is
 * rolled back with a message and a retry.
 */
import { useState } from 'react';
import { rateArticle } from '../../src/api/endpoints.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { articleRatingAttributes } from './attributes.ts';
import { emit } from '../../src/element/events.ts';
import { useStoredValue, useTransientMessage } from '../../src/element/hooks.ts';
import { useCall } from '../../src/element/use-call.ts';
import { OutcomeNotice } from '../../src/ui/Notice.tsx';
import { articleRatingKey } from '../../src/services/keys.ts';
import './events.ts';
import { articleRatingText } from './strings.ts';

/** Attributes of `<biz-article-rating>` as props, defaults applied (./attributes.ts). */
export type ArticleRatingProps = AttributeProps<typeof articleRatingAttributes>;

type Choice = '+' | '-';

const score = (choice: string | null) => (choice === '+' ? 1 : choice === '-' ? -1 : 0);
const signed = new Intl.NumberFormat('ru-RU', { signDisplay: 'exceptZero' });

function Thumb({ down }: { down?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        transform={down ? 'rotate(180 12 12)' : undefined}
        fill="currentColor"
        d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
      />
    </svg>
  );
}

/** The rating control: plus, sum, minus. */
export function BizArticleRating({ articleId, rating, host }: ArticleRatingProps & HostProps) {
  const [choice, setChoice] = useStoredValue(articleRatingKey(articleId));
  // The server's sum already counts the choice remembered at load; only changes since move it.
  const [choiceAtLoad] = useState(choice);
  const sum = rating + score(choice) - score(choiceAtLoad);
  const call = useCall(host);
  const { busy, failure } = call;
  const [thanks, setThanks] = useTransientMessage(3000);

  const vote = (next: Choice) => {
    if (!articleId || call.busy || choice === next) return;
    const previous = choice;
    call.run({
      request: () => rateArticle(articleId, next === '+' ? 1 : -1),
      endpoint: '/article/rate',
      failed: articleRatingText('rating.failed'),
      retry: () => vote(next),
      optimistic: { apply: () => setChoice(next), rollback: () => setChoice(previous) },
      done: () => {
        setThanks(articleRatingText('rating.saved'));
        emit(host, 'biz-article-rate', {
          articleId,
          choice: next,
          sum: sum + score(next) - score(previous),
        });
      },
    });
  };

  return (
    <div
      className="rating"
      role="group"
      aria-label={articleRatingText('rating.label')}
      aria-busy={busy}
    >
      <div className="controls">
        <button
          type="button"
          part="plus"
          className="plus"
          aria-pressed={choice === '+'}
          aria-label={articleRatingText('rating.plus')}
          disabled={!articleId}
          onClick={() => vote('+')}
        >
          <Thumb />
        </button>
        <output
          part="sum"
          className={`sum ${sum > 0 ? 'pos' : sum < 0 ? 'neg' : ''}`}
          aria-label={articleRatingText('rating.sum', { sum })}
        >
          {signed.format(sum)}
        </output>
        <button
          type="button"
          part="minus"
          className="minus"
          aria-pressed={choice === '-'}
          aria-label={articleRatingText('rating.minus')}
          disabled={!articleId}
          onClick={() => vote('-')}
        >
          <Thumb down />
        </button>
      </div>
      <OutcomeNotice failure={failure} success={thanks} />
    </div>
  );
}
