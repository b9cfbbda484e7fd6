/**
 * Each element's documented parts agree with its sources: every `@csspart` of its JSDoc (as the
 * manifest reads it) is a part name in the element's folder or the src/ui and src/forms files it
 * imports, and every part its folder names literally is documented (as a `@csspart`, or in
 * backticks in one's text, like `result-chosen`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementManifest, tags } from './manifest.ts';
import { elementSources, partsIn } from './source-parts.ts';

const root = process.cwd(); // vitest runs from the repository root
const declarations = await elementManifest();

describe.each(tags)('<%s>', (tag) => {
  const declaration = declarations.get(tag);

  it('renders every documented part and documents every part its folder names', () => {
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

    const documented = declaration?.cssParts ?? [];
    const missing = documented
      .map((p) => p.name)
      .filter((name) => !names.has(name) && ![...prefixes].some((p) => name.startsWith(p)));
    expect(missing, 'documented parts no source renders').toEqual([]);

    const mentioned = new Set(
      documented.flatMap((p) => [
        p.name,
        ...[...(p.description ?? '').matchAll(/`([\w-]+)`/g)].map((m) => m[1]!),
      ]),
    );
    const undocumented = [...own].filter((name) => !mentioned.has(name));
    expect(undocumented, 'parts the folder names but the JSDoc does not').toEqual([]);
  });
});
