// Our elements in a page, for the scripts that run in it (the demo walk's probe and the monkey
// test's probe): one source, put into each probe as text.

/**
 * The source of a function expression `ourHosts()` that returns every `biz-*` element of the
 * document and of every shadow root inside it (nested too), in document order. Text rather than
 * a function, so that no loader's helpers (tsx's) end up in the page.
 */
export const OUR_HOSTS = `function ourHosts() {
  const out = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName.startsWith('biz-')) out.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  return out;
}`;
