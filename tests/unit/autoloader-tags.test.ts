/**
 * The autoloader's tags (src/autoloader.ts): its glob finds each element folder's define file,
 * `elements/<tag>/<tag>.ts`, so `BizWidgets.tags` names every element folder and nothing else.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('knows exactly the tag of every element folder', async () => {
  await import('../../src/autoloader.ts');
  const { tags } = (window as unknown as { BizWidgets: { tags: string[] } }).BizWidgets;
  const folders = readdirSync(join(process.cwd(), 'elements')).filter((f) => f.startsWith('biz-'));
  expect(folders.length).toBeGreaterThan(25);
  expect([...tags].sort()).toEqual(folders.sort());
});
