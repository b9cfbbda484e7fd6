/**
 * Required attributes: what each element cannot work without, as its attribute map marks
 * (`required: true`, src/element/attributes.ts; the manifest's description of such an attribute
 * ends in "Required."). A CMS sanitizer that keeps our tags but strips their attributes used
 * to leave an element empty without a word; now the element says so on connect.
 */
import { emit } from './events.ts';

/** Elements that already reported their missing attributes (once per element). */
const reported = new WeakSet<Element>();

/**
 * Checks `host`'s `required` attributes (kebab-case; missing, or empty after trimming, is missing). The first
 * time an element lacks any, it logs one console warning naming the attributes and
 * docs/partners.md#required-attributes, and dispatches `biz-error` `{ endpoint: tag, kind: 'validation',
 * message }` from the element (bubbling, composed). What readers see is the element's own
 * empty state. Called by createElementClass on connect; never throws.
 * @returns the missing attributes (empty when all are there).
 */
export function checkRequiredAttributes(host: HTMLElement, required: readonly string[]): string[] {
  const tag = host.localName;
  const missing = required.filter((name) => !host.getAttribute(name)?.trim());
  if (!missing.length || reported.has(host)) return missing;
  reported.add(host);
  const message = `<${tag}> lacks ${missing.join(', ')}: docs/partners.md#required-attributes`;
  console.warn(`[biz-widgets] ${message}`);
  emit(host, 'biz-error', { endpoint: tag, kind: 'validation', message });
  return missing;
}
