/** The event every form of the forms area adds to the biz event map (docs/architecture.md#events). */

/** Names of the forms that dispatch `biz-form-submit`. */
export type FormName = 'conference-question' | 'career' | 'feedback';

/** Detail of `biz-form-submit`: a form was sent and the server accepted it. */
export interface FormSubmitDetail {
  /** Which form: 'conference-question', 'career' or 'feedback'. */
  form: FormName;
}

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
