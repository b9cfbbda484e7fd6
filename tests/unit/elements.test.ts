/**
 * The package's type surface (src/elements.ts, re-exported by src/index.ts) names every element
 * and every events file, so an app gets each tag in `HTMLElementTagNameMap` and each event's
 * detail type from `import type { … } from 'biz-widgets'`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd(); // vitest runs from the repository root
const listed = readFileSync(join(root, 'src/elements.ts'), 'utf8');
const folders = readdirSync(join(root, 'elements'));

describe('package types (src/elements.ts)', () => {
  it('re-exports the class of every element folder from its define file', () => {
    const tags = folders.filter((f) => f.startsWith('biz-'));
    expect(tags.length).toBeGreaterThan(25);
    const missing = tags.filter((tag) => !listed.includes(`'../elements/${tag}/${tag}.ts'`));
    expect(missing).toEqual([]);
  });

  it('re-exports every events file', () => {
    const withEvents = folders.filter((f) => existsSync(join(root, 'elements', f, 'events.ts')));
    const missing = withEvents.filter(
      (f) => !listed.includes(`export type * from '../elements/${f}/events.ts'`),
    );
    expect(missing).toEqual([]);
  });

  it('is re-exported by the package entry', () => {
    expect(readFileSync(join(root, 'src/index.ts'), 'utf8')).toContain(
      "export type * from './elements.ts';",
    );
  });
});
