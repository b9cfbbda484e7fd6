/**
 * `npm run contract`: prints the server contract as JSON Schema (draft 2020-12), generated from
 * the zod schemas in src/api/schemas, with each call of spec 7 that answers with it.
 * For the backend team: `npm run contract > contract.json`.
 */
import * as z from 'zod/mini';
import { CONTRACT } from '../src/api/contract.ts';
import { CAPPED_ITEMS } from '../src/api/schemas/capped.ts';

const out = {
  $comment:
    'biz-widgets server contract. Requests are application/x-www-form-urlencoded (multipart/form-data when a file is sent); ' +
    'answers are JSON unless "answer" is "html". A status counts as success when it is ok, success, true or 1.',
  calls: CONTRACT.map((call) => ({
    method: call.method,
    path: call.path,
    spec: call.spec,
    request: call.fields,
    answer:
      call.answer === 'html'
        ? 'html'
        : z.toJSONSchema(call.answer, {
            io: 'input',
            unrepresentable: 'any',
            // A capped array (issue 13) reads unknown items first: describe the real ones.
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
  })),
};
console.log(JSON.stringify(out, null, 2));
