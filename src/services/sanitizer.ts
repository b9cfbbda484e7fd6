/**
 * Sanitizer service (docs/architecture.md#sanitizer), the only way server HTML reaches the DOM:
 * DOMPurify's fragment is inserted as is, never reparsed from a string. Under Trusted Types it
 * needs the policy `biz-widgets`; refused, it fails closed.
 */
import type { HtmlKind } from './html-policy.ts';
import { resetServices, shared } from './registry.ts';

export type { HtmlKind } from './html-policy.ts';

/** The Trusted Types policy name partners allow in their CSP (`trusted-types biz-widgets`). */
export const TRUSTED_TYPES_POLICY_NAME = 'biz-widgets';

/** A loaded sanitizer. */
export interface Sanitizer {
  /** Server HTML as a `document` fragment by `kind`'s rules (default `page`); empty on failure. */
  toFragment(html: string, kind?: HtmlKind): DocumentFragment;
  /** The first `max` top-level elements as HTML (inert parse), and the `total`; none on failure. */
  split(html: string, max: number): { parts: string[]; total: number };
  /** {@link Sanitizer.split} in steps, so the first parts come before the whole is parsed. */
  splitter(html: string, max: number): Splitter;
  /**
   * Parts of this sanitizer's {@link Sanitizer.splitter} as one `reader` fragment, in their order:
   * what {@link Sanitizer.toFragment} gives for their HTML, except that of each part's own
   * attributes only its class and the comment's `data-*` stay (read from the inert parse and set
   * back, not walked by DOMPurify: 10 attributes a comment). A part whose content is only text and
   * attribute-free `PLAIN_TAGS` elements (src/services/html-policy.ts) sanitizes to itself and is
   * copied from the inert parse without DOMPurify. Empty on failure.
   */
  partsToFragment(parts: readonly SplitPart[]): DocumentFragment;
}

/** One top-level element of a {@link Sanitizer.splitter} parse. */
export interface SplitPart {
  /** Its HTML, serialized when first read. */
  readonly html: string;
  /** An attribute as parsed, to find a part without serializing the others; never shown. */
  attr(name: string): string | null;
}

/** The steps of one {@link Sanitizer.splitter} parse. */
export interface Splitter {
  /** Parses about `chars` more characters: the parts completed, and `total` once `done`. */
  next(chars: number): { parts: SplitPart[]; done: boolean; total: number };
}

/** Loads DOMPurify and the rules once per page; rejects only when the chunk does not load. */
export function loadSanitizer(): Promise<Sanitizer> {
  return shared('sanitizer', () =>
    Promise.all([import('dompurify'), import('./sanitizer-build.ts')]).then(
      ([module, { build }]) => build(module.default(window)),
      (error: unknown) => {
        resetServices('sanitizer'); // let the next call try to load the chunk again
        throw error;
      },
    ),
  );
}
