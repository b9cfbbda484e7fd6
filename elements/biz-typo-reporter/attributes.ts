/** The attributes of `<biz-typo-reporter>` (src/element/attributes.ts); the `@attr` lines of biz-typo-reporter.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-typo-reporter>`: camelCase prop → type, default and validity. */
export const typoReporterAttributes = defineAttributes({
  /** `hint`: 'hidden' hides the visible hint line. */
  hint: { type: 'string' },
});
