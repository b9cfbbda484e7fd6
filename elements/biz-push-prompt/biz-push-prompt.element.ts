import { createElementClass } from '../../src/element/define.ts';
import { BizPushPrompt, type PushPromptProps } from './BizPushPrompt.tsx';
import { pushPromptAttributes } from './attributes.ts';
import css from './biz-push-prompt.css?inline';

/**
 * Push notification prompt (docs/behaviour.md#push-prompt).
 *
 * @summary Asks, at the right moment, whether to turn on push notifications.
 * @tagname biz-push-prompt
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
