// Checks the budgets of docs/architecture.md#budgets on dist/ (run `npm run build` first) and prints the figures.
// gzip -9 sizes, in KB (1 KB = 1024 bytes). Exits 1 when a budget is exceeded.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const DIST = 'dist';
const KB = 1024;

/** Budgets in KB gzip; `null` means measured but not budgeted (counted separately). */
const BUDGETS = {
  autoloader: 2,
  services: 15,
  elementKit: 10,
  element: 10,
};

if (!existsSync(join(DIST, 'biz-widgets.js'))) {
  console.error('dist/biz-widgets.js not found: run `npm run build` first.');
  process.exit(1);
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const chunks = readdirSync(join(DIST, 'chunks')).filter((f) => f.endsWith('.js'));
const name = (file) => file.replace(/-[\w-]{8}\.js$/, '');

const rows = [
  {
    chunk: 'biz-widgets.js (autoloader)',
    bytes: gz(join(DIST, 'biz-widgets.js')),
    budget: BUDGETS.autoloader,
  },
];
for (const file of chunks) {
  const base = name(file);
  const bytes = gz(join(DIST, 'chunks', file));
  let budget = null;
  let note = '';
  if (base === 'services') budget = BUDGETS.services;
  else if (base === 'element-kit') budget = BUDGETS.elementKit;
  else if (base.startsWith('biz-')) budget = BUDGETS.element;
  else if (base === 'react') note = 'React + ReactDOM + r2wc, counted once';
  else if (base.startsWith('fp'))
    note = 'FingerprintJS, loaded by the first call needing a token not stored';
  else if (base.startsWith('purify')) note = 'DOMPurify, loaded with the first server HTML';
  else note = 'shared';
  rows.push({ chunk: `chunks/${file}`, bytes, budget, note });
}

let failed = false;
console.log('chunk'.padEnd(48), 'gzip KB'.padStart(8), 'budget'.padStart(8), ' status');
for (const row of rows) {
  const kb = row.bytes / KB;
  const over = row.budget !== null && kb > row.budget;
  failed ||= over;
  console.log(
    row.chunk.padEnd(48),
    kb.toFixed(2).padStart(8),
    (row.budget === null ? '-' : row.budget.toFixed(0)).padStart(8),
    over ? ' OVER BUDGET' : row.budget === null ? ` ${row.note}` : ' ok',
  );
}
const elementTotal = rows.filter((r) => r.chunk.includes('/biz-')).reduce((s, r) => s + r.bytes, 0);
const total = rows.reduce((s, r) => s + r.bytes, 0);
console.log(
  `\nall element chunks: ${(elementTotal / KB).toFixed(2)} KB; everything: ${(total / KB).toFixed(2)} KB gzip`,
);
if (failed) {
  console.error('A size budget is exceeded (docs/architecture.md#budgets).');
  process.exit(1);
}
