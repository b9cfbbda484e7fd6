/**
 * `npm run new:element <tag> [-- --dir <repository root>]`: scaffolds a working element.
 *
 * Checks the tag (`biz-` then lowercase kebab-case, no element or docs/behaviour.md section of that
 * name yet), then writes the element's folder as `elements/biz-load-more/` is laid out (component,
 * attribute map, events, strings, parts map, CSS, class, define file), its browser test, its
 * lines in `src/elements.ts` and a section in docs/behaviour.md for the author to write, formats
 * them with Prettier, and runs the generators: `npm run manifest` (dist/custom-elements.json),
 * `node scripts/react-wrappers.mjs` (src/react/index.ts) and `npm run docs` (the README table).
 * The autoloader and knip find the new folder by globs. The element is a text and a button that
 * dispatches `biz-<name>-press` with its `item-id`. Prints the next steps.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';

const args = process.argv.slice(2);
const at = args.indexOf('--dir');
const root = resolve(at >= 0 ? (args.splice(at, 2)[1] ?? '') : join(import.meta.dirname, '..'));
const tag = args[0] ?? '';

/** Stops with `message`, and the usage line unless `usage` is false. */
function fail(message, usage = true) {
  console.error(message);
  if (usage) console.error('usage: npm run new:element biz-<name> [-- --dir <repository root>]');
  process.exit(1);
}

if (!/^biz-[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(tag))
  fail(`"${tag}" is not a tag: \`biz-\` and lowercase words joined by "-" (biz-news-ticker).`);
const short = tag.slice('biz-'.length);
const behaviour = readFileSync(join(root, 'docs/behaviour.md'), 'utf8');
if (existsSync(join(root, 'elements', tag))) fail(`elements/${tag} exists already.`);
if (new RegExp(`^#+ ${short}$`, 'm').test(behaviour))
  fail(`docs/behaviour.md already has a section "${short}": choose another tag.`);

const camel = short.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const Pascal = camel.charAt(0).toUpperCase() + camel.slice(1);
const Name = `Biz${Pascal}`;
const event = `${tag}-press`;
const texts = { text: 'Это заготовка нового элемента.', button: 'Нажать' };

/** The files of the element and its test, path → text. */
const files = {
  [`elements/${tag}/${Name}.tsx`]: `/**
 * A text and a button that reports a press (docs/behaviour.md#${short}); the scaffold of
 * \`npm run new:element\`, to be replaced by the element's own view.
 */
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import { emit } from '../../src/element/events.ts';
import type { ${camel}Attributes } from './attributes.ts';
import './events.ts';
import { ${camel}Text } from './strings.ts';

/** Attributes of \`<${tag}>\` as props, defaults applied (./attributes.ts). */
export type ${Pascal}Props = AttributeProps<typeof ${camel}Attributes>;

/** The text and the button; without an \`item-id\` the button is disabled. */
export function ${Name}({ itemId, host }: ${Pascal}Props & HostProps) {
  return (
    <div className="${short}">
      <p part="text">{${camel}Text('${camel}.text')}</p>
      <button
        type="button"
        part="button"
        disabled={!itemId}
        onClick={() => emit(host, '${event}', { itemId })}
      >
        {${camel}Text('${camel}.button')}
      </button>
    </div>
  );
}
`,
  [`elements/${tag}/attributes.ts`]: `/**
 * The attributes of \`<${tag}>\` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of \`<${tag}>\`: camelCase prop → type, default and validity. */
export const ${camel}Attributes = defineAttributes({
  /** Id of the item, sent in \`${event}\`; empty, the button is disabled. */
  itemId: { type: 'string', default: '' },
});
`,
  [`elements/${tag}/events.ts`]: `/** The events of \`<${tag}>\`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */

/** Detail of \`${event}\`: the reader pressed the button. */
export interface ${Pascal}PressDetail {
  /** The element's \`item-id\`. */
  itemId: string;
}

/** The events of \`<${tag}>\`: name → detail, documented. */
export interface ${Pascal}Events {
  /** The button was pressed (click, Enter or Space): \`{itemId}\`. */
  '${event}': ${Pascal}PressDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    '${tag}': ${Pascal}Events;
  }
}
`,
  [`elements/${tag}/strings.ts`]: `/** \`<${tag}>\`'s own Russian strings (shared ones: src/i18n). */
import { catalogue } from '../../src/i18n/index.ts';

/** \`<${tag}>\`'s strings: \`key → Russian text\`, with \`{param}\` placeholders filled from the second argument. */
export const ${camel}Text = catalogue({
  '${camel}.text': '${texts.text}',
  '${camel}.button': '${texts.button}',
} as const);
`,
  [`elements/${tag}/parts.ts`]: `import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of \`<${tag}>\`: part name → what it is. */
export const ${camel}Parts = defineParts({
  text: 'The text before the button.',
  button: 'The button that dispatches ${event}.',
});
`,
  [`elements/${tag}/${tag}.css`]: `.${short} {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75em;
}

p {
  margin: 0;
}

button {
  min-height: 44px;
}
`,
  [`elements/${tag}/${tag}.element.ts`]: `import { createElementClass } from '../../src/element/define.ts';
import { ${Name}, type ${Pascal}Props } from './${Name}.tsx';
import { ${camel}Attributes } from './attributes.ts';
import css from './${tag}.css?inline';

/**
 * A text and a button that reports a press (docs/behaviour.md#${short}).
 *
 * @summary A text and a button that reports a press (scaffold: describe the element here).
 * @tagname ${tag}
 * @cssproperty --biz-accent - Border of the button under the pointer.
 * @cssproperty --biz-font-family - Font family.
 */
export class ${Name}Element extends createElementClass<${Pascal}Props>({
  component: ${Name},
  attributes: ${camel}Attributes,
  styles: [css],
}) {}
`,
  [`elements/${tag}/${tag}.ts`]: `/** Registers \`<${tag}>\` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { ${Name}Element } from './${tag}.element.ts';

export { ${Name}Element };

defineElement('${tag}', ${Name}Element);

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': ${Name}Element;
  }
}
`,
  [`tests/browser/${tag}.test.ts`]: `import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/${tag}/${tag}.ts';
import { freshPage } from './helpers.ts';
import { listen } from './helpers/calls.ts';
import { part } from './helpers/shadow.ts';
import { rendered, waitFor } from './helpers/wait.ts';

async function mount(itemId = '42') {
  const el = await fixture<HTMLElement>(html\`<${tag} item-id=\${itemId}></${tag}>\`);
  await rendered(el);
  return el;
}

describe('<${tag}>', () => {
  beforeEach(freshPage);

  it('shows its text and button, accessibly', async () => {
    const el = await mount();
    expect(part(el, 'text').textContent).to.equal('${texts.text}');
    expect(part(el, 'button').textContent).to.equal('${texts.button}');
    await expect(el).to.be.accessible();
  });

  it('dispatches ${event} with the item id on a click', async () => {
    const presses = listen('${event}');
    const el = await mount();
    part(el, 'button').click();
    expect(presses.map((e) => e.detail)).to.deep.equal([{ itemId: '42' }]);
  });

  it('is pressed from the keyboard, with Enter and with Space', async () => {
    const presses = listen('${event}');
    const el = await mount();
    part(el, 'button').focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: ' ' });
    await waitFor(() => presses.length >= 2, 2000, 'two presses');
    expect(presses.map((e) => e.detail)).to.deep.equal([{ itemId: '42' }, { itemId: '42' }]);
  });

  it('without an item-id, the button is disabled', async () => {
    const el = await mount('');
    expect(part<HTMLButtonElement>(el, 'button').disabled).to.equal(true);
  });
});
`,
};

const section = `## ${short}

\`<${tag} item-id="…">\`: a text and a button that reports a press.

**To write** (scaffolded by \`npm run new:element\`): what the element does and the numbers it
keeps, in the manner of the sections above; then move this section and its index link to its
area.

- \`item-id\`: sent back in the event; empty, the button is disabled.
- Event \`${event}\` \`{itemId}\` when the button is pressed (click, Enter or Space).
- Texts: «${texts.text}», button «${texts.button}».
`;

/** `text` with `line` added to the block of lines matching `pattern`, the block sorted by tag. */
function addSorted(text, pattern, line) {
  const lines = text.split('\n');
  const at = lines.flatMap((l, i) => (pattern.test(l) ? [i] : []));
  if (!at.length) fail(`src/elements.ts: no lines like ${pattern}`);
  const tagOf = (l) => /\/elements\/([\w-]+)\//.exec(l)?.[1] ?? '';
  const block = [...lines.slice(at[0], at.at(-1) + 1), line].sort((a, b) =>
    tagOf(a).localeCompare(tagOf(b)),
  );
  lines.splice(at[0], at.length, ...block);
  return lines.join('\n');
}

/** docs/behaviour.md with the section at its end and its link in the index's «New» row. */
function withSection(text) {
  const link = `[${short}](#${short})`;
  const row = /^\| New, to be placed \|.*\|$/m;
  const indexed = row.test(text)
    ? text.replace(row, (r) => `${r.slice(0, -2)} · ${link} |`)
    : text.replace(
        /(\n## Index\n[\s\S]*?\n\|[^\n]*\|)(\n\n)/,
        `$1\n| New, to be placed | ${link} |$2`,
      );
  return `${indexed.trimEnd()}\n\n${section}`;
}

for (const [path, text] of Object.entries(files)) {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  const options = { ...(await resolveConfig(file)), filepath: file };
  writeFileSync(file, await format(text, options));
}
const elementsTs = join(root, 'src/elements.ts');
let list = readFileSync(elementsTs, 'utf8');
list = addSorted(
  list,
  /^export type \* from '\.\.\/elements\//,
  `export type * from '../elements/${tag}/events.ts';`,
);
list = addSorted(
  list,
  /^export type \{ \w+ \} from '\.\.\/elements\//,
  `export type { ${Name}Element } from '../elements/${tag}/${tag}.ts';`,
);
writeFileSync(
  elementsTs,
  await format(list, { ...(await resolveConfig(elementsTs)), filepath: elementsTs }),
);
writeFileSync(join(root, 'docs/behaviour.md'), withSection(behaviour));
console.log(
  `Wrote elements/${tag}/, tests/browser/${tag}.test.ts, src/elements.ts, docs/behaviour.md.`,
);

for (const [command, ...rest] of [
  ['npm', 'run', '-s', 'manifest'],
  ['node', 'scripts/react-wrappers.mjs'],
  ['npm', 'run', '-s', 'docs'],
]) {
  const run = spawnSync(command, rest, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0)
    fail(`\`${[command, ...rest].join(' ')}\` failed (exit ${run.status}) in ${root}.`, false);
}

console.log(`
<${tag}> is ready: dist/custom-elements.json, src/react/index.ts and the README table have it.
Next:
  1. Make it yours: elements/${tag}/ (CONTRIBUTING.md says what each file is for), then write
     its section in docs/behaviour.md#${short} (marked «To write») and move it to its area.
  2. Its test in Chromium: npm run test:browser -- --files tests/browser/${tag}.test.ts
     (all three engines: add --engine all).
  3. See it: put <${tag} item-id="1"></${tag}> on demo/index.html and run npm start.
  4. Before a commit: npm run typecheck, npm run lint, npm run test:unit, and its test again;
     after changing attributes, events or parts: npm run manifest, node scripts/react-wrappers.mjs,
     npm run docs.`);
