/** The events of `<biz-push-prompt>`, declared once (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';

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

/** The events of `<biz-push-prompt>`: name → detail, documented. */
export interface PushPromptEvents {
  /** The prompt appeared: `{delayUntil}`. */
  'biz-push-prompt-show': PushPromptShowDetail;
  /** «Не сейчас»: `{until}`. */
  'biz-push-prompt-decline': PushPromptDeclineDetail;
  /** The browser's answer after «Включить»: `{permission}`. */
  'biz-push-permission-change': PushPermissionDetail;
  /** The server accepted the subscription: `{endpoint}`. */
  'biz-push-subscribe': PushSubscribeDetail;
  /** POST /ajax/messaging/token failed or was refused (only logged). */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-push-prompt': PushPromptEvents;
  }
}
