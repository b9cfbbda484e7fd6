// One script for puppeteer's page.evaluate made of several named page functions, so that code
// which runs in the page can be split into functions with one job each like any other code.

/**
 * The source of an async expression that declares `helpers` (function declarations, each
 * serialized from its own source) and calls `main` with `args` (JSON-serializable values).
 * Passed to page.evaluate, it resolves to what `main` resolves to. The functions may call each
 * other by name, and use nothing else of the module they are written in.
 * Throws when a helper is not a named function declaration (an arrow function has no name to
 * be called by).
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
