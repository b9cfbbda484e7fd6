/**
 * `biz-form-submit`, the event the three forms of the form kit dispatch: its detail, and its
 * place in the biz event map (docs/architecture.md#events), declared once here for the three;
 * each form's own `events.ts` names it for its element.
 */

/** Names of the forms that dispatch `biz-form-submit`. */
export type FormName = 'conference-question' | 'career' | 'feedback';

/** Detail of `biz-form-submit`: a form was sent and the server accepted it. */
export interface FormSubmitDetail {
  /** Which form: 'conference-question', 'career' or 'feedback'. */
  form: FormName;
}

declare module '../element/events.ts' {
  interface BizEventMap {
    'biz-form-submit': FormSubmitDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'biz-form-submit': CustomEvent<FormSubmitDetail>;
  }
}
