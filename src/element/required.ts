/**
 * Required attributes (issue 29): what each element cannot work without, as its JSDoc says
 * ("Required.", the manifest's attribute description). A CMS sanitizer that keeps our tags but
 * strips their attributes used to leave an element empty without a word; now the element says
 * so on connect. tests/unit/element/required.test.ts holds this table to the JSDoc.
 */
import { emit } from './events.ts';

/**
 * Each element's required attributes: `<tag without biz->=<attribute> <attribute>…` entries, each
 * ending in `;`. One terse string: it travels in the element kit, on every page
 * (docs/architecture.md#budgets).
 */
const TABLE =
  ';article-rating=article-id;comments=article-id;top10=article-id;bookmark=item-id;' +
  'comment-embed=comment-id;live=live-id;poll=poll-id;profile=password-action;' +
  'auth-modal=login-action register-action restore-action;' +
  'push-prompt=vapid-public-key service-worker;';

/**
 * The required attributes of `tag` (kebab-case; none for a tag not in the table).
 * @param tag an element's tag, e.g. `biz-comments`
 */
export function requiredAttributes(tag: string): string[] {
  const at = TABLE.indexOf(`;${tag.slice(4)}=`);
  return at < 0
    ? []
    : TABLE.slice(TABLE.indexOf('=', at) + 1, TABLE.indexOf(';', at + 1)).split(' ');
}

/** Elements that already reported their missing attributes (once per element). */
const reported = new WeakSet<Element>();

/**
 * Checks `host`'s required attributes (missing, or empty after trimming, is missing). The first
 * time an element lacks any, it logs one console warning naming the attributes and
 * docs/partners.md#required-attributes, and dispatches `biz-error` `{ endpoint: tag, kind: 'validation',
 * message }` from the element (bubbling, composed). What readers see is the element's own
 * empty state. Called by createElementClass on connect; never throws.
 * @returns the missing attributes (empty when all are there).
 */
export function checkRequiredAttributes(host: HTMLElement): string[] {
  const tag = host.localName;
  const missing = requiredAttributes(tag).filter((name) => !host.getAttribute(name)?.trim());
  if (!missing.length || reported.has(host)) return missing;
  reported.add(host);
  const message = `<${tag}> lacks ${missing.join(', ')}: docs/partners.md#required-attributes`;
  console.warn(`[biz-widgets] ${message}`);
  emit(host, 'biz-error', { endpoint: tag, kind: 'validation', message });
  return missing;
}
