import type { ReactNode } from 'react';
import { wholePercents } from './percent.ts';
import resultBarsCss from './result-bars.css?inline';

/** The bars' sheet (./result-bars.css), for the adopted styles of an element that draws them. */
export const resultBarsStyles: string = resultBarsCss;

/** One row: a variant, its raw share as the server sent it, and marks shown after it. */
export interface ResultRow {
  /** Variant id (`data-variant-id`). */
  id: string;
  title: string;
  /** The server's percent (or any weight); normalised to whole percents adding up to 100. */
  share: unknown;
  /** Short notes after the percent, e.g. «ваш выбор», «правильный ответ». */
  marks?: string[];
  /** Highlight of the row: the reader's choice, a right answer, a wrong choice. */
  tone?: 'chosen' | 'correct' | 'wrong';
}

interface ResultBarsProps {
  rows: ResultRow[];
  /** Accessible name of the list (ignored when `labelledBy` is given). */
  label?: string;
  /** Id of the element naming the list (same shadow root). */
  labelledBy?: string;
  /** Extra content of a row, after its bar (e.g. a vote button). */
  renderExtra?: (row: ResultRow, percent: number) => ReactNode;
  /** `ol` for ranked lists; default `ul`. */
  ordered?: boolean;
}

const percentText = (percent: number) => `${percent} %`;

/** Result bars (poll, top-10, quiz): items read «Да — 43 % · ваш выбор», bars `aria-hidden`. */
export function ResultBars({ rows, label, labelledBy, renderExtra, ordered }: ResultBarsProps) {
  const percents = wholePercents(rows.map((row) => row.share));
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      part="results"
      className="results"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
    >
      {rows.map((row, i) => {
        const percent = percents[i] ?? 0;
        return (
          <li
            key={row.id}
            part={`result${row.tone ? ` result-${row.tone}` : ''}`}
            className={`result${row.tone ? ` result--${row.tone}` : ''}`}
            data-variant-id={row.id}
          >
            {/* Read as «Да — 43 % · ваш выбор». */}
            <span className="result-text">
              <span className="result-title">{row.title}</span>
              <span className="result-sep"> — </span>
              <span className="result-percent">{percentText(percent)}</span>
              {row.marks && row.marks.length > 0 && (
                <span className="result-marks">
                  {row.marks.map((mark) => (
                    <span key={mark}>
                      <span className="result-sep"> · </span>
                      <span className="result-mark">{mark}</span>
                    </span>
                  ))}
                </span>
              )}
            </span>
            <span part="bar" className="bar" aria-hidden="true">
              {/* Set through the CSSOM, not a style attribute: allowed by a strict CSP. */}
              <span className="bar-fill" style={{ inlineSize: `${percent}%` }} />
            </span>
            {renderExtra?.(row, percent)}
          </li>
        );
      })}
    </List>
  );
}
