/**
 * Sanitizer service (DESIGN.md "Services: sanitizer"): the only way server HTML reaches the DOM.
 *
 * DOMPurify (its own chunk, loaded with the first element that needs it) returns a DOM fragment,
 * which is inserted as is: never serialised to a string and parsed again. Named properties are
 * sanitized (`SANITIZE_NAMED_PROPS`, against DOM clobbering) and links get
 * `rel="noopener noreferrer"`. Under Trusted Types the one policy `biz-widgets` is used; partners
 * allow it with `trusted-types biz-widgets`. If the page forbids it, sanitizing fails closed:
 * the fragment is empty and the console says why.
 */
import type { Config, DOMPurify } from 'dompurify';
import { resetServices, shared } from './registry.ts';

/** The Trusted Types policy name partners add to their CSP (`trusted-types biz-widgets`). */
export const TRUSTED_TYPES_POLICY_NAME = 'biz-widgets';

/** A loaded sanitizer. */
export interface Sanitizer {
  /**
   * Sanitizes server HTML into a fragment owned by `document`, ready to append.
   * Never throws: on any failure the fragment is empty.
   */
  toFragment(html: string): DocumentFragment;
}

interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createHTML(s: string): string; createScriptURL(s: string): string },
  ): { createHTML(s: string): unknown; createScriptURL(s: string): unknown };
}

function createPolicy(): Config['TRUSTED_TYPES_POLICY'] {
  const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!tt) return null;
  try {
    // The policy only hands the dirty string to DOMPurify's inert parser; what DOMPurify
    // returns is sanitized. Script URLs are never allowed.
    return tt.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
      createHTML: (s) => s,
      createScriptURL: () => 'about:invalid#biz-widgets',
    }) as unknown as Config['TRUSTED_TYPES_POLICY'];
  } catch (error) {
    console.error(
      `[biz-widgets] Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}" is not allowed by this page's CSP; ` +
        `server HTML will not be shown. Add "trusted-types ${TRUSTED_TYPES_POLICY_NAME}".`,
      error,
    );
    return null;
  }
}

function build(purify: DOMPurify): Sanitizer {
  const policy = createPolicy();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  const config: Config & { RETURN_DOM_FRAGMENT: true } = {
    RETURN_DOM_FRAGMENT: true,
    SANITIZE_NAMED_PROPS: true,
    TRUSTED_TYPES_POLICY: policy,
    // Inline styles would be blocked by a strict style-src anyway; our shadow styles apply.
    FORBID_TAGS: ['style'],
    FORBID_ATTR: ['style'],
  };
  return {
    toFragment(html) {
      try {
        const fragment = purify.sanitize(html, config);
        return document.importNode(fragment, true);
      } catch (error) {
        console.error('[biz-widgets] HTML not shown: the sanitizer failed', error);
        return document.createDocumentFragment();
      }
    },
  };
}

/**
 * Loads DOMPurify (once per page) and returns the sanitizer.
 * @returns a promise of the sanitizer; rejects only if the chunk cannot be loaded (network)
 */
export function loadSanitizer(): Promise<Sanitizer> {
  return shared('sanitizer', () =>
    import('dompurify').then(
      (module) => build(module.default(window)),
      (error: unknown) => {
        resetServices('sanitizer'); // let the next call try to load the chunk again
        throw error;
      },
    ),
  );
}
