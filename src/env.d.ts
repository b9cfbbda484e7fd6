/**
 * The bundle's version, set by builds only (scripts/version-define.mjs): undefined in dev and tsx.
 */
declare const __BIZ_VERSION__: string;
