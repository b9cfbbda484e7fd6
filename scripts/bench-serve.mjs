// The benches' static files: a build's bundle and chunks served from a local HTTP server.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };

/**
 * Answers `res` with the file at the URL path `path` below the folder `dir` (a path cannot leave
 * it), typed by its extension (JavaScript, JSON, source maps; anything else as bytes), or with
 * 404 when it cannot be read. Resolves when the answer is sent.
 */
export async function serveFile(res, dir, path) {
  try {
    const file = join(dir, normalize(path).replace(/^([/\\])+/, ''));
    const body = await readFile(file);
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
}
