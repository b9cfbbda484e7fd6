// Our elements in a page, one source for the demo walk's and the monkey test's probes.

/**
 * The source of a function expression returning every `biz-*` element of the document and of
 * its shadow roots, nested too, in document order (text, so no loader helper enters the page).
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
