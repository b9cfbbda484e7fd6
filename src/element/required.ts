/** Required attributes: a CMS that strips them must not leave an element silently empty. */
import { emit } from './events.ts';

const reported = new WeakSet<Element>();

/**
 * Checks `host`'s required attributes (empty is missing): the first time some are missing, warns
 * and dispatches `biz-error` (kind `validation`). Returns the missing ones; never throws.
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
