/**
 * The attributes of `<biz-typo-reporter>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-typo-reporter>`: camelCase prop → type, default and validity. */
export const typoReporterAttributes = defineAttributes({
  /** 'hidden' hides the visible hint line. */
  hint: { type: 'string' },
});
