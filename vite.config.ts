/**
 * Library build: `dist/biz-widgets.js` (the autoloader) plus the chunks it imports.
 * React (+ r2wc), the shared services and the element kit each get one named chunk; every
 * element its own.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
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
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/,
            },
            {
              // The shared service layer (DESIGN.md "Services"); budget 15 KB gzip: services, the
              // api client and its errors, the Russian catalogue's core, zod and js-cookie.
              // The sanitizer's allowlists and hooks load with DOMPurify, not here.
              // Endpoint functions, answer schemas and area string files are per feature: the
              // bundler keeps them with the elements that call them.
              name: 'services',
              test: /([\\/]src[\\/]services[\\/](?!sanitizer-build|html-policy))|([\\/]src[\\/]api[\\/](client|errors|schemas[\\/]common)\.ts$)|([\\/]src[\\/]i18n[\\/](index|ru)\.ts$)|node_modules[\\/](zod|js-cookie)[\\/]/,
            },
            {
              // What every element is built with: define helper, hooks, base styles, shared UI.
              name: 'element-kit',
              test: /[\\/]src[\\/](element|ui)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
