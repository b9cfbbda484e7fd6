// The size budgets of docs/architecture.md#budgets, checked by size-limit (`npm run size`, after
// `npm run build`) on both CDN builds: React (dist/) and Preact (dist/preact/). Sizes are gzip
// level 9 (`gzip: true` in @size-limit/file); limits are written in KiB (1,024 bytes, the unit the
// budgets were set in), while size-limit prints kB (1,000 bytes).
// A JS config rather than package.json's `size-limit` key: the article page's figure is the sum of
// files found in the build (the chunks its elements import statically), and the element entries
// follow elements/, so an element added there is budgeted (and missing from dist/ fails the run).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Per build: its folder, its runtime chunk's name and contents with that chunk's budget, and the
 * budget of the article page's script on load.
 */
const BUILDS = [
  {
    label: 'React',
    dir: 'dist',
    runtime: 'react',
    runtimeNote: 'React + ReactDOM + r2wc',
    runtimeLimit: '70 KiB',
    // 110 KiB until the CSRF origin rule (services) and the discussion's storage keys (keys chunk)
    // added 0.07 KiB to what every page loads; to be won back, not raised again.
    articleLimit: '110 KiB',
  },
  {
    label: 'Preact',
    dir: 'dist/preact',
    runtime: 'preact',
    runtimeNote: 'Preact + preact/compat + r2wc',
    runtimeLimit: '11 KiB',
    articleLimit: '55 KiB',
  },
];

/** Each element's own chunk; `<biz-comments>` has a budget of its own. */
const ELEMENT_LIMIT = '10 KiB';
const OWN_LIMITS = {
  // Order, the flat view, new since the last visit, the «Ещё» menu's state and the permalink
  // window live in its own chunk (the menu, report form and quote offer load apart); another
  // order's old blocks go a few at a time (useLeaving.ts, 0.2 KiB); a permalink's comment is
  // shown with the first screen and kept in place while the rest joins (0.03 KiB); a part of the
  // form's or extras' chunk renders at once when that chunk is in (preloaded.tsx, 0.03 KiB); a
  // permalink's comment found ahead of the parse and, if the parse finds otherwise, the whole
  // list shown anew (useCommentList.ts, 0.02 KiB); a large thread cut within the slices, each cut
  // comment handing the rest of its count to its replies, and another order's old list going by
  // comments, not blocks (slices.ts `Cut`, useLeaving.ts, 0.46 KiB); a permalink's large thread
  // shown around its target first, then grown in slices (slices.ts `Span`, 0.47 KiB); a large
  // thread at a permalink window's edge cut as the head's is (slices.ts `prevCut`, 0.2 KiB); a
  // collapsed reply cut after its last whole line, measured, instead of faded by a mask whose
  // paint layers every hit test walked (Message.tsx `linesWithin`, 0.28 KiB).
  'biz-comments': '14 KiB',
};

/** Parts an element loads when first needed (src/element/lazy-part.tsx): its element's budget. */
const LAZY_PARTS = ['AuthDialog', 'SearchDialog', 'PushPromptView'];

/**
 * The elements demo/index.html (the article page) loads on load at 375 px on a first visit:
 * those in or near the first screen, and those the autoloader loads at once (push prompt, auth
 * modal, search in the header: their shells; their dialogs are imported dynamically, when first
 * needed, and not counted). `<biz-to-top>` waits for the first scroll, so it is not here. Measured by `npm run bench` (scripts/bench-reader.mjs, "JS on
 * load, index.html"); update this list when that changes.
 */
const ARTICLE_ON_LOAD = [
  'biz-sticky-header',
  'biz-site-notifications',
  'biz-user-menu',
  'biz-search',
  'biz-auth-modal',
  'biz-push-prompt',
  'biz-bookmark',
  'biz-text-size',
  'biz-typo-reporter',
];

const ELEMENTS = readdirSync('elements').filter((name) => name.startsWith('biz-'));

/** A chunk's glob: its name and the build's 6-character content hash (vite.config.ts). */
const chunk = (dir, name) => `${dir}/chunks/${name}-??????.js`;

/** The chunks the chunk `file` (in `dir`) imports statically, itself included, transitively. */
function staticClosure(dir, file, seen) {
  if (seen.has(file)) return;
  seen.add(file);
  // Static imports only (`import … from"./x.js"`, `import"./x.js"`); `import("./x.js")` is
  // loaded later, when needed (DOMPurify, FingerprintJS, far elements).
  for (const match of readFileSync(join(dir, file), 'utf8').matchAll(
    /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g,
  ))
    staticClosure(dir, match[1], seen);
}

/**
 * The article page's script on load: the autoloader, then each element chunk it loads at once
 * with everything those import statically.
 */
function articleFiles(dir) {
  const chunks = readdirSync(join(dir, 'chunks'));
  const files = new Set();
  for (const tag of ARTICLE_ON_LOAD) {
    const own = chunks.find((file) => /^(.+)-[\w-]{6}\.js$/.exec(file)?.[1] === tag);
    if (!own) throw new Error(`no chunk for <${tag}> in ${dir}/chunks (ARTICLE_ON_LOAD)`);
    staticClosure(join(dir, 'chunks'), own, files);
  }
  return [`${dir}/biz-widgets.js`, ...[...files].map((file) => `${dir}/chunks/${file}`)];
}

for (const { dir } of BUILDS) {
  if (!existsSync(join(dir, 'biz-widgets.js')))
    throw new Error(
      `${dir}/biz-widgets.js not found: run \`npm run build\` first (it builds both).`,
    );
}

export default BUILDS.flatMap((build) => {
  const { label, dir } = build;
  return [
    {
      name: `${label}: autoloader biz-widgets.js`,
      path: `${dir}/biz-widgets.js`,
      limit: '2.25 KiB',
    },
    // 15 KiB until the answer schemas were built on first parse (zod's `lazy`, 131 B).
    { name: `${label}: services`, path: chunk(dir, 'services'), limit: '15.2 KiB' },
    { name: `${label}: element kit`, path: chunk(dir, 'element-kit'), limit: '10 KiB' },
    {
      name: `${label}: runtime (${build.runtimeNote})`,
      path: chunk(dir, build.runtime),
      limit: build.runtimeLimit,
    },
    ...ELEMENTS.map((tag) => ({
      name: `${label}: <${tag}>`,
      path: chunk(dir, tag),
      limit: OWN_LIMITS[tag] ?? ELEMENT_LIMIT,
    })),
    ...LAZY_PARTS.map((part) => ({
      name: `${label}: ${part} (loaded when first needed)`,
      path: chunk(dir, part),
      limit: ELEMENT_LIMIT,
    })),
    {
      name: `${label}: the article page's script on load (375 px, first visit)`,
      path: articleFiles(dir),
      limit: build.articleLimit,
    },
    // Not budgeted, shown for the record.
    {
      name: `${label}: FingerprintJS (loaded by the first call needing a token not stored)`,
      path: chunk(dir, 'fp.esm'),
    },
    {
      name: `${label}: DOMPurify (loaded with the first server HTML)`,
      path: chunk(dir, 'purify.es'),
    },
    { name: `${label}: all element chunks`, path: `${dir}/chunks/biz-*.js` },
    { name: `${label}: everything`, path: [`${dir}/biz-widgets.js`, `${dir}/chunks/*.js`] },
  ].map((check) => ({ ...check, gzip: true }));
});
