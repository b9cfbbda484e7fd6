// One script for puppeteer's page.evaluate from several named page functions, so page code can
// be split into functions like any other code.

/**
 * The source of an async expression that declares `helpers` (named function declarations, each
 * serialized; they may call each other, nothing else of their module) and resolves to
 * `main(...args)` (JSON-serializable). Throws on a helper that is no named function declaration.
 */
export function pageScript(main, helpers, ...args) {
  const sources = helpers.map((helper) => {
    const source = String(helper);
    if (!/^(?:async\s+)?function\b\s*\*?\s*[\w$]+/.test(source))
      throw new Error(`pageScript: not a named function declaration: ${source.slice(0, 60)}`);
    return source;
  });
  return `(async () => {\n${sources.join('\n')}\nreturn (${main})(...${JSON.stringify(args)});\n})()`;
}
