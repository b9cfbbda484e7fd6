/**
 * The package entry for bundlers (`import { configure } from 'biz-widgets'`). Pages use
 * `dist/biz-widgets.js` (the autoloader) instead.
 */
export { configure, getConfig, type BizConfig } from './services/config.ts';
export { auth, requestLogin, type AuthState, type SignedInUser } from './services/auth.ts';
export { getVisitorToken } from './services/token.ts';
export { ApiError, type ApiErrorKind, type BizErrorDetail } from './api/errors.ts';
export type * from './element/events.ts';
export { VERSION } from './services/registry.ts';
