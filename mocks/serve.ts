/**
 * `npm run backend -- [--port 8787] [--allow-origin http://partner.example:8080]… [--state FILE]
 * [--reset] [--csrf-token T [--csrf-param _csrf]] [--csrf off] [--require-session]`: the demo
 * backend on HTTP (mocks/http-server.ts) until Ctrl+C, for a partner page on another origin or
 * `npm run contract:check -- http://127.0.0.1:8787`. `--csrf-token` makes calls that change data
 * carry that token; `--csrf off` drops every CSRF check (a backend `contract:check --security`
 * must flag); `--require-session` answers them 401 without a signed-in session. Its store is kept in the
 * state file between restarts (mocks/state-file.ts; default `.demo-backend.json` in the current
 * folder); `--reset` starts from the seed. `--port 0` picks a free port (the printed address
 * says which).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startHttpBackend } from './http-server.ts';
import { keepStateInFile } from './state-file.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
    state: { type: 'string', default: '.demo-backend.json' },
    reset: { type: 'boolean', default: false },
    csrf: { type: 'string', default: 'on' },
    'csrf-token': { type: 'string' },
    'csrf-param': { type: 'string' },
    'require-session': { type: 'boolean', default: false },
  },
});
const statePath = resolve(values.state);
const start = await keepStateInFile(statePath, { reset: values.reset });
const backend = await startHttpBackend({
  port: Number(values.port),
  host: values.host,
  allowOrigins: values['allow-origin'],
  csrf: values.csrf !== 'off',
  csrfToken: values['csrf-token'],
  csrfParam: values['csrf-param'],
  requireSession: values['require-session'],
});
const from = {
  loaded: 'данные из',
  seed: 'исходные данные, сохраняются в',
  reset: 'данные сброшены, сохраняются в',
}[start];
console.log(`Демо-бэкенд: ${backend.origin} (${from} ${statePath})`);
