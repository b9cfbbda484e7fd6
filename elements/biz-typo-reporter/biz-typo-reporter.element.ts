import { createElementClass } from '../../src/element/define.ts';
import { BizTypoReporter, type TypoReporterProps } from './BizTypoReporter.tsx';
import { typoReporterAttributes } from './attributes.ts';
import css from './biz-typo-reporter.css?inline';

/**
 * Typo reports for the whole page (docs/behaviour.md#typo-reporter).
 *
 * @summary Ctrl+Enter on selected text reports a typo.
 * @tagname biz-typo-reporter
 * @cssproperty --biz-muted - Colour of the hint.
 * @cssproperty --biz-font-family - Font family.
 */
export class BizTypoReporterElement extends createElementClass<TypoReporterProps>({
  component: BizTypoReporter,
  attributes: typoReporterAttributes,
  styles: [css],
}) {}
