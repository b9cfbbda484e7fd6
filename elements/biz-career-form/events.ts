/** The events of `<biz-career-form>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';
import type { FormSubmitDetail } from '../../src/forms/events.ts';

export type { FormSubmitDetail } from '../../src/forms/events.ts';

/** The events of `<biz-career-form>`: name → detail, documented. */
export interface CareerFormEvents {
  /** The server accepted the résumé: `{form: 'career'}`. */
  'biz-form-submit': FormSubmitDetail;
  /** Sending failed or was refused: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-career-form': CareerFormEvents;
  }
}
