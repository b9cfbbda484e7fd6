/**
 * Parts maps: the one place an element declares its shadow parts. Each element's `parts.ts`
 * maps every `part="…"` name its shadow root can carry to what it is; the manifest (and from it
 * the README table and the editor integrations) reads the names and texts from the map
 * (scripts/manifest-element-maps.mjs), and tests/unit/element/parts.test.ts checks the
 * map against the names the element's sources render. Nothing imports a map at run time.
 */

/**
 * Declares an element's parts map (part name → what it is). Returns `parts` itself; its use is
 * the type, which keeps the part names as literals.
 */
export const defineParts = <const P extends Record<string, string>>(parts: P): P => parts;
