/**
 * The autoloader's tags (src/autoloader.ts): its glob finds each element folder's define file,
 * `elements/<tag>/<tag>.ts`, and reads the tag off the folder: `BizWidgets.tags` names every element
 * folder and nothing else, and no other file in a folder matches the glob.
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

it('finds no file but the define file under the glob in any element folder', () => {
  // The tag is read off the folder's name: another `biz-*.ts` would replace the define file.
  const root = join(process.cwd(), 'elements');
  const others = readdirSync(root)
    .filter((dir) => dir.startsWith('biz-'))
    .flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((file) => /^biz-[^.]*\.ts$/.test(file) && file !== `${dir}.ts`)
        .map((file) => `${dir}/${file}`),
    );
  expect(others).toEqual([]);
});
