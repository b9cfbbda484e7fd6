/**
 * The pieces QuizRun renders: the header, the final score, a question's variants and the
 * feedback after an answer. Markup only; the state stays in QuizRun.
 */
import type { Ref } from 'react';
import { ownValue } from '../../src/services/own.ts';
import { ResultBars, type ResultRow } from '../../src/ui/ResultBars.tsx';
import type { QuizProgress } from './progress.ts';
import { isCorrect } from './progress.ts';
import type { QuizDefinition, QuizQuestion, QuizRange } from './quiz-schema.ts';
import { quizText } from './strings.ts';

/** The quiz's title (if any) and «Вопрос N из M» while a question is shown (`n` 1-based). */
export function QuizHeader({
  title,
  n,
  total,
}: {
  title?: string;
  n: number | null;
  total: number;
}) {
  return (
    <header className="head">
      {title && (
        <h2 part="title" className="title">
          {title}
        </h2>
      )}
      {n !== null && (
        <p part="progress" className="progress">
          {quizText('quiz.progress', { n, total })}
        </p>
      )}
    </header>
  );
}

/** The final score (focusable through `scoreRef`) and its range's title and text. */
export function QuizFinal(props: {
  score: number;
  total: number;
  range: QuizRange | undefined;
  scoreRef: Ref<HTMLParagraphElement>;
}) {
  const { score, total, range, scoreRef } = props;
  return (
    <div className="final">
      <p part="score" className="score" tabIndex={-1} ref={scoreRef}>
        {quizText('quiz.score', { score, total })}
      </p>
      {range && (
        <>
          <h3 part="range-title" className="range-title">
            {range.title}
          </h3>
          {range.text && (
            <p part="range-text" className="range-text">
              {range.text}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** An unanswered question: its text as the legend and one radio button per variant. */
export function QuizVariants(props: {
  question: QuizQuestion;
  /** The checked variant id ('' for none). */
  chosen: string;
  onChoose: (variantId: string) => void;
}) {
  const { question, chosen, onChoose } = props;
  return (
    <fieldset part="question" className="variants">
      <legend className="question-text">{question.text}</legend>
      {question.variants.map((variant) => (
        <label key={variant.id} part="variant" className="variant">
          <input
            type="radio"
            name="variant"
            value={variant.id}
            checked={chosen === variant.id}
            onChange={() => onChoose(variant.id)}
          />
          <span>{variant.text}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * An answered (or being answered) question: right or wrong, the readers' shares once the answer
 * is saved (the right variant and the reader's marked), and the explanation.
 * @param shown the reader's variant id
 * @param saved whether the answer is stored (false: still on its way)
 */
export function QuizFeedback(props: {
  quiz: QuizDefinition;
  question: QuizQuestion;
  progress: QuizProgress;
  shown: string;
  saved: boolean;
}) {
  const { quiz, question, progress, shown, saved } = props;
  const right = isCorrect(quiz, question.id, shown);
  const shares = ownValue(progress.shares, question.id);
  const rows: ResultRow[] = question.variants.map((variant) => {
    const marks: string[] = [];
    if (variant.correct) marks.push(quizText('results.correct'));
    if (variant.id === shown) marks.push(quizText('results.yourAnswer'));
    const tone = variant.correct ? 'correct' : variant.id === shown ? 'wrong' : undefined;
    return {
      id: variant.id,
      title: variant.text,
      share: (shares && ownValue(shares, variant.id)) ?? 0,
      marks,
      ...(tone ? { tone } : {}),
    };
  });
  return (
    <div className="feedback">
      <p className="question-text">{question.text}</p>
      <p part="verdict" className={`verdict verdict--${right ? 'right' : 'wrong'}`}>
        {quizText(right ? 'quiz.right' : 'quiz.wrong')}
      </p>
      {!saved ? (
        <p className="muted">{quizText('quiz.loadingShares')}</p>
      ) : (
        shares && <ResultBars label={quizText('quiz.sharesLabel')} rows={rows} />
      )}
      {question.explanation && (
        <p part="explanation" className="explanation">
          {question.explanation}
        </p>
      )}
    </div>
  );
}
