/** extras.tsx's parts; the download starts with this module, alongside the list's data. */
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
