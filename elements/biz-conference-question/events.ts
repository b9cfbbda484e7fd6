/** The event `<biz-conference-question>` adds to the biz event map (docs/architecture.md#events); the three forms
 * of the form kit share its detail type (src/forms/events.ts). */
import type { FormSubmitDetail } from '../../src/forms/events.ts';

declare module '../../src/element/events.ts' {
  interface BizEventMap {
    'biz-form-submit': FormSubmitDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-form-submit': CustomEvent<FormSubmitDetail>;
  }
}
