/** The events `<biz-push-prompt>` adds to the biz event map (docs/architecture.md#events). */

/** Detail of `biz-push-prompt-show`: the prompt appeared. */
export interface PushPromptShowDetail {
  /** Until when (ms since the epoch) it will not appear again: the `pushDelay` cookie (3 h). */
  delayUntil: number;
}

/** Detail of `biz-push-prompt-decline`: the reader chose «Не сейчас». */
export interface PushPromptDeclineDetail {
  /** Until when (ms since the epoch) it will not appear: the `pushDND` cookie (7 days). */
  until: number;
}

/** Detail of `biz-push-permission-change`: the browser's answer to the reader's «Включить». */
export interface PushPermissionDetail {
  permission: NotificationPermission;
}

/** Detail of `biz-push-subscribe`: the server accepted the push subscription. */
export interface PushSubscribeDetail {
  /** The subscription's endpoint URL. */
  endpoint: string;
}

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-push-prompt-show': PushPromptShowDetail;
    'biz-push-prompt-decline': PushPromptDeclineDetail;
    'biz-push-permission-change': PushPermissionDetail;
    'biz-push-subscribe': PushSubscribeDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-push-prompt-show': CustomEvent<PushPromptShowDetail>;
    'biz-push-prompt-decline': CustomEvent<PushPromptDeclineDetail>;
    'biz-push-permission-change': CustomEvent<PushPermissionDetail>;
    'biz-push-subscribe': CustomEvent<PushSubscribeDetail>;
  }
}
