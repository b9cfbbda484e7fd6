// Custom Elements Manifest from the elements' JSDoc (`@tagname @summary @slot @cssproperty`)
// and, by scripts/manifest-element-maps.mjs, their attributes, events and shadow parts from each
// element's `attributes.ts`, `events.ts` and `parts.ts`,
// and, generated from it by well-kept plugins, the editor and framework integrations the package
// ships: JSX types (React 19), Vue types (`GlobalComponents`), Svelte 5 types (`svelte/elements`),
// VS Code custom data and JetBrains web-types. Nothing here is written by hand.
import { generateJsxTypes } from 'custom-element-jsx-integration';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { elementMaps } from './scripts/manifest-element-maps.mjs';

const shared = { outdir: 'dist/integrations', hideLogs: true };

/** Every declaration (class) of every module of a manifest. */
function* declarationsOf(manifest) {
  for (const module of manifest.modules ?? []) yield* module.declarations ?? [];
}

/**
 * Our JSDoc names an event's type as `CustomEvent<Detail>`; the framework generators wrap the
 * type in `CustomEvent<…>` themselves and need a type an app can resolve. This names each
 * event's detail as `import("biz-widgets").Detail` (every detail type is exported by the
 * package entry, src/index.ts) before the generators run.
 */
function eventDetailTypes() {
  return {
    name: 'biz-event-detail-types',
    packageLinkPhase({ customElementsManifest }) {
      for (const declaration of declarationsOf(customElementsManifest)) {
        for (const event of declaration.events ?? []) {
          const detail = /^CustomEvent<(\w+)>$/.exec(event.type?.text ?? '')?.[1];
          if (detail) event.type = { text: `import("biz-widgets").${detail}` };
        }
      }
    },
  };
}

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/**
 * Vue types from the Vue generator, given the manifest in the names vue-tsc checks templates
 * with: it camelizes attributes (`article-id` → `articleId`) and turns `@biz-comment-send` into
 * an `onBizCommentSend` prop. The generator writes attribute and event names as they are, so it
 * gets a copy renamed that way (the manifest itself keeps the real names).
 */
function vueTypes(options) {
  return {
    name: 'biz-vue-types',
    packageLinkPhase({ customElementsManifest }) {
      const copy = structuredClone(customElementsManifest);
      for (const declaration of declarationsOf(copy)) {
        for (const attribute of declaration.attributes ?? [])
          attribute.name = camel(attribute.name);
        for (const event of declaration.events ?? []) {
          const pascal = camel(event.name);
          event.name = pascal.charAt(0).toUpperCase() + pascal.slice(1);
        }
      }
      generateVuejsTypes(copy, options);
    },
  };
}

/**
 * JSX types (React 19) from the JSX generator, given a copy of the manifest in which every
 * attribute also accepts a string: attributes are strings in HTML, and a partner writing
 * `rating="17"` in JSX must typecheck; `rating={17}` still does.
 */
function jsxTypes(options) {
  return {
    name: 'biz-jsx-types',
    packageLinkPhase({ customElementsManifest }) {
      const copy = structuredClone(customElementsManifest);
      for (const declaration of declarationsOf(copy)) {
        for (const attribute of declaration.attributes ?? []) {
          const text = attribute.type?.text;
          if (text && !/(^|\|)\s*string\s*(\||$)/.test(text))
            attribute.type = { text: `${text} | string` };
        }
      }
      generateJsxTypes(copy, options);
    },
  };
}

/** An attribute's type as Svelte markup may write it: its manifest type, or any string. */
const withString = (text) =>
  text && !/(^|\|)\s*string\s*(\||$)/.test(text) ? `${text} | string` : 'string';

/** A JSDoc comment of `text` at `indent` (nothing for no text). */
const doc = (text, indent) =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */\n` : '';

/**
 * Svelte 5 types: every tag in `svelte/elements`' `SvelteHTMLElements`, with its attributes
 * (strings accepted, as markup writes them) and its events as Svelte 5 writes listeners
 * (`onbiz-article-rate`, typed with the event's detail). Our own: the Svelte generator of the
 * same family (custom-element-svelte-integration 1.2) writes Svelte 4's `on:` events and the
 * `svelteHTML` namespace, and refers to a `JSX` namespace a Svelte app does not have.
 */
function svelteTypes({ outdir, fileName }) {
  return {
    name: 'biz-svelte-types',
    packageLinkPhase({ customElementsManifest }) {
      const tags = [];
      for (const d of declarationsOf(customElementsManifest)) {
        if (!d.tagName) continue;
        const members = [
          ...(d.attributes ?? []).map(
            (a) =>
              `${doc(a.description, '      ')}      '${a.name}'?: ${withString(a.type?.text)};`,
          ),
          ...(d.events ?? []).map((e) => {
            const detail = e.type?.text ? `CustomEvent<${e.type.text}>` : 'CustomEvent';
            return `${doc(e.description, '      ')}      'on${e.name}'?: (event: ${detail}) => void;`;
          }),
        ];
        tags.push(
          `${doc(d.summary, '    ')}    '${d.tagName}': HTMLAttributes<HTMLElement> & {\n${members.join('\n')}\n    };`,
        );
      }
      const text = [
        "// The biz-* tags in Svelte 5 templates (`import type {} from 'biz-widgets/svelte'`).",
        '// Generated from custom-elements.json by custom-elements-manifest.config.mjs.',
        "import type { HTMLAttributes } from 'svelte/elements';",
        '',
        "declare module 'svelte/elements' {",
        '  interface SvelteHTMLElements {',
        tags.join('\n'),
        '  }',
        '}',
        '',
        'export {};',
        '',
      ].join('\n');
      mkdirSync(outdir, { recursive: true });
      writeFileSync(join(outdir, fileName), text);
    },
  };
}

export default {
  globs: ['elements/**/*.element.ts'],
  exclude: ['**/*.test.*'],
  outdir: 'dist',
  dev: false,
  litelement: false,
  plugins: [
    elementMaps(),
    eventDetailTypes(),
    jsxTypes({ ...shared, fileName: 'jsx.d.ts' }),
    vueTypes({ ...shared, fileName: 'vue.d.ts' }),
    svelteTypes({ ...shared, fileName: 'svelte.d.ts' }),
    customElementVsCodePlugin({
      ...shared,
      htmlFileName: 'vscode.html-custom-data.json',
      cssFileName: 'vscode.css-custom-data.json',
    }),
    customElementJetBrainsPlugin({
      ...shared,
      webTypesFileName: 'web-types.json',
      // package.json names web-types itself (the plugin would rewrite the whole file).
      packageJson: false,
    }),
  ],
};
