/**
 * The build for bundlers (`dist/npm/`, the package's `exports["."]`): the same source as the CDN
 * build, but React, ReactDOM, r2wc, zod, DOMPurify, js-cookie and FingerprintJS stay bare imports
 * (peer or regular dependencies the app's bundler resolves, so an app ships one React). Not
 * minified and without source maps: the app's bundler minifies, and readable output helps an app
 * developer debug.
 */
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { defineConfig } from 'vite';
import { versionDefine } from './scripts/version-define.mjs';

/** Packages an app resolves itself: these and their subpaths stay imports in dist/npm. */
const EXTERNAL = [
  'react',
  'react-dom',
  'scheduler',
  '@r2wc/react-to-web-component',
  'zod',
  'dompurify',
  'js-cookie',
  '@fingerprintjs/fingerprintjs',
];

/**
 * The retry imports of a URL the browser named (src/autoloader.ts, src/element/lazy-part.tsx)
 * are for the browser, never for a bundler: besides Vite's mark they get webpack's and
 * Turbopack's, so an app's Next.js build (Turbopack by default) or webpack build leaves them
 * alone instead of failing on an import it cannot resolve. Only this build gets the
 * marks: the CDN build has no bundler after it and keeps its bytes.
 */
const bundlerIgnoreMarks = {
  name: 'biz-bundler-ignore-marks',
  renderChunk: (code: string) =>
    code.includes('/* @vite-ignore */')
      ? code.replaceAll(
          '/* @vite-ignore */',
          '/* @vite-ignore */ /* webpackIgnore: true */ /* turbopackIgnore: true */',
        )
      : null,
};

export default defineConfig({
  define: versionDefine,
  plugins: [bundlerIgnoreMarks],
  build: {
    // The browsers in package.json's `browserslist` (README "Browser support").
    target: browserslistToEsbuild(),
    outDir: 'dist/npm',
    emptyOutDir: true,
    // No source maps: the output is not minified (readable as it is), and maps would double the
    // package.
    sourcemap: false,
    minify: false,
    modulePreload: false,
    lib: {
      // `biz-widgets` and `biz-widgets/react` (the React components; both start the autoloader).
      entry: { index: 'src/package.ts', react: 'src/react/package.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      external: (id) => EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The React components use hooks: React Server Components frameworks (Next.js App
        // Router) must treat the entry as client code. (A directive in the source is dropped by
        // the bundler, so the entry gets it as a banner.)
        banner: (chunk) => (chunk.isEntry && chunk.name === 'react' ? "'use client';" : ''),
      },
    },
  },
});
