/**
 * `npm run backend -- [--port 8787] [--allow-origin http://partner.example:8080]…`: the demo
 * backend on HTTP (mocks/http-server.ts) until Ctrl+C, for a partner page on another origin or
 * `npm run contract:check -- http://127.0.0.1:8787`.
 */
import { parseArgs } from 'node:util';
import { startHttpBackend } from './http-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
  },
});
const backend = await startHttpBackend({
  port: Number(values.port),
  host: values.host,
  allowOrigins: values['allow-origin'],
});
console.log(`Демо-бэкенд: ${backend.origin}`);
