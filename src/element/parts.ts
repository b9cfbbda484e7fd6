/**
 * Parts maps: each element's `parts.ts` describes its shadow parts for the manifest
 * (scripts/manifest-element-maps.mjs), checked by tests/unit/element/parts.test.ts; never imported
 * at run time.
 */

/** Declares a parts map (part name → what it is); returns `parts`, the names kept literal. */
export const defineParts = <const P extends Record<string, string>>(parts: P): P => parts;
