/**
 * Library build: `dist/biz-widgets.js` (the autoloader) plus the chunks it imports.
 * React (+ r2wc), the shared services and the element kit each get one named chunk; every
 * element its own. `--mode preact` builds the same source on Preact ({@link preactRuntime}).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import { versionDefine } from './scripts/version-define.mjs';
import { runtimeAliases } from './scripts/runtime.mjs';
import { restParametersPlugin } from './scripts/rest-parameters.mjs';

const version = JSON.parse(versionDefine.__BIZ_VERSION__) as string;

/**
 * Safe deploys: chunks are content-hashed and never change, so a page that loaded an older
 * autoloader keeps finding its chunks as long as old chunks are kept (README "Deploying").
 * Beside `biz-widgets.js` (the moving name, cached briefly) this writes
 * `biz-widgets-<version>.js` (the same module under a name that never changes, for pages that
 * pin a version with Subresource Integrity) and `integrity.json` with both files' sha384.
 */
function versionedAutoloader(): Plugin {
  return {
    name: 'biz-versioned-autoloader',
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const pinned = `biz-widgets-${version}.js`;
      copyFileSync(join(dir, 'biz-widgets.js'), join(dir, pinned));
      const sri = (file: string) =>
        `sha384-${createHash('sha384')
          .update(readFileSync(join(dir, file)))
          .digest('base64')}`;
      const integrity = {
        version,
        files: { [pinned]: sri(pinned), 'biz-widgets.js': sri('biz-widgets.js') },
      };
      writeFileSync(join(dir, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
    },
  };
}

/** React's licence header, one in each of its five files in the runtime chunk. */
const REACT_HEADER = /\/\*\*\s*\*\s*@license React\b[\s\S]*?\*\//g;

/**
 * Chromium's per-file compile hint, the first line of the chunks every first element evaluates
 * and calls (the runtime, `react` or `preact`; the services; the element kit): their functions are
 * compiled on the thread that streams the file instead of lazily on the main thread when first
 * called. Measured with React: our longest task on a first visit 98 -> 56 ms (4x,
 * docs/architecture.md#budgets). Other engines read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const HINTED = new Set(['react', 'preact', 'services', 'element-kit']);

/** React's licence notice, once for its five files ({@link eagerRuntime}: 232 B of gzip less). */
const REACT_NOTICE =
  '/*! @license React (react, react-dom, scheduler) | (c) Meta Platforms, Inc. and affiliates | MIT */';

/** The first lines of a chunk, after minification: the hint, and React's notice in its chunk. */
function chunkBanner(chunk: { name: string }): string {
  if (!HINTED.has(chunk.name)) return '';
  return chunk.name === 'react' ? `${COMPILE_HINT}\n${REACT_NOTICE}` : COMPILE_HINT;
}

/** The runtime chunk's five React licence headers out: {@link REACT_NOTICE} says it once. */
function eagerRuntime(): Plugin {
  return {
    name: 'biz-eager-runtime',
    renderChunk(code, chunk) {
      if (chunk.name !== 'react') return null;
      const out = new MagicString(code);
      for (const header of code.matchAll(REACT_HEADER))
        out.remove(header.index, header.index + header[0].length);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

/**
 * The optional Preact build: with `vite build --mode preact` (`npm run build:preact`,
 * also run by `npm run build`), react, react-dom and their entry points resolve to
 * preact/compat (scripts/runtime.mjs), the output goes to `dist/preact/` (same file names) and
 * Preact with r2wc gets the runtime chunk `chunks/preact-*.js`. Other modes change nothing.
 */
function preactRuntime(): Plugin {
  return {
    name: 'biz-preact-runtime',
    config(_, { mode }) {
      if (mode !== 'preact') return null;
      return {
        resolve: { alias: runtimeAliases('preact') },
        build: {
          outDir: 'dist/preact',
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Ahead of the `react` group, which would otherwise take r2wc.
                groups: [
                  { name: 'preact', test: /node_modules[\\/](preact|@r2wc)[\\/]/, priority: 2 },
                ],
              },
            },
          },
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [versionedAutoloader(), preactRuntime(), eagerRuntime(), restParametersPlugin()],
  define: {
    ...versionDefine,
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    // The browsers in package.json's `browserslist` (README "Browser support").
    target: browserslistToEsbuild(),
    outDir: 'dist',
    emptyOutDir: false, // scripts/clean-dist.mjs empties dist/ once before both builds
    sourcemap: true,
    minify: true,
    modulePreload: false,
    lib: {
      entry: 'src/autoloader.ts',
      formats: ['es'],
      fileName: () => 'biz-widgets.js',
    },
    rolldownOptions: {
      output: {
        minify: true,
        // The CDN build is final: no bundler reads its `@__PURE__` annotations again (they were
        // 82 in the comments chunk alone, 78 B of gzip). Licence comments stay (React's five as one:
        // eagerRuntime).
        comments: { legal: true, annotation: false, jsdoc: false },
        // 6 characters of content hash (36 bits: a clash between two versions of a chunk is about
        // 1 in 7·10¹⁰), not 8: the autoloader names every element chunk, and their hashes are the
        // part of it gzip cannot shorten (8 characters left it 0–8 B under its 2,304 B, 6 about 55).
        // Rolldown's hash placeholders allow 6 characters for at most 64 chunks: a 65th fails the
        // build ("you need a minimum hash size of 7"); then 7 (about 30 B more in the autoloader).
        chunkFileNames: 'chunks/[name]-[hash:6].js',
        postBanner: chunkBanner,
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/,
            },
            {
              // The storage keys (src/services/keys.ts): read by the services (token, auth
              // snapshot) and by the elements; their own small chunk keeps the element-only keys
              // out of the services budget.
              name: 'keys',
              test: /[\\/]src[\\/]services[\\/]keys\.ts$/,
              priority: 1,
            },
            {
              // The shared service layer (docs/architecture.md#services); budget 15 KB gzip: services, the
              // api client and its errors, the Russian catalogue's core, zod and js-cookie.
              // Endpoint functions, answer schemas, area string files and the upload checks
              // (services/files.ts) and the poller of comments and live (services/poller.ts) are per
              // feature: the bundler keeps them with their elements.
              // The sanitizer's allowlists and hooks load with DOMPurify, not here.
              name: 'services',
              test: /([\\/]src[\\/]services[\\/](?!files\.ts$|poller\.ts$|sanitizer-build|html-policy))|([\\/]src[\\/]api[\\/](client|errors|schemas[\\/]common)\.ts$)|([\\/]src[\\/]i18n[\\/](index|ru)\.ts$)|node_modules[\\/](zod|js-cookie)[\\/]/,
            },
            {
              // What every element is built with: define helper, hooks, base styles, shared UI.
              // Not the dialog, the tabs and the result bars (and their sheets): only parts loaded
              // on demand (the sign-in dialog, the search popup), the news list, polls, quizzes
              // and the top 10 draw them, so they go with those chunks, not with every page's
              // script on load. Nor the server HTML and answer card sheets, for the
              // same reason (comments, live, search, embed; poll, quiz). Nor the helpers only
              // elements below the first screen use: the render-slice yield (comments), light-DOM
              // reading (poll, quiz, slider, ad rotator), checked inputs (poll, quiz), visibility
              // (slider, ad rotator). Nor the comment time (comments, embed) and the live
              // block's server HTML part. With it, what a reader is told of a capped answer
              // (src/i18n/ru/caps.ts, beside the caps of src/api/caps.ts the kit already holds): a
              // chunk of its own cost the article page 0.4 KB on load for 0.2 KB of text.
              name: 'element-kit',
              test: /([\\/]src[\\/](element|ui)[\\/](?!(Dialog|Tabs|ResultBars|When|SafeHtml)\.tsx|(percent|server-html|variant-card|yield|light-dom|checked|visible)\.ts|(dialog|tabs|result-bars|server-html|variant-card)\.css))|([\\/]src[\\/]i18n[\\/]ru[\\/]caps\.ts$)/,
            },
          ],
        },
      },
    },
  },
});
