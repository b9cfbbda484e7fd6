// One bundled type declaration per JS entry of the package, made by rollup-plugin-dts
// from the source so the tarball holds no internal `.d.ts` files:
// - dist/npm/index.d.ts for `biz-widgets` (every public type, the elements' tags in
//   `HTMLElementTagNameMap`, their events in `ElementEvents` and `GlobalEventHandlersEventMap`);
// - dist/npm/react.d.ts for `biz-widgets/react` (the components; the public types are imported
//   from `biz-widgets`, not copied), plus the JSX types of the plain tags (types/react.d.ts).
// Types of the runtime libraries (react, zod, …) stay imports. Run by `npm run build` after the
// bundler build and the manifest.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const ROOT = resolve(import.meta.dirname, '..');
const PUBLIC_TYPES = resolve(ROOT, 'src/index.ts');
const AUTOLOADER = resolve(ROOT, 'src/autoloader.ts');
/** Re-exported by src/index.ts: the element classes' types, named by the components' refs. */
const ELEMENT_TYPES = resolve(ROOT, 'src/elements.ts');

/**
 * Each element's `events.ts` adds its events to `ElementEvents` by augmenting the module that
 * declares it (`declare module '../../src/element/events.ts'`); in one bundled file that module
 * is the file itself, so the augmentation becomes a plain interface the declaration merges with.
 */
const unwrapAugmentations = {
  name: 'biz-unwrap-event-map-augmentations',
  renderChunk: (code) =>
    code.replace(
      /declare module ["'][^"']*["'] \{\n( {4}interface ElementEvents \{[\s\S]*?\n {4}\})\n\}/g,
      (_, body) => body.replace(/^ {4}/gm, ''),
    ),
};

/**
 * For `biz-widgets/react`: `src/index.ts` and `src/elements.ts` (the public types) become the package's own
 * `biz-widgets` import, and the autoloader (imported for its side effect, no types) is left out.
 */
const publicTypesExternal = {
  name: 'biz-public-types-external',
  async resolveId(source, importer) {
    if (!importer || !source.startsWith('.')) return null;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    if ([PUBLIC_TYPES, ELEMENT_TYPES, AUTOLOADER].includes(resolved?.id))
      return { id: 'biz-widgets', external: true };
    return null;
  },
};

async function bundle(input, output, plugins = []) {
  const build = await rollup({
    input,
    plugins: [...plugins, dts({ tsconfig: 'tsconfig.build.json' })],
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
  });
  await build.write({ file: output, format: 'es', plugins: [unwrapAugmentations] });
  await build.close();
}

await bundle('src/package.ts', 'dist/npm/index.d.ts');
await bundle('src/react/package.ts', 'dist/npm/react.d.ts', [publicTypesExternal]);

// The plain tags' JSX types (`<biz-comments article-id="42">`), generated from the manifest.
const jsx = readFileSync(resolve(ROOT, 'types/react.d.ts'), 'utf8').replace(
  '../dist/integrations/jsx.d.ts',
  '../integrations/jsx.d.ts',
);
writeFileSync('dist/npm/react.d.ts', `${readFileSync('dist/npm/react.d.ts', 'utf8')}\n${jsx}`);
