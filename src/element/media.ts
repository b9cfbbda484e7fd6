/**
 * The reader's media preferences (reduced motion, colour scheme) as the elements see them: one
 * seam for script (`mediaMatches`, `watchMedia`, `prefersReducedMotion`) and for the elements'
 * adopted stylesheets (`trackMediaRules`). In a reader's browser it is plain `matchMedia` and
 * plain CSS `@media`.
 *
 * Only tests use {@link overrideMedia}: Chromium can emulate media features over CDP, Firefox
 * and WebKit cannot be told from a test, so the browser suite pins the preference here instead.
 * An override answers script queries and rewrites the `@media` rules of every tracked sheet
 * whose condition is a single preference feature (all of this package's CSS): `all` when the
 * pinned preference matches, `not all` when it does not; clearing restores the original text.
 */

/** Pinned preferences; an absent field follows the browser. */
export interface MediaOverride {
  reducedMotion?: 'reduce' | 'no-preference';
  colorScheme?: 'light' | 'dark';
}

type Feature = 'prefers-reduced-motion' | 'prefers-color-scheme';

const FEATURE_QUERY = /^\(\s*(prefers-reduced-motion|prefers-color-scheme)\s*:\s*([a-z-]+)\s*\)$/;

let pinned: Partial<Record<Feature, string>> = {};
const listeners = new Set<() => void>();
/** Sheets whose `@media` rules follow the override (the elements' cached, shared sheets). */
const sheets = new Set<CSSStyleSheet>();
/** Each rewritten rule's original condition. */
const originals = new WeakMap<CSSMediaRule, string>();

/** The pinned answer for a single-feature query, or undefined when the browser decides. */
function pinnedAnswer(query: string): boolean | undefined {
  const match = FEATURE_QUERY.exec(query.trim());
  if (!match) return undefined;
  const value = pinned[match[1] as Feature];
  return value === undefined ? undefined : value === match[2];
}

/**
 * Whether a media query matches now (`matchMedia(query).matches`, unless a test pinned the
 * feature). Never throws: without `matchMedia` (old engines, non-window contexts) it answers false.
 */
function mediaMatches(query: string): boolean {
  const answer = pinnedAnswer(query);
  if (answer !== undefined) return answer;
  try {
    return typeof matchMedia === 'function' && matchMedia(query).matches;
  } catch {
    return false;
  }
}

/**
 * Calls `onChange` whenever `query` may have changed its answer: the browser's own change events
 * and every {@link overrideMedia}. @returns the unsubscribe function
 */
export function watchMedia(query: string, onChange: () => void): () => void {
  listeners.add(onChange);
  let list: MediaQueryList | null = null;
  try {
    list = typeof matchMedia === 'function' ? matchMedia(query) : null;
    list?.addEventListener('change', onChange);
  } catch {
    list = null;
  }
  return () => {
    listeners.delete(onChange);
    list?.removeEventListener('change', onChange);
  };
}

/** Whether the reader asked for reduced motion (`prefers-reduced-motion: reduce`). */
export const prefersReducedMotion = () => mediaMatches('(prefers-reduced-motion: reduce)');

function rewrite(rules: CSSRuleList): void {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule) {
      const original = originals.get(rule) ?? rule.media.mediaText;
      const answer = pinnedAnswer(original);
      if (answer === undefined) {
        if (originals.has(rule)) rule.media.mediaText = original;
      } else {
        originals.set(rule, original);
        rule.media.mediaText = answer ? 'all' : 'not all';
      }
    }
    if ('cssRules' in rule) rewrite((rule as CSSGroupingRule).cssRules);
  }
}

function rewriteAll(): void {
  for (const sheet of sheets) rewrite(sheet.cssRules);
}

/**
 * Lets `sheet`'s preference `@media` rules follow {@link overrideMedia} (called for every sheet
 * an element adopts; a no-op cost when nothing is pinned).
 */
export function trackMediaRules(sheet: CSSStyleSheet): void {
  sheets.add(sheet);
  if (Object.keys(pinned).length > 0) rewrite(sheet.cssRules);
}

/**
 * Test hook: pins the preferences (an empty object, or absent fields, follow the browser again),
 * rewrites the tracked stylesheets and tells every watcher. Not for production use.
 */
export function overrideMedia(next: MediaOverride): void {
  pinned = {};
  if (next.reducedMotion) pinned['prefers-reduced-motion'] = next.reducedMotion;
  if (next.colorScheme) pinned['prefers-color-scheme'] = next.colorScheme;
  rewriteAll();
  for (const onChange of [...listeners]) onChange();
}
