import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-typo-reporter>`: part name → what it is. */
export const typoReporterParts = defineParts({
  hint: 'The hint line.',
  notice: 'The thank-you toast.',
  error: 'The failure toast.',
  retry: 'Its retry button.',
  close: 'Its close button.',
});
