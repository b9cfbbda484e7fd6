/**
 * A CDN for the e2e checks serving a folder as docs/partners.md ("CDN") tells ops to: CORS `*`
 * (cross-origin module scripts), a short cache for `biz-widgets.js`, a year `immutable` for hashed
 * chunks and the versioned autoloader. `root` can be switched while it runs (a deploy).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
};

function cacheControl(path: string): string {
  return /\/biz-widgets\.js$/.test(path)
    ? 'public, max-age=300, must-revalidate'
    : 'public, max-age=31536000, immutable';
}

export interface Cdn {
  origin: string;
  /** The folder served; change it to deploy. */
  root: string;
  /** Paths requested, with the status answered. */
  log: { path: string; status: number }[];
  server: Server;
  close(): Promise<void>;
}

/** Starts a CDN serving `root` on 127.0.0.1 (a free port). */
export async function startCdn(root: string): Promise<Cdn> {
  const cdn = { root, log: [] } as unknown as Cdn;
  cdn.server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = join(cdn.root, normalize(path).replace(/^([/\\])+/, ''));
    readFile(file).then(
      (body) => {
        cdn.log.push({ path, status: 200 });
        res.writeHead(200, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Access-Control-Allow-Origin': '*',
          'Cache-Control': cacheControl(path),
        });
        res.end(body);
      },
      () => {
        cdn.log.push({ path, status: 404 });
        res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
      },
    );
  });
  await new Promise<void>((resolve) => cdn.server.listen(0, '127.0.0.1', resolve));
  const address = cdn.server.address();
  cdn.origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  cdn.close = () =>
    new Promise<void>((resolve) => {
      cdn.server.closeAllConnections();
      cdn.server.close(() => resolve());
    });
  return cdn;
}
