/** `biz-form-submit`, dispatched by the form kit's three forms: its detail type. */

/** Names of the forms that dispatch `biz-form-submit`. */
export type FormName = 'conference-question' | 'career' | 'feedback';

/** Detail of `biz-form-submit`: a form was sent and the server accepted it. */
export interface FormSubmitDetail {
  /** Which form: 'conference-question', 'career' or 'feedback'. */
  form: FormName;
}
