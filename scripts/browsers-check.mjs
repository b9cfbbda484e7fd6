// `npm run browsers:check`: the browsers the bundle supports are said in three places that must
// agree: package.json `browserslist` (the source), the build target (vite.config.ts and
// vite.npm.config.ts derive it from that list) and README's "Browser support" table. Fails with
// one line per disagreement.
import { readFileSync } from 'node:fs';
import browserslist from 'browserslist';
import browserslistToEsbuild from 'browserslist-to-esbuild';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const problems = [];
if (!Array.isArray(pkg.browserslist)) problems.push('package.json has no "browserslist" list');

/** The oldest version browserslist resolves for `name` (e.g. "safari"), as a number. */
function oldest(name) {
  const versions = browserslist(pkg.browserslist)
    .filter((entry) => entry.startsWith(`${name} `))
    .map((entry) => Number.parseFloat(entry.split(' ')[1].split('-')[0]));
  return versions.length ? Math.min(...versions) : null;
}

for (const config of ['vite.config.ts', 'vite.npm.config.ts']) {
  const text = readFileSync(config, 'utf8');
  if (!/target:\s*browserslistToEsbuild\(\)/.test(text)) {
    problems.push(`${config}: build.target is not browserslistToEsbuild() (the browserslist)`);
  }
}
const targets = browserslistToEsbuild(pkg.browserslist);

const readme = readFileSync('README.md', 'utf8');
const section = readme.split('## Browser support')[1]?.split('\n## ')[0] ?? '';
const rows = {
  safari: /^\| Safari[^|]*\| ([\d.]+) \|/m,
  firefox: /^\| Firefox[^|]*\| ([\d.]+) \|/m,
  chrome: /^\| Chromium[^|]*\| ([\d.]+) \|/m,
};
for (const [name, row] of Object.entries(rows)) {
  const said = section.match(row)?.[1];
  const floor = oldest(name);
  if (!said) problems.push(`README "Browser support": no row for ${name}`);
  else if (Number.parseFloat(said) !== floor) {
    problems.push(`README says ${name} ${said}, browserslist resolves ${name} ${floor}`);
  }
}

if (problems.length) {
  for (const problem of problems) console.error(`browsers:check: ${problem}`);
  process.exit(1);
}
console.log(`browsers:check: build target ${targets.join(', ')} = browserslist = README`);
