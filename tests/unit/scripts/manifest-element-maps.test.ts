/**
 * The manifest's attributes, events and parts (scripts/manifest-element-maps.mjs) are each
 * element's attribute map, events declaration and parts map: the attributes of the map,
 * kebab-case, with its types, a description from each entry's doc ("Required." for a required
 * one, its default stated), an event for each name the element's own sources emit, and the parts
 * of its parts map in their order (whether the map matches what the sources render is
 * parts-contract.test.ts). A class JSDoc that still declares parts stops the manifest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requiredAttributes, type AttributeMap } from '../../../src/element/attributes.ts';
import { elementManifest, manifestOf, tags } from '../element/manifest.ts';

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
