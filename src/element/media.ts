/** Media preferences for script and adopted sheets; tests pin them (only Chromium emulates). */

/** Pinned preferences; an absent field follows the browser. */
export interface MediaOverride {
  reducedMotion?: 'reduce' | 'no-preference';
  colorScheme?: 'light' | 'dark';
}

type Feature = 'prefers-reduced-motion' | 'prefers-color-scheme';

const FEATURE_QUERY = /^\(\s*(prefers-reduced-motion|prefers-color-scheme)\s*:\s*([a-z-]+)\s*\)$/;

let pinned: Partial<Record<Feature, string>> = {};
const listeners = new Set<() => void>();
const sheets = new Set<CSSStyleSheet>();
const originals = new WeakMap<CSSMediaRule, string>();

/** The pinned answer for a single-feature query, or undefined. */
function pinnedAnswer(query: string): boolean | undefined {
  const match = FEATURE_QUERY.exec(query.trim());
  if (!match) return undefined;
  const value = pinned[match[1] as Feature];
  return value === undefined ? undefined : value === match[2];
}

/** Whether a media query matches now (pinned, or `matchMedia`); false without `matchMedia`. */
function mediaMatches(query: string): boolean {
  const answer = pinnedAnswer(query);
  if (answer !== undefined) return answer;
  try {
    return typeof matchMedia === 'function' && matchMedia(query).matches;
  } catch {
    return false;
  }
}

/** Calls `onChange` whenever `query` may have changed its answer; returns the unsubscribe. */
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

/** Whether the reader asked for reduced motion. */
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

/** Lets `sheet`'s preference `@media` rules follow {@link overrideMedia}. */
export function trackMediaRules(sheet: CSSStyleSheet): void {
  sheets.add(sheet);
  if (Object.keys(pinned).length > 0) rewrite(sheet.cssRules);
}

/** Test hook: pins the preferences (absent: the browser's), rewrites sheets, tells watchers. */
export function overrideMedia(next: MediaOverride): void {
  pinned = {};
  if (next.reducedMotion) pinned['prefers-reduced-motion'] = next.reducedMotion;
  if (next.colorScheme) pinned['prefers-color-scheme'] = next.colorScheme;
  rewriteAll();
  for (const onChange of [...listeners]) onChange();
}
