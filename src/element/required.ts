/**
 * Required attributes (issue 29): what each element cannot work without, as its JSDoc says
 * ("Required.", the manifest's attribute description). A CMS sanitizer that keeps our tags but
 * strips their attributes used to leave an element empty without a word; now the element says
 * so on connect. tests/unit/element/required.test.ts holds this table to the JSDoc.
 */
import { emit } from './events.ts';

/** Tag → its required attributes (kebab-case). */
export const REQUIRED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  'biz-article-rating': ['article-id'],
  'biz-auth-modal': ['login-action', 'register-action', 'restore-action'],
  'biz-bookmark': ['item-id'],
  'biz-comment-embed': ['comment-id'],
  'biz-comments': ['article-id'],
  'biz-live': ['live-id'],
  'biz-poll': ['poll-id'],
  'biz-profile': ['password-action'],
  'biz-push-prompt': ['vapid-public-key', 'service-worker'],
  'biz-top10': ['article-id'],
};

/** Where a partner's developer reads what to allow in a sanitizer (docs/partners.md). */
export const REQUIRED_DOCS = 'docs/partners.md#required-attributes';

/** Elements that already reported their missing attributes (once per element). */
const reported = new WeakSet<Element>();

/**
 * Checks `host`'s required attributes (missing, or empty after trimming, is missing). The first
 * time an element lacks any, it logs one console warning naming the attributes and
 * {@link REQUIRED_DOCS}, and dispatches `biz-error` `{ endpoint: tag, kind: 'validation',
 * message }` from the element (bubbling, composed). What readers see is the element's own
 * empty state. Called by createElementClass on connect; never throws.
 * @returns the missing attributes (empty when all are there).
 */
export function checkRequiredAttributes(host: HTMLElement): string[] {
  const tag = host.localName;
  const required = Object.hasOwn(REQUIRED_ATTRIBUTES, tag) ? REQUIRED_ATTRIBUTES[tag] : [];
  const missing = (required ?? []).filter((name) => !host.getAttribute(name)?.trim());
  if (!missing.length || reported.has(host)) return missing;
  reported.add(host);
  const names = missing.map((name) => `"${name}"`).join(', ');
  const message =
    `<${tag}> needs the ${names} attribute${missing.length > 1 ? 's' : ''} (missing or empty; ` +
    `a sanitizer may have removed it): see ${REQUIRED_DOCS}`;
  console.warn(`[biz-widgets] ${message}`);
  emit(host, 'biz-error', { endpoint: tag, kind: 'validation', message });
  return missing;
}
