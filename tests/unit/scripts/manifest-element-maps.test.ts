/**
 * The manifest's attributes, events and parts (scripts/manifest-element-maps.mjs) are each
 * element's attribute map, events declaration and parts map: the attributes of the map,
 * kebab-case, with its types, a description from each entry's doc ("Required." for a required
 * one, its default stated), an event for each name the element's own sources emit, and the parts
 * of its parts map in their order (whether the map matches what the sources render is
 * parts.test.ts). An attribute doc with a block tag such as `@remarks`, or a class JSDoc
 * that still declares parts, stops the manifest.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requiredAttributes, type AttributeMap } from '../../../src/element/attributes.ts';
import { elementManifest, manifestOf, tags } from '../element/manifest.ts';
import { elementMaps } from '../../../scripts/manifest-element-maps.mjs';

const root = process.cwd(); // vitest runs from the repository root
const kebab = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const maps = import.meta.glob<Record<string, AttributeMap>>('../../../elements/*/attributes.ts', {
  eager: true,
});
const partMaps = import.meta.glob<Record<string, Record<string, string>>>(
  '../../../elements/*/parts.ts',
  { eager: true },
);
const declarations = await elementManifest();

/** Whether `text` states `value` as a default: says "default" and names the value as a word. */
function statesDefault(text: string, value: unknown): boolean {
  if (value === '') return true;
  const escaped = String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return /default/i.test(text) && new RegExp(`(?<![\\w/-])${escaped}(?![\\w/-])`).test(text);
}

describe.each(tags)('<%s>', (tag) => {
  const declaration = declarations.get(tag);
  const [[name, map]] = Object.entries(maps[`../../../elements/${tag}/attributes.ts`] ?? {}) as [
    [string, AttributeMap],
  ];
  const attributes = declaration?.attributes ?? [];

  it('has exactly the attributes of its map, documented, from the map its class is built with', () => {
    const element = readFileSync(join(root, 'elements', tag, `${tag}.element.ts`), 'utf8');
    expect(element).toMatch(new RegExp(`\\battributes: ${name},`));
    const mapped = Object.entries(map).map(([prop, spec]) => [kebab(prop), spec.type]);
    expect(attributes.map((a) => [a.name, a.type?.text])).toEqual(mapped);
    const required = attributes.filter((a) => /\bRequired\.$/.test(a.description ?? ''));
    expect(required.map((a) => a.name)).toEqual(requiredAttributes(map));
    const unstated = Object.entries(map)
      .filter(([prop, spec]) => {
        const text = attributes.find((a) => a.name === kebab(prop))?.description ?? '';
        return !text || ('default' in spec && !statesDefault(text, spec.default));
      })
      .map(([prop]) => prop);
    expect(unstated, 'attributes without a doc stating their default').toEqual([]);
  });

  it('declares every event its own sources emit, documented', () => {
    const folder = join(root, 'elements', tag);
    const emitted = readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => [
        ...readFileSync(join(folder, file), 'utf8').matchAll(/\bemit\([^,]+,\s*'(biz-[\w-]+)'/g),
      ])
      .map((m) => m[1]!);
    const events = declaration?.events ?? [];
    expect(events.filter((e) => !e.description || !e.type?.text)).toEqual([]);
    expect([...new Set(emitted)].filter((e) => !events.some((d) => d.name === e))).toEqual([]);
  });

  it('has exactly the parts of its parts map, in order, and no cssParts key without one', () => {
    const module = partMaps[`../../../elements/${tag}/parts.ts`];
    const [map = {}] = Object.values(module ?? {});
    const parts = Object.entries(map).map(([name, description]) => ({ name, description }));
    if (module) expect(parts, 'a parts.ts that declares no part').not.toEqual([]);
    if (parts.length) expect(declaration?.cssParts).toEqual(parts);
    else expect(declaration).not.toHaveProperty('cssParts');
  });
});

it('stops at a class JSDoc that still declares a part', async () => {
  const path = 'elements/biz-poll/biz-poll.element.ts';
  const text = readFileSync(join(root, path), 'utf8').replace(
    ' * @tagname biz-poll\n',
    ' * @tagname biz-poll\n * @csspart vote - The vote button.\n',
  );
  expect(text).toContain('@csspart vote');
  await expect(manifestOf([{ path, text }])).rejects.toThrow(
    /biz-poll\.element\.ts: @csspart .*elements\/biz-poll\/parts\.ts/,
  );
});

describe('an attribute doc', () => {
  /** The manifest attributes the plugin gives an element whose attribute map is `source`. */
  async function attributesFrom(source: string) {
    const { ts } = (await import('@custom-elements-manifest/analyzer/index.js')) as unknown as {
      ts: typeof import('typescript');
    };
    const folder = mkdtempSync(join(tmpdir(), 'biz-maps-'));
    try {
      writeFileSync(join(folder, 'attributes.ts'), source);
      const declaration: { tagName: string; attributes?: { description: string }[] } = {
        tagName: 'biz-x',
      };
      // The plugin reads the module's path relative to the working directory.
      const path = relative(root, join(folder, 'biz-x.element.ts'));
      elementMaps().moduleLinkPhase?.({ ts, moduleDoc: { path, declarations: [declaration] } });
      return declaration.attributes;
    } finally {
      rmSync(folder, { recursive: true });
    }
  }
  const map = (doc: string) =>
    `defineAttributes({\n  ${doc}\n  interval: { type: 'number', default: 3000 },\n});\n`;

  it('is the description', async () => {
    const attributes = await attributesFrom(map('/** Milliseconds. Default 3000. */'));
    expect(attributes?.map((a) => a.description)).toEqual(['Milliseconds. Default 3000.']);
  });

  it('with a block tag (a second text) stops the manifest, naming file and attribute', async () => {
    const doc =
      '/**\n   * Milliseconds. Default 3000.\n   * @remarks Ms; not positive, 3000.\n   */';
    await expect(attributesFrom(map(doc))).rejects.toThrow(
      /attributes\.ts: attribute `interval` has a second text \(@remarks\)/,
    );
  });
});
