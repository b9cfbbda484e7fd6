import { createElementClass } from '../../src/element/define.ts';
import { BizTypoReporter, type TypoReporterProps } from './BizTypoReporter.tsx';
import { typoReporterAttributes } from './attributes.ts';
import css from './biz-typo-reporter.css?inline';

/**
 * Typo reports for the whole page (docs/behaviour.md#typo-reporter). With it on the page, Ctrl+Enter (⌘+Enter on a
 * Mac) on a selection longer than 5 characters asks «Здесь есть ошибка?» and, on yes, sends
 * GET /typo with `title` (document title), `link` (page URL) and `message` (the selection).
 * Shows a short hint where it is placed, and the result as a toast.
 *
 * @summary Ctrl+Enter on selected text reports a typo.
 * @tagname biz-typo-reporter
 *
 * @csspart hint - The hint line.
 * @csspart notice - The thank-you toast.
 * @csspart error - The failure toast.
 * @csspart retry - Its retry button.
 * @csspart close - Its close button.
 *
 * @cssproperty --biz-muted - Colour of the hint.
 * @cssproperty --biz-font-family - Font family.
 */
export class BizTypoReporterElement extends createElementClass<TypoReporterProps>({
  component: BizTypoReporter,
  attributes: typoReporterAttributes,
  styles: [css],
}) {}
