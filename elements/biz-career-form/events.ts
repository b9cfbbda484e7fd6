/**
 * The event `<biz-career-form>` dispatches: `biz-form-submit`, shared by the three forms of the form kit and
 * added to the biz event map once, in src/forms/events.ts (docs/architecture.md#events).
 */
export type { FormSubmitDetail } from '../../src/forms/events.ts';
