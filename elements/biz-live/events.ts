/** Events of `<biz-live>`. */

/** Detail of `biz-live-update`: new messages arrived. */
export interface LiveUpdateDetail {
  liveId: string;
  /** How many new messages this answer brought. */
  added: number;
  /** True when they wait behind the «N новых сообщений» button. */
  waiting: boolean;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-live-update': LiveUpdateDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-live-update': CustomEvent<LiveUpdateDetail>;
  }
}
