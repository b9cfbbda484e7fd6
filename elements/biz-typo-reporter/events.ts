/** The events of `<biz-typo-reporter>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** Detail of `biz-typo-report`: a report the server accepted. */
export interface TypoReportDetail {
  message: string;
}

/** The events of `<biz-typo-reporter>`: name → detail, documented. */
export interface TypoReporterEvents {
  /** A report was sent: `{message}`. */
  'biz-typo-report': TypoReportDetail;
  /** Sending failed: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-typo-reporter': TypoReporterEvents;
  }
}
