// Empties dist/ before a build, so files of an earlier build (another version's autoloader,
// stale integrations) never ship. The CDN build empties only what it writes itself.
import { rmSync } from 'node:fs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
