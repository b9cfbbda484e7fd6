/**
 * Library build: `dist/biz-widgets.js` (the autoloader) plus the chunks it imports.
 * React (+ r2wc) and the shared services each get one named chunk; every element its own.
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
              name: 'services',
              test: /([\\/]src[\\/](services|api|i18n|element|ui)[\\/])|node_modules[\\/](zod|js-cookie)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
