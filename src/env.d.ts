/** The bundle's version from package.json, put in at build time (scripts/version-define.mjs). */
declare const __BIZ_VERSION__: string;
