// Vue is told that every biz-* tag is a custom element (README "Vue 3").
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('biz-') } } }),
  ],
});
