/**
 * Sanitizer service (docs/architecture.md#sanitizer): the only way server HTML reaches the DOM.
 *
 * DOMPurify (its own chunk, loaded with the first element that needs it) returns a DOM fragment,
 * which is inserted as is: never serialised to a string and parsed again. Each call names the
 * kind of content (`reader` or `page`, src/services/html-policy.ts): DOMPurify gets that kind's
 * allowlist of tags and attributes instead of its defaults, and hooks apply the URL, class and
 * link rules (http(s)/relative URLs resolved against apiBase, images only from the site's hosts,
 * `rel` on every link, external links marked for the reader). Named properties are sanitized
 * (`SANITIZE_NAMED_PROPS`, against DOM clobbering). Under Trusted Types the one policy `biz-widgets` is used; partners
 * allow it with `trusted-types biz-widgets`. If the page forbids it, sanitizing fails closed:
 * the fragment is empty and the console says why.
 */
import type { HtmlKind } from './html-policy.ts';
import { resetServices, shared } from './registry.ts';

export type { HtmlKind } from './html-policy.ts';

/** The Trusted Types policy name partners add to their CSP (`trusted-types biz-widgets`). */
export const TRUSTED_TYPES_POLICY_NAME = 'biz-widgets';

/** A loaded sanitizer. */
export interface Sanitizer {
  /**
   * Sanitizes server HTML into a fragment owned by `document`, ready to append.
   * @param kind which allowlist applies (html-policy.ts); default `page`
   * Never throws: on any failure the fragment is empty.
   */
  toFragment(html: string, kind?: HtmlKind): DocumentFragment;
  /**
   * The top-level elements of server HTML, each as its own HTML string to sanitize later, read
   * in an inert document (nothing loads or runs, nothing is inserted), so a long list can be
   * sanitized in slices. Top-level text is dropped. Never throws: on failure nothing is returned.
   * @param max at most this many parts; `total` says how many top-level elements there were
   */
  split(html: string, max: number): { parts: string[]; total: number };
  /**
   * {@link Sanitizer.split} in steps, so the first parts are ready before a long answer is
   * parsed: one inert parse of `html`, fed a few characters per `next(chars)` (the HTML parser
   * takes up where it stopped, as it does with a page arriving from the network), each step
   * giving the top-level elements completed since the step before. The parts' HTML, their order
   * and `total` are the same as `split(html, max)` gives. Where the engine cannot feed an inert
   * document in steps, the first step parses everything. Never throws: on failure the step is
   * `done` with nothing more.
   * @param max at most this many parts in all
   */
  splitter(html: string, max: number): Splitter;
}

/** One top-level element of a {@link Sanitizer.splitter} parse. */
export interface SplitPart {
  /** Its HTML, to be sanitized: serialized from the inert parse when first read. */
  readonly html: string;
  /**
   * One of its attributes as parsed (null when absent): to tell parts apart before any is
   * sanitized (a permalink's comment found without serializing the ones before it); never shown.
   */
  attr(name: string): string | null;
}

/** The steps of one {@link Sanitizer.splitter} parse. */
export interface Splitter {
  /**
   * Parses about `chars` more characters (all that is left at the end).
   * @returns the parts completed by this step; `done` once the whole input is parsed, and then
   *   `total`, the number of top-level elements (0 before)
   */
  next(chars: number): { parts: SplitPart[]; done: boolean; total: number };
}

/**
 * Loads DOMPurify and the allowlists (their own chunks, once per page) and returns the sanitizer.
 * @returns a promise of the sanitizer; rejects only if the chunk cannot be loaded (network)
 */
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
