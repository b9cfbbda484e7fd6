/**
 * The parts of extras.tsx (the order choice, the «Ещё» menu, the report form), drawn once its
 * chunk is in. The download starts when this module is evaluated, alongside the list's data, so
 * the parts are there when the list is; a failed download is tried once more, then left to the
 * element boundary to report (src/element/boundary.tsx).
 */
import { lazy } from 'react';

const load = () => import('./extras.tsx');
const pending = load().catch(load);

/** extras.tsx `OrderChoice`. */
export const OrderChoice = lazy(() => pending.then((m) => ({ default: m.OrderChoice })));
/** extras.tsx `CommentMenu`. */
export const CommentMenu = lazy(() => pending.then((m) => ({ default: m.CommentMenu })));
/** extras.tsx `ReportForm`. */
export const ReportForm = lazy(() => pending.then((m) => ({ default: m.ReportForm })));
/** extras.tsx `QuoteOffer`. */
export const QuoteOffer = lazy(() => pending.then((m) => ({ default: m.QuoteOffer })));
/** extras.tsx `NextNew`. */
export const NextNew = lazy(() => pending.then((m) => ({ default: m.NextNew })));
