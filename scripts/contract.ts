/**
 * `npm run -s contract [-- --out contract.json]`: the server contract as JSON for the backend
 * team (docs/server-contract.md), from the call table src/api/calls.ts: per call its method, path,
 * content type, fields (type, required), the answer as JSON Schema 2020-12 (from the zod schemas)
 * or "html", notes; the shared status codes and the HTML markup contracts. Only JSON on stdout.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { MARKUP, STATUS_CODES, contractCalls } from '../src/api/contract.ts';
import { CAPPED_ITEMS } from '../src/api/schemas/capped.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

const out = {
  $comment:
    'biz-widgets server contract: every call the elements make, relative to apiBase. See docs/server-contract.md.',
  statusCodes: STATUS_CODES,
  markup: MARKUP,
  calls: contractCalls(readFileSync(new URL('../src/api/calls.ts', import.meta.url), 'utf8')).map(
    (call) => ({
      method: call.method,
      path: call.path,
      contentType: call.contentType,
      fields: call.fields,
      answer:
        call.answer === 'html'
          ? 'html'
          : z.toJSONSchema(call.answer, {
              io: 'input',
              unrepresentable: 'any',
              // A capped array reads unknown items first: describe the real ones.
              override(ctx) {
                const item = CAPPED_ITEMS.get(ctx.zodSchema);
                if (!item) return;
                const { $schema: _, ...items } = z.toJSONSchema(item, {
                  io: 'input',
                  unrepresentable: 'any',
                });
                ctx.jsonSchema.items = items;
              },
            }),
      note: call.note,
    }),
  ),
};
const json = `${JSON.stringify(out, null, 2)}\n`;
if (values.out) writeFileSync(values.out, json);
else process.stdout.write(json);
