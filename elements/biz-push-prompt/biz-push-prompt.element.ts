import { createElementClass } from '../../src/element/define.ts';
import { BizPushPrompt, type PushPromptProps } from './BizPushPrompt.tsx';
import { pushPromptAttributes } from './attributes.ts';
import css from './biz-push-prompt.css?inline';

/**
 * Push notification prompt (docs/behaviour.md#push-prompt), in the manner of OneSignal's
 * slide-down: the site asks in its own words first, and the browser's question (which a refusal
 * makes permanent, and which Chrome hides for sites that are often refused) comes only after the
 * reader chose «Включить».
 *
 * - Appears `delay` ms (default 15 s) after the page loaded; at most once per 3 h (cookie
 *   `pushDelay`, written when it appears); «Не сейчас» holds it back for 7 days (cookie
 *   `pushDND`). The cookie values are the end of the pause in ms since the epoch.
 * - Never appears when notifications, service workers or the Push API are missing, when the
 *   reader already allowed or blocked notifications, or without a valid `vapid-public-key` and
 *   `service-worker` (a console warning says which).
 * - «Включить» calls `Notification.requestPermission()` synchronously inside the click. If
 *   allowed, the worker at `service-worker` is registered at its own `scope` (never the page's
 *   root scope, where another worker may live), subscribes with the VAPID key, and the
 *   subscription (`PushSubscription.toJSON()` as JSON) is sent as `subscription_id` with the
 *   visitor `token` to POST /ajax/messaging/token.
 * - The subscription is sent again whenever it changes: on every page view with permission
 *   granted the current subscription's endpoint is compared with the last one the server
 *   accepted (localStorage `biz-widgets:push-endpoint`), and a worker that handles
 *   `pushsubscriptionchange` can post `{type: 'biz-push-subscription-change'}` to the site's
 *   windows to have it sent at once.
 * - docs/behaviour.md#push-prompt: a failed registration is only logged (console, and `biz-error` for the page's
 *   monitoring); the reader sees nothing, and the next page view tries again.
 * - A non-modal dialog (`role="dialog"`, labelled by its title, described by its text) inside a
 *   named region landmark, so screen readers reach it from anywhere: it does not take focus
 *   from what the reader is doing; a polite live region announces it. It is in the tab order
 *   where the element stands (put the element early in the page, e.g. right after the skip
 *   link). Escape closes it (the 3 h pause applies), inside it or anywhere on the page unless a
 *   dialog or open popup there takes the key; focus then returns to where it was before the
 *   reader moved into it, or stays where it is.
 * - It never hides what has focus (WCAG 2.4.11): when focus lands on something under it, it
 *   moves to the top edge of the viewport (and back when focus lands under it there).
 *
 * The prompt itself is a chunk of its own, loaded only when it is due or when notifications are
 * already allowed (then it keeps the subscription current): a page view that ends before then
 * never downloads it.
 *
 * @summary Asks, at the right moment, whether to turn on push notifications.
 * @tagname biz-push-prompt
 *
 * @csspart region - The region landmark around the prompt.
 * @csspart dialog - The prompt (`role="dialog"`); class `at-top` while it moved out of focus's way.
 * @csspart title - Its title.
 * @csspart text - Its text.
 * @csspart accept - «Включить».
 * @csspart decline - «Не сейчас».
 * @csspart announcement - The polite live region that announces the prompt (visually hidden).
 *
 * @cssproperty --biz-push-offset - Distance of the prompt from the viewport's bottom (or top) and start edges. Default 16px.
 * @cssproperty --biz-push-offset-end - Distance of the prompt from the viewport's bottom while it sits there (e.g. above a page's bottom bar). Default `--biz-push-offset` (8px on phones).
 * @cssproperty --biz-push-z-index - Stacking level of the prompt. Default 1000.
 * @cssproperty --biz-accent - «Включить» and the bell.
 * @cssproperty --biz-surface - Background.
 * @cssproperty --biz-border - Border.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizPushPromptElement extends createElementClass<PushPromptProps>({
  component: BizPushPrompt,
  attributes: pushPromptAttributes,
  // The prompt's sheet comes with it (./PushPromptView.tsx, ./prompt.css).
  styles: [css],
}) {}
