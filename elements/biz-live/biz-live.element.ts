import { createElementClass } from '../../src/element/define.ts';
import { serverHtmlStyles } from '../../src/ui/server-html.ts';
import { BizLive, type LiveProps } from './BizLive.tsx';
import { liveAttributes } from './attributes.ts';
import css from './biz-live.css?inline';

/**
 * Live broadcast block (docs/behaviour.md#live).
 *
 * @summary Live broadcast: new, edited, pinned and deleted messages as they happen.
 * @tagname biz-live
 * @slot - Server-rendered messages (`[data-message-id]` children); read, not shown as is.
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
