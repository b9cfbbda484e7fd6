// `npm run package:check` (in `npm test`, after `npm run build`): the packed package checked by
// publint --strict (exports, types, files and bundler fields point at files of the right format;
// warnings count) and arethetypeswrong (`attw --profile esm-only`: each entry resolves to types and
// JS under node16 and bundler; ESM only, so no `require`). Both name the failing entry point.
// Exit 1 when either fails.
import { spawnSync, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

const dir = mkdtempSync(join(tmpdir(), 'biz-package-check-'));
try {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--silent', '--pack-destination', dir], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const tarball = join(dir, packed.filename);
  const unpacked = join(dir, 'package');
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', tarball, '--strip-components=1', '-C', unpacked]);

  const checks = [
    // `--pack false`: the folder is the unpacked tarball.
    ['publint --strict', bin('publint'), [unpacked, '--strict', '--pack', 'false']],
    ['arethetypeswrong', bin('attw'), [tarball, '--profile', 'esm-only', '--no-emoji']],
  ];
  const failed = [];
  for (const [name, command, args] of checks) {
    const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
    if (status !== 0) failed.push(name);
  }
  if (failed.length) {
    console.error(`package:check: ${failed.join(' and ')} failed on ${packed.filename} (above)`);
    process.exitCode = 1;
  } else {
    console.log(`package:check: publint --strict and arethetypeswrong pass on ${packed.filename}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
