// Run by `npm run build` after the bundle and manifest: one bundled type declaration per JS entry
// (rollup-plugin-dts), so the tarball has no internal `.d.ts`: dist/npm/index.d.ts (public types,
// tags in `HTMLElementTagNameMap`, events in `ElementEvents` and `GlobalEventHandlersEventMap`)
// and dist/npm/react.d.ts (the components, importing the public types from `biz-widgets`, plus
// the plain tags' JSX types). Runtime libraries' types (react, zod…) stay imports.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const ROOT = resolve(import.meta.dirname, '..');
const PUBLIC_TYPES = resolve(ROOT, 'src/index.ts');
const AUTOLOADER = resolve(ROOT, 'src/autoloader.ts');
/** Re-exported by src/index.ts: the element classes' types, named by the components' refs. */
const ELEMENT_TYPES = resolve(ROOT, 'src/elements.ts');

/** `events.ts` augmentations become plain interfaces: in one bundled file the module is itself. */
const unwrapAugmentations = {
  name: 'biz-unwrap-event-map-augmentations',
  renderChunk: (code) =>
    code.replace(
      /declare module ["'][^"']*["'] \{\n( {4}interface ElementEvents \{[\s\S]*?\n {4}\})\n\}/g,
      (_, body) => body.replace(/^ {4}/gm, ''),
    ),
};

/** For `biz-widgets/react`: the public types become the `biz-widgets` import; no autoloader. */
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

const jsx = readFileSync(resolve(ROOT, 'types/react.d.ts'), 'utf8').replace(
  '../dist/integrations/jsx.d.ts',
  '../integrations/jsx.d.ts',
);
writeFileSync('dist/npm/react.d.ts', `${readFileSync('dist/npm/react.d.ts', 'utf8')}\n${jsx}`);
