/** The sanitizer in DOMPurify's chunk: its Trusted Types policy, configs per kind and hooks. */
import type { Config, DOMPurify } from 'dompurify';
import {
  COMMENT_DATA_ATTRS,
  DROP_WITH_CONTENT,
  EXTERNAL_LINK_CLASS,
  EXTERNAL_LINK_TEXT,
  FORBIDDEN_ATTRS,
  FORBIDDEN_TAGS,
  HTML_RULES,
  isExternal,
  isSiteUrl,
  keepsDataAttr,
  PLAIN_TAGS,
  serverUrl,
  siteHosts,
  siteSrcset,
  type HtmlKind,
  type HtmlRules,
  writtenUrl,
} from './html-policy.ts';
import {
  TRUSTED_TYPES_POLICY_NAME,
  type Sanitizer,
  type SplitPart,
  type Splitter,
} from './sanitizer.ts';

interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createHTML(s: string): string; createScriptURL(s: string): string },
  ): { createHTML(s: string): unknown; createScriptURL(s: string): unknown };
}

function createPolicy(): Config['TRUSTED_TYPES_POLICY'] {
  const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!tt) return null;
  try {
    // The policy only hands the string to DOMPurify's inert parser; script URLs are never allowed.
    return tt.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
      createHTML: (s) => s,
      createScriptURL: () => 'about:invalid#biz-widgets',
    }) as unknown as Config['TRUSTED_TYPES_POLICY'];
  } catch (error) {
    console.error(
      `[biz-widgets] Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}" is not allowed by this page's CSP; ` +
        `server HTML will not be shown. Add "trusted-types ${TRUSTED_TYPES_POLICY_NAME}".`,
      error,
    );
    return null;
  }
}

/** `el`'s classes the rules keep, space-separated ('' for none). */
const keptClasses = (el: Element, rules: HtmlRules) =>
  Array.from(el.classList)
    .filter((name) => rules.keepsClass(name))
    .join(' ');

/** Applies the kind's URL, class and link rules to an element DOMPurify kept. */
function finishElement(node: Element, rules: HtmlRules, hosts: Set<string>) {
  const tag = node.localName;
  if (node.hasAttribute('class')) {
    const kept = keptClasses(node, rules);
    if (kept) node.setAttribute('class', kept);
    else node.removeAttribute('class');
  }
  if (node.hasAttribute('src')) {
    const raw = node.getAttribute('src') ?? '';
    const url = serverUrl(raw);
    if (url && isSiteUrl(url, hosts)) node.setAttribute('src', writtenUrl(raw, url));
    else node.removeAttribute('src');
  }
  if (node.hasAttribute('srcset')) {
    const srcset = siteSrcset(node.getAttribute('srcset') ?? '', hosts);
    if (srcset && tag === 'source') node.setAttribute('srcset', srcset);
    else node.removeAttribute('srcset');
  }
  if (tag === 'img') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    node.setAttribute('referrerpolicy', 'no-referrer');
  }
  if (tag === 'a') {
    const raw = node.getAttribute('href') ?? '';
    const url = serverUrl(raw);
    if (!url) {
      node.removeAttribute('href');
      node.removeAttribute('target');
      return;
    }
    node.setAttribute('href', writtenUrl(raw, url));
    if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    node.setAttribute('rel', rules.rel);
    if (rules.markExternal && isExternal(url, hosts)) node.setAttribute('data-biz-external', '');
  }
}

/** Appends the visually hidden «(внешняя ссылка)» to each link marked external. */
function markExternal(fragment: DocumentFragment) {
  for (const a of Array.from(fragment.querySelectorAll('a[data-biz-external]'))) {
    a.removeAttribute('data-biz-external');
    const note = a.ownerDocument.createElement('span');
    note.className = EXTERNAL_LINK_CLASS;
    note.textContent = ` ${EXTERNAL_LINK_TEXT}`;
    a.append(note);
  }
}

const bodyGetter = Object.getOwnPropertyDescriptor(Document.prototype, 'body')?.get;

/** `doc.body` via the prototype: a parsed `<form name="body">` must not stand in (Firefox). */
function bodyOf(doc: Document): HTMLElement | null {
  return bodyGetter ? (bodyGetter.call(doc) as HTMLElement | null) : doc.body;
}

/** `Document.prototype.open` with no arguments: a new parse, not the `window.open` form. */
const openDocument = Document.prototype.open as (this: Document) => Document;

const serializers = {
  outerHTML: Object.getOwnPropertyDescriptor(Element.prototype, 'outerHTML')?.get,
  innerHTML: Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')?.get,
};

/**
 * `el.outerHTML` or `el.innerHTML` through Element.prototype (a field `name="outerHTML"` cannot
 * answer): a reading of the inert parse, to be sanitized; never written to the DOM.
 */
function serialized(el: Element, which: keyof typeof serializers): string {
  const getter = serializers[which];
  if (getter) return getter.call(el) as string;
  // eslint-disable-next-line no-restricted-properties
  return which === 'outerHTML' ? el.outerHTML : el.innerHTML;
}

const outerHtmlOf = (el: Element) => serialized(el, 'outerHTML');

const getAttribute = Element.prototype.getAttribute;

/** The inert element of each part a splitter made ({@link partOf}). */
const partElements = new WeakMap<SplitPart, Element>();

/** A split part: HTML serialized on first read, attributes read through the prototype. */
function partOf(el: Element): SplitPart {
  let html: string | undefined;
  const part: SplitPart = {
    get html() {
      return (html ??= outerHtmlOf(el));
    },
    attr: (name) => getAttribute.call(el, name),
  };
  partElements.set(part, el);
  return part;
}

/** `&` and `"` escaped, for a double-quoted attribute value. */
const quoted = (value: string) => `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;

/** The comment's `data-*` attributes part `el` has that `reader` HTML keeps on it, as [name, value]. */
function keptData(el: Element): [string, string][] {
  const kept: [string, string][] = [];
  for (const name of COMMENT_DATA_ATTRS) {
    const value = getAttribute.call(el, name);
    if (value !== null && keepsDataAttr(HTML_RULES.reader, el.localName, name)) {
      kept.push([name, value]);
    }
  }
  return kept;
}

/**
 * Part `el` (the `i`-th of a {@link Sanitizer.partsToFragment} call) as DOMPurify is given it: its
 * tag with its class and `data-i="i"` only, then its children as parsed.
 */
function leanHtml(el: Element, i: number): string {
  const tag = el.localName;
  const className = getAttribute.call(el, 'class');
  const inner = serialized(el, 'innerHTML');
  const open = `<${tag}${className === null ? '' : ` class=${quoted(className)}`} data-i="${i}">`;
  return `${open}${inner}</${tag}>`;
}

const XHTML = 'http://www.w3.org/1999/xhtml';

const createTreeWalker = Document.prototype.createTreeWalker;

/** Whether `el` is an HTML element of a {@link PLAIN_TAGS} tag the rules allow. */
const isPlainTag = (el: Element, rules: HtmlRules) =>
  el.namespaceURI === XHTML && PLAIN_TAGS.has(el.localName) && rules.tags.includes(el.localName);

/**
 * Whether part `el` sanitizes to itself under `rules`, its own attributes aside: it is a
 * {@link PLAIN_TAGS} element, and below it are only such elements, with no attribute but a class
 * the rules keep whole, and text. Anything else (a link, an image, a comment node, an attribute,
 * another namespace) is DOMPurify's. Iterative, so a deep nesting only costs its walk.
 */
function isPlain(el: Element, rules: HtmlRules): boolean {
  if (!isPlainTag(el, rules)) return false;
  // Through the prototype: the answer's `<img name="createTreeWalker">` names a property of its
  // inert document.
  const walk = createTreeWalker.call(el.ownerDocument, el, NodeFilter.SHOW_ALL);
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) return false;
    const child = node as Element;
    if (!isPlainTag(child, rules)) return false;
    const count = child.attributes.length;
    if (count === 0) continue;
    const className = count === 1 ? getAttribute.call(child, 'class') : null;
    if (!className || keptClasses(child, rules) !== className) return false;
  }
  return true;
}

/** A page copy of plain part `el` ({@link isPlain}): its tag, kept classes, `kept` and content. */
function plainCopy(el: Element, kept: readonly [string, string][], rules: HtmlRules): Element {
  const copy = document.createElement(el.localName);
  const className = keptClasses(el, rules);
  if (className) copy.setAttribute('class', className);
  for (const [name, value] of kept) copy.setAttribute(name, value);
  for (let child = el.firstChild; child; child = child.nextSibling) {
    copy.append(document.importNode(child, true));
  }
  return copy;
}

/**
 * `fragment` (DOMPurify's answer for a batch of lean parts) with each index's attributes in
 * `batch` set on the first top-level element that carries that index, and every `data-i` removed.
 */
function keepAttributes(
  fragment: DocumentFragment,
  batch: Map<string, readonly [string, string][]>,
): DocumentFragment {
  for (const el of Array.from(fragment.children)) {
    const i = el.getAttribute('data-i');
    if (i === null) continue;
    el.removeAttribute('data-i');
    // The first element of each index of this batch only: a part cannot lend its attributes.
    const attrs = batch.get(i);
    batch.delete(i);
    for (const [name, value] of attrs ?? []) el.setAttribute(name, value);
  }
  return fragment;
}

/**
 * {@link Sanitizer.partsToFragment}: each plain part ({@link isPlain}) copied from the inert parse
 * with its kept attributes; each run of other parts given lean ({@link leanHtml}) to `sanitize`
 * (the sanitizer's `reader` call) as one HTML string, then each part's kept attributes set back
 * ({@link keepAttributes}). In the parts' order. Throws what the DOM throws.
 */
function leanFragment(
  parts: readonly SplitPart[],
  sanitize: (html: string) => DocumentFragment,
): DocumentFragment {
  const rules = HTML_RULES.reader;
  const out = document.createDocumentFragment();
  let html: string[] = [];
  let batch = new Map<string, readonly [string, string][]>();
  const flush = () => {
    if (html.length) out.append(keepAttributes(sanitize(html.join('')), batch));
    html = [];
    batch = new Map();
  };
  parts.forEach((part, i) => {
    const el = partElements.get(part);
    if (!el) {
      html.push(part.html); // not a part of ours: sanitized whole
    } else if (isPlain(el, rules)) {
      flush();
      out.append(plainCopy(el, keptData(el), rules));
    } else {
      batch.set(String(i), keptData(el));
      html.push(leanHtml(el, i));
    }
  });
  flush();
  return out;
}

/** The first `max` top-level elements of `html` in one inert parse, and how many there are. */
function parseTop(html: string, max: number, trusted: (html: string) => string) {
  const doc = new DOMParser().parseFromString(trusted(html), 'text/html');
  const children = Array.from(bodyOf(doc)?.children ?? []);
  return { elements: children.slice(0, max), total: children.length };
}

/** Whether `write` parses an inert document in steps with scripting off (not Firefox 128). */
let streams: boolean | undefined;
function canStream(trusted: (html: string) => string): boolean {
  if (streams === undefined) {
    try {
      const probe = document.implementation.createHTMLDocument('');
      openDocument.call(probe);
      Document.prototype.write.call(probe, trusted('<div><noscript><b>'));
      streams = bodyOf(probe)?.querySelector('div > noscript > b') != null;
      Document.prototype.close.call(probe);
    } catch {
      streams = false;
    }
  }
  return streams;
}

/** Stepwise inert parse (Sanitizer.splitter): an element is complete once another follows. */
function streamSplit(
  html: string,
  max: number,
  trusted: (html: string) => string,
): Splitter | null {
  if (!canStream(trusted)) return null;
  const doc = document.implementation.createHTMLDocument('');
  openDocument.call(doc);
  let at = 0;
  let taken = 0;
  return {
    next(chars) {
      try {
        if (at < html.length) {
          let end = Math.min(html.length, at + Math.max(1, chars));
          // Never between the halves of a surrogate pair.
          const last = html.charCodeAt(end - 1);
          if (end < html.length && last >= 0xd800 && last <= 0xdbff) end += 1;
          Document.prototype.write.call(doc, trusted(html.slice(at, end)));
          at = end;
          if (at >= html.length) Document.prototype.close.call(doc);
        }
        const done = at >= html.length;
        const children = bodyOf(doc)?.children ?? [];
        const complete = Math.min(max, done ? children.length : children.length - 1);
        const parts: SplitPart[] = [];
        for (; taken < complete; taken++) parts.push(partOf(children[taken]!));
        return { parts, done, total: done ? children.length : 0 };
      } catch (error) {
        console.error('[biz-widgets] HTML not shown: it could not be read', error);
        at = html.length;
        return { parts: [], done: true, total: taken };
      }
    },
  };
}

/** The sanitizer over `purify`, one DOMPurify instance (its hooks are added once). */
export function build(purify: DOMPurify): Sanitizer {
  const policy = createPolicy();
  // The same policy DOMPurify uses: it only lets the string reach an inert parser.
  const inert = policy as unknown as { createHTML(s: string): string } | null;
  const trusted = (text: string) => (inert ? inert.createHTML(text) : text);
  let rules: HtmlRules = HTML_RULES.page;
  let hosts = new Set<string>();
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    if (event.attrName.startsWith('data-')) {
      // The external-link mark is ours alone, never the server's.
      event.keepAttr =
        event.attrName !== 'data-biz-external' &&
        keepsDataAttr(rules, node.localName, event.attrName);
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => finishElement(node, rules, hosts));
  const configs = Object.fromEntries(
    (Object.keys(HTML_RULES) as HtmlKind[]).map((kind) => {
      const config: Config & { RETURN_DOM_FRAGMENT: true } = {
        RETURN_DOM_FRAGMENT: true,
        SANITIZE_NAMED_PROPS: true,
        TRUSTED_TYPES_POLICY: policy,
        ALLOWED_TAGS: [...HTML_RULES[kind].tags],
        ALLOWED_ATTR: [...HTML_RULES[kind].attrs],
        ALLOW_DATA_ATTR: true, // narrowed per kind by the hook above
        ALLOW_ARIA_ATTR: false,
        ALLOW_UNKNOWN_PROTOCOLS: false,
        FORBID_TAGS: FORBIDDEN_TAGS,
        FORBID_ATTR: FORBIDDEN_ATTRS,
        ADD_FORBID_CONTENTS: DROP_WITH_CONTENT,
      };
      return [kind, config];
    }),
  ) as Record<HtmlKind, Config & { RETURN_DOM_FRAGMENT: true }>;
  // The kind whose config DOMPurify holds: a config given to each call is parsed again on each
  // (its allowlists rebuilt), half of a short message's cost; `setConfig` parses it once per kind.
  let configured: HtmlKind | null = null;
  const sanitizer: Sanitizer = {
    toFragment(html, kind = 'page') {
      try {
        rules = HTML_RULES[kind];
        hosts = siteHosts();
        if (configured !== kind) {
          // Unknown until setConfig returns: one that throws leaves the next call to set it again.
          configured = null;
          purify.setConfig(configs[kind]);
          configured = kind;
        }
        // The config again only for its return type: once set, DOMPurify ignores one given here.
        const fragment = document.importNode(purify.sanitize(html, configs[kind]), true);
        if (rules.markExternal) markExternal(fragment);
        return fragment;
      } catch (error) {
        console.error('[biz-widgets] HTML not shown: the sanitizer failed', error);
        return document.createDocumentFragment();
      }
    },
    split(html, max) {
      try {
        const { elements, total } = parseTop(html, max, trusted);
        return { parts: elements.map(outerHtmlOf), total };
      } catch (error) {
        console.error('[biz-widgets] HTML not shown: it could not be read', error);
        return { parts: [], total: 0 };
      }
    },
    partsToFragment(parts) {
      try {
        return leanFragment(parts, (html) => sanitizer.toFragment(html, 'reader'));
      } catch (error) {
        console.error('[biz-widgets] HTML not shown: the sanitizer failed', error);
        return document.createDocumentFragment();
      }
    },
    splitter(html, max) {
      let stream: Splitter | null = null;
      try {
        stream = streamSplit(html, max, trusted);
      } catch {
        stream = null;
      }
      if (stream) return stream;
      // No stepwise parse here: the first step parses everything.
      let done = false;
      return {
        next: () => {
          if (done) return { parts: [], done, total: 0 };
          done = true;
          try {
            const { elements, total } = parseTop(html, max, trusted);
            return { parts: elements.map(partOf), done, total };
          } catch (error) {
            console.error('[biz-widgets] HTML not shown: it could not be read', error);
            return { parts: [], done, total: 0 };
          }
        },
      };
    },
  };
  return sanitizer;
}
