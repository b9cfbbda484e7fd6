/**
 * The elements' Custom Elements Manifest for unit tests, built the way `npm run manifest` builds
 * it (the analyzer over every `elements/<tag>/<tag>.element.ts`, its own TypeScript, and the
 * plugin that reads each element's attribute map, events and parts map,
 * scripts/manifest-element-maps.mjs), without writing any file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { elementMaps } from '../../../scripts/manifest-element-maps.mjs';

const root = process.cwd(); // vitest runs from the repository root

/** Every element folder with a `<tag>.element.ts`. */
export const tags = readdirSync(join(root, 'elements')).filter((tag) =>
  existsSync(join(root, 'elements', tag, `${tag}.element.ts`)),
);

/** The slice of a manifest declaration the tests read. */
export interface Declaration {
  tagName?: string;
  attributes?: { name: string; description?: string; type?: { text: string }; default?: string }[];
  events?: { name: string; description?: string; type?: { text: string } }[];
  cssParts?: { name: string; description?: string }[];
}

interface Analyzer {
  create(options: { modules: unknown[]; plugins: unknown[] }): {
    modules: { declarations?: Declaration[] }[];
  };
  ts: typeof import('typescript');
}

/**
 * The manifest's declarations of `files` (each a path from the repository root and its text,
 * read as that path's module), by tag. Throws what the analyzer or the plugin throws.
 */
export async function manifestOf(
  files: { path: string; text: string }[],
): Promise<Map<string, Declaration>> {
  const { create, ts } =
    (await import('@custom-elements-manifest/analyzer/index.js')) as unknown as Analyzer;
  const modules = files.map(({ path, text }) =>
    ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true),
  );
  const declarations = create({ modules, plugins: [elementMaps()] }).modules.flatMap(
    (m) => m.declarations ?? [],
  );
  return new Map(declarations.map((d) => [d.tagName ?? '', d]));
}

/** The manifest's declaration of every element, by tag. */
export function elementManifest(): Promise<Map<string, Declaration>> {
  return manifestOf(
    tags.map((tag) => {
      const path = `elements/${tag}/${tag}.element.ts`;
      return { path, text: readFileSync(join(root, path), 'utf8') };
    }),
  );
}
