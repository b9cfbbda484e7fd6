/**
 * Required attributes (issue 29, src/element/required.ts): an element connected without one
 * tells the partner's developer once (console and `biz-error` of kind `validation`), and the
 * table matches what each element's JSDoc calls "Required." (the manifest).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkRequiredAttributes, requiredAttributes } from '../../../src/element/required.ts';

const ELEMENTS = join(import.meta.dirname, '../../../elements');

/** Tag → attributes whose `@attr` JSDoc ends in "Required." in its `.element.ts`. */
function requiredInJsDoc(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const tag of readdirSync(ELEMENTS)) {
    let source = '';
    try {
      source = readFileSync(join(ELEMENTS, tag, `${tag}.element.ts`), 'utf8');
    } catch {
      continue;
    }
    const names = [...source.matchAll(/@attr \{[^}]*\} ([a-z0-9-]+) - .*\bRequired\.\s*$/gm)].map(
      (m) => m[1]!,
    );
    if (names.length) found[tag] = names;
  }
  return found;
}

describe('required attributes', () => {
  it('the table lists exactly the attributes the JSDoc calls required', () => {
    const documented = requiredInJsDoc();
    for (const tag of readdirSync(ELEMENTS)) {
      expect(requiredAttributes(tag), tag).toEqual(documented[tag] ?? []);
    }
    expect(Object.keys(documented).length).toBeGreaterThan(5);
  });

  it('an element without its required attribute warns once and dispatches biz-error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = document.createElement('biz-comments');
    document.body.append(host);
    const errors: CustomEvent[] = [];
    document.addEventListener('biz-error', (e) => errors.push(e as CustomEvent));

    expect(checkRequiredAttributes(host)).toEqual(['article-id']);
    expect(checkRequiredAttributes(host)).toEqual(['article-id']); // connected again
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /<biz-comments> lacks article-id: docs\/partners\.md#required-attributes/,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.detail).toMatchObject({ endpoint: 'biz-comments', kind: 'validation' });
    host.remove();
  });

  it('an empty attribute counts as missing; a present one passes silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const empty = document.createElement('biz-push-prompt');
    empty.setAttribute('vapid-public-key', '  ');
    empty.setAttribute('service-worker', '/sw.js');
    expect(checkRequiredAttributes(empty)).toEqual(['vapid-public-key']);

    const fine = document.createElement('biz-article-rating');
    fine.setAttribute('article-id', '42');
    expect(checkRequiredAttributes(fine)).toEqual([]);
    expect(checkRequiredAttributes(document.createElement('biz-to-top'))).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
