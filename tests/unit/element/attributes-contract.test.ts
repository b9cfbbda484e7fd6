/**
 * Each element's contract agrees with itself: the manifest (what the Custom
 * Elements Manifest analyzer reads from the JSDoc of `<tag>.element.ts`, run here the way
 * `npm run manifest` runs it), the attribute map (`elements/<tag>/attributes.ts`, the one source
 * of attributes, types and defaults) and the parts the element's sources render.
 *
 * - every `@attr` is a key of the map (kebab-case, as r2wc observes it) and the other way round,
 *   with the same type;
 * - the map marks `required` exactly the attributes whose `@attr` text ends in "Required.";
 * - every default of the map is stated in its `@attr` text (the empty string needs none: it is
 *   what an absent attribute reads as);
 * - every `@csspart` is a part name in the element's folder or the src/ui and src/forms files it
 *   imports, and every part its folder names literally is documented (as a `@csspart`, or in
 *   backticks in one's text, like `result-chosen`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requiredAttributes, type AttributeMap } from '../../../src/element/attributes.ts';
import { elementSources, partsIn } from './source-parts.ts';

const root = process.cwd(); // vitest runs from the repository root
const tags = readdirSync(join(root, 'elements')).filter((tag) =>
  existsSync(join(root, 'elements', tag, `${tag}.element.ts`)),
);

/** The slice of a Custom Elements Manifest read here. */
interface Declaration {
  tagName?: string;
  attributes?: { name: string; description?: string; type?: { text: string } }[];
  cssParts?: { name: string; description?: string }[];
}
interface Manifest {
  modules: { path: string; declarations?: Declaration[] }[];
}
interface Analyzer {
  create(options: { modules: unknown[] }): Manifest;
  ts: typeof import('typescript');
}

/** The manifest of every `*.element.ts`, as the analyzer's CLI builds it (its own TypeScript). */
async function manifest(): Promise<Map<string, Declaration>> {
  const { create, ts } =
    (await import('@custom-elements-manifest/analyzer/index.js')) as unknown as Analyzer;
  const modules = tags.map((tag) => {
    const path = `elements/${tag}/${tag}.element.ts`;
    const text = readFileSync(join(root, path), 'utf8');
    return ts.createSourceFile(path, text, ts.ScriptTarget.ES2015, true);
  });
  const declarations = create({ modules }).modules.flatMap((m) => m.declarations ?? []);
  return new Map(declarations.map((d) => [d.tagName ?? '', d]));
}

/** The attribute r2wc observes for a prop (its own kebab-case rule). */
const kebab = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const maps = import.meta.glob<Record<string, AttributeMap>>('../../../elements/*/attributes.ts', {
  eager: true,
});

/** The map `elements/<tag>/attributes.ts` exports (its only export), and its name. */
function mapOf(tag: string): [name: string, map: AttributeMap] {
  const exports = Object.entries(maps[`../../../elements/${tag}/attributes.ts`] ?? {});
  const found = exports.filter(([, value]) => typeof value === 'object' && value !== null);
  expect(found, `elements/${tag}/attributes.ts exports one attribute map`).toHaveLength(1);
  return found[0]!;
}

/** Whether `text` states `value` as a default: says "default" and names the value as a word. */
function statesDefault(text: string, value: unknown): boolean {
  if (value === '') return true;
  const escaped = String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return /default/i.test(text) && new RegExp(`(?<![\\w/-])${escaped}(?![\\w/-])`).test(text);
}

const declarations = await manifest();

describe.each(tags)('<%s>', (tag) => {
  const declaration = declarations.get(tag);
  const [mapName, map] = mapOf(tag);
  const element = readFileSync(join(root, 'elements', tag, `${tag}.element.ts`), 'utf8');

  it('builds its class from the attribute map of its folder', () => {
    expect(declaration, `the manifest has <${tag}>`).toBeDefined();
    expect(element).toContain(`import { ${mapName} } from './attributes.ts';`);
    expect(element).toMatch(new RegExp(`\\battributes: ${mapName},`));
  });

  it('documents exactly the attributes of its map, with their types', () => {
    const documented = (declaration?.attributes ?? []).map((a) => [a.name, a.type?.text]);
    const mapped = Object.entries(map).map(([prop, spec]) => [kebab(prop), spec.type]);
    expect(documented.sort()).toEqual(mapped.sort());
  });

  it('marks required exactly the attributes its @attr text calls "Required."', () => {
    const documented = (declaration?.attributes ?? [])
      .filter((a) => /\bRequired\.\s*$/.test(a.description ?? ''))
      .map((a) => a.name);
    expect(requiredAttributes(map).sort()).toEqual(documented.sort());
  });

  it("states each of the map's defaults in its @attr text", () => {
    const unstated = Object.entries(map)
      .filter(([, spec]) => 'default' in spec)
      .filter(([prop, spec]) => {
        const doc = declaration?.attributes?.find((a) => a.name === kebab(prop));
        return !statesDefault(doc?.description ?? '', spec.default);
      })
      .map(([prop, spec]) => `${kebab(prop)}: ${JSON.stringify(spec.default)}`);
    expect(unstated).toEqual([]);
  });

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
