/** The package's API for apps: configuration, sign-in and types (autoloader: src/package.ts). */
export { configure, getConfig, type BizConfig } from './services/config.ts';
export {
  auth,
  requestLogin,
  type AuthState,
  type SignedInUser,
  type AuthRequiredDetail,
} from './services/auth.ts';
export { getVisitorToken } from './services/token.ts';
export { ApiError, type ApiErrorKind, type BizErrorDetail } from './api/errors.ts';
export type * from './element/events.ts';
export { VERSION } from './services/registry.ts';
export type * from './elements.ts';
