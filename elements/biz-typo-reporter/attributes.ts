/** The attributes of `<biz-typo-reporter>` (src/element/attributes.ts): the one place they are declared and documented. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-typo-reporter>`: camelCase prop → type, default and validity. */
export const typoReporterAttributes = defineAttributes({
  /**
   * 'hidden' hides the hint line.
   * @remarks 'hidden' hides the visible hint line.
   */
  hint: { type: 'string' },
});
