/** The event `<biz-typo-reporter>` adds to the biz event map (docs/architecture.md#events). */

/** Detail of `biz-typo-report`: a report the server accepted. */
export interface TypoReportDetail {
  message: string;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-typo-report': TypoReportDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-typo-report': CustomEvent<TypoReportDetail>;
  }
}
