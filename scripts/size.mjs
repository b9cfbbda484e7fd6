// Checks the budgets of docs/architecture.md#budgets on dist/ (run `npm run build` first) and prints the figures.
// gzip -9 sizes, in KB (1 KB = 1024 bytes). Exits 1 when a budget is exceeded.
// Both CDN builds are checked: React (dist/) and Preact (dist/preact/, `npm run build:preact`).
// Besides each chunk, the article page's script on load (its autoloader and the
// chunks the elements it loads at once import) is summed and budgeted per build.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const KB = 1024;

/** Budgets in KB gzip; `null` means measured but not budgeted (counted separately). */
const BUDGETS = {
  autoloader: 2.25, // with the wait for the page's first paint and idle time
  services: 15,
  elementKit: 10,
  element: 10,
  // The discussion: order, the flat view, new since the last visit, the «Ещё» menu's state and the
  // permalink window live in its own chunk (the menu, report form and quote offer load apart);
  // another order's old blocks go a few at a time (useLeaving.ts, 0.2 KB); a permalink's comment
  // is shown with the first screen and kept in place while the rest joins (0.03 KB).
  comments: 12.3,
};

/**
 * Per build: where it is, its runtime chunk's name and budget, and the budget of the article
 * page's script on load: 110.1 KB (React) and 55 KB (Preact) (README "Sizes").
 */
const BUILDS = [
  {
    label: 'React',
    dir: 'dist',
    runtime: 'react',
    runtimeNote: 'React + ReactDOM + r2wc',
    runtimeBudget: 70,
    // 110 KB until the CSRF origin rule (services) and the discussion's storage keys (keys chunk)
    // added 0.07 KB to what every page loads; to be won back, not raised again.
    articleBudget: 110.1,
  },
  {
    label: 'Preact',
    dir: 'dist/preact',
    runtime: 'preact',
    runtimeNote: 'Preact with preact/compat + r2wc',
    runtimeBudget: 11,
    articleBudget: 55,
  },
];

/**
 * The elements demo/index.html (the article page) loads on load at 375 px on a first visit:
 * those in or near the first screen, and those the autoloader loads at once (push prompt, auth
 * modal, search in the header: their shells; their dialogs are imported dynamically, when first
 * needed, and not counted). Measured by `npm run bench` (scripts/bench-reader.mjs, "JS on
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
  'biz-to-top',
];

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const name = (file) => file.replace(/-[\w-]{8}\.js$/, '');

/** The chunks the chunk `file` (in `dir`) imports statically, itself included, transitively. */
function staticClosure(dir, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  // Static imports only (`import … from"./x.js"`, `import"./x.js"`); `import("./x.js")` is
  // loaded later, when needed (DOMPurify, FingerprintJS, far elements).
  for (const match of readFileSync(join(dir, file), 'utf8').matchAll(
    /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g,
  ))
    staticClosure(dir, match[1], seen);
  return seen;
}

/** Checks one build; @returns false when a budget is exceeded. */
function check(build) {
  const { dir } = build;
  const chunks = readdirSync(join(dir, 'chunks')).filter((f) => f.endsWith('.js'));
  const rows = [
    {
      chunk: 'biz-widgets.js (autoloader)',
      bytes: gz(join(dir, 'biz-widgets.js')),
      budget: BUDGETS.autoloader,
    },
  ];
  for (const file of chunks) {
    const base = name(file);
    const bytes = gz(join(dir, 'chunks', file));
    let budget = null;
    let note = '';
    if (base === 'services') budget = BUDGETS.services;
    else if (base === 'element-kit') budget = BUDGETS.elementKit;
    else if (base === 'biz-comments') budget = BUDGETS.comments;
    else if (base.startsWith('biz-')) budget = BUDGETS.element;
    else if (base === build.runtime) budget = build.runtimeBudget;
    else if (base.startsWith('fp'))
      note = 'FingerprintJS, loaded by the first call needing a token not stored';
    else if (base.startsWith('purify')) note = 'DOMPurify, loaded with the first server HTML';
    else if (/^(AuthDialog|SearchDialog|PushPromptView)$/.test(base)) {
      // A part an element loads when first needed (src/element/lazy-part.tsx): its element's budget.
      budget = BUDGETS.element;
      note = 'loaded when first needed';
    } else note = 'shared';
    rows.push({ chunk: `chunks/${file}`, bytes, budget, note });
  }

  let failed = false;
  console.log(`\n${build.label} build (${dir}/)`);
  console.log('chunk'.padEnd(48), 'gzip KB'.padStart(8), 'budget'.padStart(8), ' status');
  for (const row of rows) {
    const kb = row.bytes / KB;
    const over = row.budget !== null && kb > row.budget;
    failed ||= over;
    console.log(
      row.chunk.padEnd(48),
      kb.toFixed(2).padStart(8),
      (row.budget === null ? '-' : row.budget.toFixed(0)).padStart(8),
      over
        ? ' OVER BUDGET'
        : row.chunk.includes(`/${build.runtime}-`)
          ? ` ok (${build.runtimeNote})`
          : row.budget === null
            ? ` ${row.note}`
            : ' ok',
    );
  }
  const elementTotal = rows
    .filter((r) => r.chunk.includes('/biz-'))
    .reduce((s, r) => s + r.bytes, 0);
  const total = rows.reduce((s, r) => s + r.bytes, 0);
  console.log(
    `all element chunks: ${(elementTotal / KB).toFixed(2)} KB; everything: ${(total / KB).toFixed(2)} KB gzip`,
  );

  // The article page on load: the autoloader, then each element chunk it loads at once with
  // everything those import statically.
  const files = new Set();
  for (const tag of ARTICLE_ON_LOAD) {
    const own = chunks.find((f) => name(f) === tag);
    if (!own) {
      console.error(`no chunk for <${tag}> in ${dir}/chunks (ARTICLE_ON_LOAD in scripts/size.mjs)`);
      return false;
    }
    staticClosure(join(dir, 'chunks'), own, files);
  }
  const article =
    (rows[0].bytes + [...files].reduce((s, f) => s + gz(join(dir, 'chunks', f)), 0)) / KB;
  const over = article > build.articleBudget;
  failed ||= over;
  console.log(
    `article page on load (375 px, first visit): ${article.toFixed(1)} KB gzip in ${files.size + 1} files; budget ${build.articleBudget} KB${over ? ' OVER BUDGET' : ' ok'}`,
  );
  return !failed;
}

let ok = true;
for (const build of BUILDS) {
  if (!existsSync(join(build.dir, 'biz-widgets.js'))) {
    console.error(
      `${build.dir}/biz-widgets.js not found: run \`npm run build\` first (it builds both).`,
    );
    process.exit(1);
  }
  ok = check(build) && ok;
}
if (!ok) {
  console.error('A size budget is exceeded (docs/architecture.md#budgets).');
  process.exit(1);
}
