/** extras.tsx's parts; the download starts with this module, alongside the list's data. */
import { preloaded } from './preloaded.tsx';

const load = () => import('./extras.tsx');
const pending = load().catch(load);

/** extras.tsx `OrderChoice`. */
export const OrderChoice = preloaded(pending, (m) => m.OrderChoice);
/** extras.tsx `CommentMenu`. */
export const CommentMenu = preloaded(pending, (m) => m.CommentMenu);
/** extras.tsx `ReportForm`. */
export const ReportForm = preloaded(pending, (m) => m.ReportForm);
/** extras.tsx `QuoteOffer`. */
export const QuoteOffer = preloaded(pending, (m) => m.QuoteOffer);
/** extras.tsx `NextNew`. */
export const NextNew = preloaded(pending, (m) => m.NextNew);
