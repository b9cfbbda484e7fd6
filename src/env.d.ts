/**
 * The bundle's version from package.json, put in at build time (scripts/version-define.mjs).
 * Vite replaces it only in builds: read it as `typeof __BIZ_VERSION__ === 'string'` (dev servers and
 * tsx leave it undefined).
 */
declare const __BIZ_VERSION__: string;
