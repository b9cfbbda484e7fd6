/**
 * `biz-form-submit`, the event the three forms of the form kit dispatch: its detail type,
 * declared once here for the three; each form's own `events.ts` lists the event for its element
 * (docs/architecture.md#events).
 */

/** Names of the forms that dispatch `biz-form-submit`. */
export type FormName = 'conference-question' | 'career' | 'feedback';

/** Detail of `biz-form-submit`: a form was sent and the server accepted it. */
export interface FormSubmitDetail {
  /** Which form: 'conference-question', 'career' or 'feedback'. */
  form: FormName;
}
