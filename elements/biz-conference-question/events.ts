/** The events of `<biz-conference-question>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';
import type { FormSubmitDetail } from '../../src/forms/events.ts';

export type { FormSubmitDetail } from '../../src/forms/events.ts';

/** The events of `<biz-conference-question>`: name → detail, documented. */
export interface ConferenceQuestionEvents {
  /** The server accepted the question: `{form: 'conference-question'}`. */
  'biz-form-submit': FormSubmitDetail;
  /** Sending failed or was refused: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-conference-question': ConferenceQuestionEvents;
  }
}
