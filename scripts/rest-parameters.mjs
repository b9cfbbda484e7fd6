/**
 * Babel's copy of a function's rest arguments, turned back into a rest parameter before the build
 * minifies it. Oxc's minifier (Vite 8's) rewrites Babel's loop
 * `for (var l = arguments.length, a = new Array(…), k = n; k < l; k++) a[k - n] = arguments[k];`
 * into `var a = [...arguments].slice(n)`: shorter, but an array iterator and two arrays per call.
 * DOMPurify wraps every string and array method it calls (`unapply`) in such a function, so its
 * `sanitize` ran about twice as long (figures: docs/architecture.md#build). A rest parameter is
 * what the loop stands for, and the minifier keeps it.
 */
import MagicString from 'magic-string';
import { parseAst } from 'vite';

/** The name of the array Babel's rest loop `node` fills and the index it starts at, or null. */
function restLoop(node) {
  if (node?.type !== 'ForStatement' || node.init?.type !== 'VariableDeclaration') return null;
  const [len, array, key, ...more] = node.init.declarations;
  if (!len || !array || !key || more.length) return null;
  const isArgumentsLength = (e) =>
    e?.type === 'MemberExpression' &&
    e.object.type === 'Identifier' &&
    e.object.name === 'arguments' &&
    e.property.type === 'Identifier' &&
    e.property.name === 'length';
  if (!isArgumentsLength(len.init) || array.id.type !== 'Identifier') return null;
  const init = array.init;
  const isArray =
    (init?.type === 'NewExpression' || init?.type === 'CallExpression') &&
    init.callee.type === 'Identifier' &&
    init.callee.name === 'Array';
  const from = key.init;
  if (!isArray || from?.type !== 'Literal' || typeof from.value !== 'number') return null;
  const body = node.body.type === 'BlockStatement' ? node.body.body : [node.body];
  const copy = body.length === 1 ? body[0] : null;
  const expression = copy?.type === 'ExpressionStatement' ? copy.expression : null;
  const assigned = expression?.type === 'AssignmentExpression' ? expression : null;
  const right = assigned?.right;
  const copiesArguments =
    assigned?.left.type === 'MemberExpression' &&
    assigned.left.object.type === 'Identifier' &&
    assigned.left.object.name === array.id.name &&
    right?.type === 'MemberExpression' &&
    right.object.type === 'Identifier' &&
    right.object.name === 'arguments';
  return copiesArguments ? { name: array.id.name, from: from.value } : null;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression']);

/**
 * Each Babel rest loop of `code` that a rest parameter can replace: in a block of a function (not
 * an arrow: that reads an outer `arguments`) whose parameters are `from` plain names and whose
 * body does not say "use strict". Code the parser cannot read is returned as it is.
 * @returns `{ code, map, count }`: the code with those loops gone and `...name` added to the
 *   parameters, its source map, and how many were replaced (0: `code` as it was, `map` null).
 */
export function restParameters(code, id = 'input.js') {
  const unchanged = { code, map: null, count: 0 };
  if (!code.includes('arguments.length')) return unchanged;
  let ast;
  try {
    ast = parseAst(code);
  } catch {
    return unchanged; // not a module this parser reads (a CommonJS top-level `return`): as it is
  }
  const out = new MagicString(code);
  let count = 0;
  const visit = (node, fn, parent) => {
    if (!node || typeof node.type !== 'string') return;
    const inner = FUNCTIONS.has(node.type)
      ? node
      : node.type === 'ArrowFunctionExpression'
        ? null
        : fn;
    const loop = restLoop(node);
    if (loop && fn && parent?.type === 'BlockStatement') {
      const plain = fn.params.every((p) => p.type === 'Identifier');
      // A function with a rest parameter may not say "use strict" itself.
      const strict = fn.body.body.some((s) => s.directive === 'use strict');
      if (plain && !strict && fn.params.length === loop.from) {
        const last = fn.params.at(-1);
        const at = last ? last.end : code.indexOf('(', fn.id ? fn.id.end : fn.start) + 1;
        out.appendLeft(at, `${last ? ', ' : ''}...${loop.name}`);
        out.remove(node.start, node.end);
        count += 1;
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) visit(child, inner, node);
      else if (value && typeof value === 'object') visit(value, inner, node);
    }
  };
  visit(ast, null, null);
  if (!count) return unchanged;
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }), count };
}

/** How a chunk that still spreads `arguments` is found: the minifier's form of the loop. */
export const SPREAD_ARGUMENTS = '[...arguments]';

/**
 * The Vite plugin: {@link restParameters} on every dependency's module; the build fails if a
 * written chunk still spreads `arguments` (a loop this did not recognise, say after an upgrade).
 */
export function restParametersPlugin() {
  return {
    name: 'biz-rest-parameters',
    transform(code, id) {
      if (!id.includes('/node_modules/') || !/\.[cm]?js(\?|$)/.test(id)) return null;
      const { code: next, map, count } = restParameters(code, id);
      return count ? { code: next, map } : null;
    },
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.includes(SPREAD_ARGUMENTS))
          this.error(
            `${file.fileName} spreads \`arguments\` (an array iterator per call): ` +
              'scripts/rest-parameters.mjs did not turn a rest loop into a rest parameter.',
          );
      }
    },
  };
}
