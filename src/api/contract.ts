/**
 * The server contract as data, from the call table (calls.ts), for `npm run contract` only (it
 * parses TypeScript, so elements never import it).
 */
import ts from 'typescript';
import type * as z from 'zod/mini';
import * as calls from './calls.ts';
import type { Call } from './calls.ts';

/** How a call's fields travel. */
type ContentType = 'query' | 'form' | 'multipart';

/** One request field, as the call table's type argument declares it. */
export interface ContractField {
  name: string;
  /** `string`, `integer`, `file`, a literal union such as `"1"|"-1"`, or `json`. */
  type: string;
  /** False where the element may leave the field out. */
  required: boolean;
}

/** One call of the contract. */
export interface ContractCall {
  name: string;
  method: 'GET' | 'POST';
  /** Spec path; `{…}` marks a parameter or an attribute-supplied URL. */
  path: string;
  contentType: ContentType;
  /** Request fields: the query of a GET, the body of a POST. */
  fields: ContractField[];
  answer: z.ZodMiniType | 'html';
  /** Assumptions made where the spec says "not shown". */
  note?: string;
}

/** The answer's status codes, the same for every call, and what each means. */
export const STATUS_CODES: Record<string, string> = {
  '200': 'the answer (a refusal: status other than ok/success/true/1, with message)',
  '204':
    'success for the calls whose answer the spec does not show (and the empty comments list); otherwise a failure',
  '429': 'failure; Retry-After is honoured',
  '503': 'failure; Retry-After is honoured',
  '4xx/5xx': 'failure: a generic message and a retry (the body is not shown)',
};

/** The HTML markup the elements read, in short (in full: schemas/comment-markup.ts). */
export const MARKUP: Record<string, string> = {
  'comments list':
    'GET /comments/list/{article_id}?fullpage: one element per comment with class biz-comment, data-comment-id, data-parent-id (0 for top level), data-author, data-userpic, data-anonymous (0/1), data-timestamp (Unix seconds), data-rating, data-emoji (JSON counts) and the message in .biz-comment__message; reader content (text formatting, links, images).',
  'comment embed':
    'GET /comments/embed/{id}: one comment in the list markup, plus data-article-id and a .biz-comment__link to the discussion.',
  'live message':
    'POST /live/ajax/{id} messages[].html: reader content (text formatting, links, images); no forms, no scripts, no styles.',
  'search results':
    'POST {search action} html: one top-level element per result (page content: headings, links, pictures, time).',
  'list pages':
    'GET {load-more href} and GET /ajax/page/{page}?fullpage: page content appended to the list.',
};

const ACK_NOTE =
  'Answer not shown in the spec (docs/server-contract.md#answers-the-spec-does-not-show): an empty 2xx, a 204, the bare body 1, ok, true or success, or JSON that does not say failure is success; JSON that says failure (status other than ok/success/true/1, success: false, an error field) or a bare 0/false/error is a refusal with its message; an HTML page (GET /logout excepted: a redirect home is success) or broken JSON is a failure. Sends X-CSRF-Token (and, in a POST body, the csrf-param field) when the page renders a token for the API: <meta name="biz-widgets:csrf-token">, or <meta name="csrf-token"> when the API is the page’s own origin.';

/** Notes on calls beyond {@link ACK_NOTE}, by row name. */
const NOTES: Partial<Record<keyof typeof calls, string>> = {
  top10Result:
    'Answer not shown in the spec: the entries of docs/server-contract.md#votes (id, title, count, percent).',
  registerPushToken: 'subscription_id is the PushSubscription as JSON.',
};

/** The text of a field's type node, as the contract names it (see {@link ContractField.type}). */
function fieldType(node: ts.TypeNode, where: string): string {
  if (node.kind === ts.SyntaxKind.StringKeyword) return 'string';
  if (node.kind === ts.SyntaxKind.NumberKeyword) return 'integer';
  if (ts.isTypeReferenceNode(node)) {
    const name = node.typeName.getText();
    if (name === 'File' || name === 'Blob') return 'file';
    if (name === 'Json') return 'json';
    const wire = node.typeArguments?.[1];
    if (name === 'OneOf' && wire) return fieldType(wire, where);
  }
  const members = ts.isUnionTypeNode(node) ? node.types : [node];
  const values = members.map((member) =>
    ts.isLiteralTypeNode(member) ? member.literal.getText().replace(/^'(.*)'$/, '$1') : null,
  );
  if (values.some((v) => v === null))
    throw new Error(`${where}: no contract type for ${node.getText()}`);
  return values.map((v) => `"${v}"`).join('|');
}

/**
 * Row name → request fields (`Call<{ name: type; … }, Answer>`), in source order, read from
 * `source`, the text of src/api/calls.ts. Throws when a field's type has no contract name.
 */
export function readCallFields(source: string): Map<string, ContractField[]> {
  const file = ts.createSourceFile('calls.ts', source, ts.ScriptTarget.Latest, true);
  const rows = new Map<string, ContractField[]>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const type = declaration.type;
      if (!type || !ts.isTypeReferenceNode(type) || type.typeName.getText() !== 'Call') continue;
      const name = declaration.name.getText();
      const fields = type.typeArguments?.[0];
      const members: ts.TypeElement[] =
        fields && ts.isTypeLiteralNode(fields) ? [...fields.members] : [];
      rows.set(
        name,
        members.filter(ts.isPropertySignature).map((member) => {
          const field = member.name.getText();
          if (!member.type) throw new Error(`${name}.${field}: no type`);
          return {
            name: field,
            type: fieldType(member.type, `${name}.${field}`),
            required: !member.questionToken,
          };
        }),
      );
    }
  }
  return rows;
}

type Row = Call<never, unknown>;

/** Whether an export of src/api/calls.ts is a row (the module exports only rows and types). */
function isCall(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && 'expect' in value && 'path' in value;
}

/** Every row of the call table by name (src/api/calls.ts), in no particular order. */
export const CALLS: ReadonlyMap<string, Row> = new Map(
  (Object.entries(calls) as [string, unknown][]).filter((entry): entry is [string, Row] =>
    isCall(entry[1]),
  ),
);

/**
 * Every call's contract in table order; `source` is calls.ts's text (field types live only there).
 * @throws Error when a row's fields cannot be read, or the source and the module disagree
 */
export function contractCalls(source: string): ContractCall[] {
  const fields = readCallFields(source);
  if (fields.size !== CALLS.size) {
    throw new Error(`calls.ts: ${fields.size} rows in the source, ${CALLS.size} exported`);
  }
  return [...fields].map(([name, rowFields]) => {
    const call = CALLS.get(name);
    if (!call) throw new Error(`calls.ts: no exported row ${name}`);
    const { expect } = call;
    const extra = NOTES[name as keyof typeof calls];
    const note = 'ack' in expect ? [ACK_NOTE, extra].filter(Boolean).join(' ') : extra;
    return {
      name,
      method: call.method,
      path: call.path,
      contentType:
        call.method === 'GET'
          ? 'query'
          : rowFields.some((f) => f.type === 'file')
            ? 'multipart'
            : 'form',
      fields: rowFields,
      answer: 'text' in expect ? 'html' : 'ack' in expect ? expect.ack : expect.json,
      ...(note ? { note } : {}),
    };
  });
}
