// A Custom Elements Manifest analyzer plugin: each element's attributes, events and shadow parts
// come from where the element declares them (its folder's `attributes.ts`, `events.ts` and
// `parts.ts`), so the class's JSDoc carries no `@attr`, `@fires` or `@csspart` to keep in step.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** r2wc's attribute for a prop: `articleId` → `article-id`. */
const kebab = (prop) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function jsDocOf(ts, node) {
  return ts
    .getJSDocCommentsAndTags(node)
    .filter((d) => ts.isJSDoc(d))
    .at(-1);
}

/** The text of the JSDoc comment right before `node` (block tags such as `@see` left out), or ''. */
function docOf(ts, node) {
  const doc = jsDocOf(ts, node);
  const text = doc ? ts.getTextOfJSDocComment(doc.comment) : '';
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The name of a property (`pollId`, `'biz-poll-vote'`) as written, without quotes. */
const nameOf = (ts, name) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();

function* walk(ts, node) {
  yield node;
  for (const child of node.getChildren()) yield* walk(ts, child);
}

function parse(ts, file) {
  if (!existsSync(file)) return null;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

/** `node` without `as …` and parentheses around it (`'open' as State` → `'open'`). */
function bare(ts, node) {
  while (ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression;
  return node;
}

/** A literal's value as written in JavaScript (`30_000` → `30000`); undefined for anything else. */
function literalText(ts, node) {
  node = bare(ts, node);
  if (ts.isNumericLiteral(node)) return node.text;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return JSON.stringify(node.text);
  if (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand)) return node.getText();
  return undefined;
}

/**
 * The object literal passed to the first `define({...})` call in `source` (`define` is
 * `defineAttributes` or `defineParts`). Throws, naming `file`, when there is none.
 */
function mapOf(ts, source, file, define) {
  const call = [...walk(ts, source)].find(
    (n) => ts.isCallExpression(n) && n.expression.getText() === define,
  );
  const map = call?.arguments[0];
  if (!map || !ts.isObjectLiteralExpression(map))
    throw new Error(`${file}: no ${define}({...}) object literal`);
  return map;
}

/**
 * The manifest attributes of the `defineAttributes({...})` map in `file`: kebab-case name, `type`,
 * a literal `default`, the JSDoc as description (" Required." added when required). Throws on an
 * entry without a doc or with a block tag (an attribute's doc is one text).
 */
function attributesOf(ts, file) {
  const source = parse(ts, file);
  if (!source) throw new Error(`${file}: no attribute map`);
  return mapOf(ts, source, file, 'defineAttributes').properties.map((property) => {
    const prop = nameOf(ts, property.name);
    const fields = new Map(
      (ts.isObjectLiteralExpression(property.initializer) ? property.initializer.properties : [])
        .filter((p) => ts.isPropertyAssignment(p))
        .map((p) => [nameOf(ts, p.name), p.initializer]),
    );
    const doc = docOf(ts, property);
    if (!doc) throw new Error(`${file}: attribute \`${prop}\` has no JSDoc`);
    const tag = jsDocOf(ts, property).tags?.[0];
    if (tag)
      throw new Error(
        `${file}: attribute \`${prop}\` has a second text (@${tag.tagName.text}): its doc is one text`,
      );
    const required = fields.get('required')?.kind === ts.SyntaxKind.TrueKeyword;
    const attribute = {
      type: { text: bare(ts, fields.get('type')).text },
      description: required ? `${doc} Required.` : doc,
      name: kebab(prop),
    };
    const value = fields.has('default') ? literalText(ts, fields.get('default')) : undefined;
    if (value !== undefined) attribute.default = value;
    return attribute;
  });
}

/** The manifest events of `tag` in `file` (`ElementEvents` members); throws on one without doc. */
function eventsOf(ts, file, tag) {
  const source = parse(ts, file);
  if (!source) return [];
  const nodes = [...walk(ts, source)];
  const registry = nodes.find(
    (n) => ts.isInterfaceDeclaration(n) && n.name.text === 'ElementEvents',
  );
  const entry = registry?.members.find((m) => m.name && nameOf(ts, m.name) === tag);
  if (!entry?.type) throw new Error(`${file}: no ElementEvents entry for '${tag}'`);
  const name = entry.type.getText();
  const declaration = nodes.find((n) => ts.isInterfaceDeclaration(n) && n.name.text === name);
  if (!declaration || declaration.heritageClauses?.length)
    throw new Error(`${file}: the events of '${tag}' are not one interface ${name} of its own`);
  return declaration.members.map((member) => {
    const event = nameOf(ts, member.name);
    const description = docOf(ts, member);
    if (!description) throw new Error(`${file}: event '${event}' has no JSDoc`);
    return { type: { text: `CustomEvent<${member.type.getText()}>` }, description, name: event };
  });
}

/**
 * The manifest parts (`cssParts`) of the `defineParts({...})` map in `file`, in the map's order:
 * each entry's name and its text as the description; `...name` spreads the map of a module it
 * imports `name` from (the form kit's parts). None when `file` does not exist. Throws when the
 * file has no such map, or an entry that is neither a string literal nor such a spread.
 */
function partsOf(ts, file) {
  const source = parse(ts, file);
  if (!source) return [];
  const nodes = [...walk(ts, source)];
  return mapOf(ts, source, file, 'defineParts').properties.flatMap((property) => {
    if (ts.isSpreadAssignment(property)) {
      const name = property.expression.getText();
      const from = nodes.find(
        (n) =>
          ts.isImportDeclaration(n) &&
          n.importClause?.namedBindings?.elements?.some((e) => e.name.text === name),
      );
      if (!from) throw new Error(`${file}: \`...${name}\` is not imported`);
      return partsOf(ts, join(dirname(file), from.moduleSpecifier.text));
    }
    const text = ts.isPropertyAssignment(property) ? bare(ts, property.initializer) : undefined;
    if (!text || !(ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text)))
      throw new Error(`${file}: part \`${property.name?.getText()}\` is not a string literal`);
    return [{ description: text.text, name: nameOf(ts, property.name) }];
  });
}

/**
 * The plugin: for every custom element of a module `elements/<tag>/<tag>.element.ts`, sets the
 * manifest's `attributes` from `elements/<tag>/attributes.ts`, its `events` from
 * `elements/<tag>/events.ts` and its `cssParts` from `elements/<tag>/parts.ts` (none without
 * those files); an element without any has no such key. Throws when the class's JSDoc still has
 * `@csspart` lines: the parts are declared in `parts.ts` only.
 */
export function elementMaps() {
  return {
    name: 'biz-element-maps',
    moduleLinkPhase({ ts, moduleDoc }) {
      const folder = dirname(moduleDoc.path.replace(/^\//, ''));
      for (const declaration of moduleDoc.declarations ?? []) {
        if (!declaration.tagName) continue;
        if (declaration.cssParts?.length)
          throw new Error(
            `${moduleDoc.path}: @csspart (or @part) lines in the JSDoc of ${declaration.name}; declare the parts in ${join(folder, 'parts.ts')}`,
          );
        const events = eventsOf(ts, join(folder, 'events.ts'), declaration.tagName);
        if (events.length) declaration.events = events;
        else delete declaration.events;
        const attributes = attributesOf(ts, join(folder, 'attributes.ts'));
        if (attributes.length) declaration.attributes = attributes;
        else delete declaration.attributes;
        const parts = partsOf(ts, join(folder, 'parts.ts'));
        if (parts.length) declaration.cssParts = parts;
        else delete declaration.cssParts;
      }
    },
  };
}
