import { createElementClass } from '../../src/element/define.ts';
import { serverHtmlStyles } from '../../src/ui/server-html.ts';
import { BizLive, type LiveProps } from './BizLive.tsx';
import { liveAttributes } from './attributes.ts';
import css from './biz-live.css?inline';

/**
 * Live broadcast block (docs/behaviour.md#live). Polls POST /live/ajax/{live-id} with `last_timestamp`
 * every `interval` ms and applies each answer in place: new messages on top, edits replaced,
 * pinned messages above the feed, unpinned and deleted ones removed. Message HTML is sanitized.
 * Never two polls in flight; paused while the tab is hidden (one poll at once on return);
 * exponential backoff with full jitter up to 5 minutes after failures; stops when removed.
 *
 * Server-rendered messages in the light DOM are shown at once and polling continues from them
 * (otherwise a first call loads the broadcast):
 * `<article data-message-id="11" data-timestamp="1760000000" data-fixed="1">…</article>`;
 * `data-last-timestamp` on the host overrides the newest message's timestamp.
 *
 * New messages go straight in while the top of the feed is in view; once the reader has scrolled
 * past it they wait behind a «N новых сообщений» button and the page title gets "(N)". A polite
 * status line announces the count, never whole messages.
 *
 * @summary Live broadcast: new, edited, pinned and deleted messages as they happen.
 * @tagname biz-live
 *
 * @slot - Server-rendered messages (`[data-message-id]` children); read, not shown as is.
 *
 * @csspart badge - The «Онлайн» badge.
 * @csspart pinned - A pinned message.
 * @csspart pinned-body - A pinned message's sanitized HTML.
 * @csspart feed - The list of messages, newest first.
 * @csspart message - One message (`data-message-id`).
 * @csspart message-body - A message's sanitized HTML.
 * @csspart new-messages - The «N новых сообщений» button.
 * @csspart status - The polite announcement of new messages (visually hidden).
 * @csspart error - The failure message.
 * @csspart retry - The retry button inside the failure message.
 * @csspart capped - «Показаны первые N …»: the answer was larger than the caps (src/api/caps.ts).
 *
 * @cssproperty --biz-accent - Accent colour (pinned messages, the button).
 * @cssproperty --biz-negative - Colour of the «Онлайн» badge.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizLiveElement extends createElementClass<LiveProps>({
  component: BizLive,
  attributes: liveAttributes,
  styles: [serverHtmlStyles, css],
}) {}
