/**
 * Each element's parts map (`elements/<tag>/parts.ts`, the one declaration of its shadow parts)
 * agrees with its sources: every part the map declares is a part name in the element's folder or
 * the src/ui and src/forms files it imports, and every part name its folder gives literally is
 * in the map. An element whose sources give no part name has no map.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tags } from './manifest.ts';
import { elementSources, partsIn } from './source-parts.ts';

const root = process.cwd(); // vitest runs from the repository root
const maps = import.meta.glob<Record<string, Record<string, string>>>(
  '../../../elements/*/parts.ts',
  { eager: true },
);

/** The part names the map of `tag` declares, in its order (none without a parts.ts). */
function declaredParts(tag: string): string[] {
  const module = maps[`../../../elements/${tag}/parts.ts`];
  return module ? Object.values(module).flatMap((map) => Object.keys(map)) : [];
}

describe.each(tags)('<%s>', (tag) => {
  it('renders every part its map declares, and its map declares every part its folder names', () => {
    const files = elementSources(root, tag);
    const names = new Set<string>();
    const prefixes = new Set<string>();
    const suffixes = new Set<string>();
    const own = new Set<string>();
    for (const file of files) {
      const parts = partsIn(readFileSync(file, 'utf8'));
      for (const name of [...parts.names, ...parts.loose]) names.add(name);
      parts.prefixes.forEach((p) => prefixes.add(p));
      parts.suffixes.forEach((s) => suffixes.add(s));
      if (file.startsWith(join(root, 'elements', tag))) parts.names.forEach((n) => own.add(n));
    }
    for (const name of [...names]) for (const suffix of suffixes) names.add(name + suffix);

    const declared = declaredParts(tag);
    const missing = declared.filter(
      (name) => !names.has(name) && ![...prefixes].some((p) => name.startsWith(p)),
    );
    expect(missing, 'declared parts no source renders').toEqual([]);

    const undeclared = [...own].filter((name) => !declared.includes(name));
    expect(undeclared, 'parts the folder names but its parts.ts does not').toEqual([]);
  });
});
