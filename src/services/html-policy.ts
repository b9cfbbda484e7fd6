/**
 * What server HTML may contain, per kind of content: the allowlists the sanitizer
 * service hands to DOMPurify, and the URL, class and link rules its hooks apply. Pure data and
 * functions, no DOMPurify: unit-tested on their own.
 *
 * - `reader`: what readers write (comment and live messages, comment embeds, notifications):
 *   text formatting only, plus the wrappers of the comments markup contract
 *   (src/api/schemas/comment-markup.ts): `<article class="biz-comment" data-…>`,
 *   `<div class="biz-comment__message">`, `<a class="biz-comment__link">`.
 * - `page`: the site's own list pages (search results, «Показать ещё», news pages): also
 *   headings, figures, pictures and `<time>`.
 *
 * Never, in either kind: forms and their controls, dialogs, `details`, frames, objects, SVG and
 * MathML, `meta`/`base`/`link`/`style`, inline styles and handlers, invoker commands
 * (`command`, `commandfor`), `popover*`, `formaction`, `ping`, `name`, `width`/`height`, and
 * URLs other than http(s) or relative. Images and `srcset` may only come from the site's hosts
 * (no tracking pixels from elsewhere). Ids are prefixed `user-content-` by DOMPurify.
 */
import parseSrcset from '@prettier/parse-srcset';
import { resolveUrl } from './config.ts';

/** A kind of server HTML, chosen by the caller of the sanitizer. */
export type HtmlKind = 'reader' | 'page';

/** The rules of one kind. */
export interface HtmlRules {
  tags: readonly string[];
  attrs: readonly string[];
  /** Whether `data-*` attributes are kept (on which elements: see {@link keepsDataAttr}). */
  dataAttrs: 'contract' | 'all';
  /** Whether a class name may stay (server HTML lands in our shadow roots: no borrowing). */
  keepsClass(name: string): boolean;
  /** The `rel` every link gets. */
  rel: string;
  /** Whether links to another host get a visually hidden «(внешняя ссылка)». */
  markExternal: boolean;
}

const TEXT = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'a', 'blockquote'];
const LISTS = ['ul', 'ol', 'li', 'code', 'pre', 'img', 'span'];

/** The classes of the comments markup contract, the only ones reader HTML keeps. */
const CONTRACT_CLASSES: ReadonlySet<string> = new Set([
  'biz-comment',
  'biz-comment__message',
  'biz-comment__link',
]);

/** The rules per kind. */
export const HTML_RULES: Readonly<Record<HtmlKind, HtmlRules>> = {
  reader: {
    tags: [...TEXT, ...LISTS, 'article', 'div'],
    attrs: ['href', 'src', 'alt', 'title', 'class', 'id', 'target', 'lang', 'dir'],
    dataAttrs: 'contract',
    keepsClass: (name) => CONTRACT_CLASSES.has(name),
    rel: 'ugc nofollow noopener noreferrer',
    markExternal: true,
  },
  page: {
    tags: [
      ...TEXT,
      ...LISTS,
      'article',
      'section',
      'header',
      'footer',
      'div',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'figure',
      'figcaption',
      'picture',
      'source',
      'time',
      'mark',
      'small',
      'sub',
      'sup',
    ],
    attrs: [
      'href',
      'src',
      'srcset',
      'sizes',
      'media',
      'type',
      'alt',
      'title',
      'class',
      'id',
      'target',
      'datetime',
      'lang',
      'dir',
    ],
    dataAttrs: 'all',
    // The site's own BEM classes (`news-feed__item`, `search-result`) stay; single words and
    // our `biz-` names could match rules of our own stylesheets, so they go.
    keepsClass: (name) =>
      /^[a-z][a-z0-9]*(?:(?:-|__)[a-z0-9]+)+$/i.test(name) &&
      !/^biz-/i.test(name) &&
      name !== 'visually-hidden',
    rel: 'noopener noreferrer',
    markExternal: false,
  },
};

/** Elements whose content is dropped with them (DOMPurify otherwise keeps their text). */
export const DROP_WITH_CONTENT = [
  'dialog',
  'form',
  'select',
  'textarea',
  'datalist',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'noscript',
  'style',
];

/** Never allowed, whatever the allowlists say (belt and braces). */
export const FORBIDDEN_TAGS = [
  ...DROP_WITH_CONTENT,
  'input',
  'button',
  'details',
  'meta',
  'base',
  'link',
  'script',
];
/** Never allowed attributes. */
export const FORBIDDEN_ATTRS = [
  'style',
  'command',
  'commandfor',
  'popover',
  'popovertarget',
  'popovertargetaction',
  'formaction',
  'ping',
  'name',
  'width',
  'height',
  'open',
  'autofocus',
  'tabindex',
  'contenteditable',
];

/** The `data-*` attributes of the comments markup contract and the light-DOM wrapper. */
const CONTRACT_DATA =
  /^data-(comment-id|parent-id|author|userpic|anonymous|timestamp|rating|emoji|status|article-id|i)$/;

/**
 * Whether a `data-*` attribute stays. Reader HTML keeps only the contract's attributes, and only
 * on the elements that carry them (`<article>`, the light-DOM `<div data-i>`), so a message
 * cannot match our `[data-…]` selectors.
 */
export function keepsDataAttr(rules: HtmlRules, tag: string, name: string): boolean {
  if (rules.dataAttrs === 'all') return true;
  return (tag === 'article' || (tag === 'div' && name === 'data-i')) && CONTRACT_DATA.test(name);
}

/** Hosts images and links count as «ours»: apiBase's and the page's. */
export function siteHosts(): Set<string> {
  const hosts = new Set<string>();
  if (typeof location !== 'undefined') hosts.add(location.host);
  try {
    hosts.add(new URL(resolveUrl('/')).host);
  } catch {
    /* an unusable apiBase adds nothing */
  }
  return hosts;
}

/**
 * A server URL made absolute: http(s) as is, relative resolved against `apiBase` (resolveUrl).
 * @returns the absolute URL, or null for any other scheme (javascript:, data:, mailto:…)
 */
export function serverUrl(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^https?:/i.test(value)) return null;
  try {
    const url = new URL(
      value.startsWith('#') || value.startsWith('?') ? value : resolveUrl(value),
      location.href,
    );
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The URL to write back: `raw` itself when it already means `url` from this page (a relative
 * link with apiBase on the page's origin stays relative), else the absolute `url`.
 */
export function writtenUrl(raw: string, url: string): string {
  try {
    return new URL(raw.trim(), location.href).href === url ? raw.trim() : url;
  } catch {
    return url;
  }
}

/** Whether `url` (absolute) is served by one of the site's hosts. */
export function isSiteUrl(url: string, hosts = siteHosts()): boolean {
  try {
    return hosts.has(new URL(url).host);
  } catch {
    return false;
  }
}

/**
 * A `srcset` kept only if it parses and every candidate is an http(s)/relative URL on the site's
 * hosts (the rule of `src`, so no tracking pixel from elsewhere). It is read with the
 * HTML standard's «parse a srcset attribute» algorithm (@prettier/parse-srcset), as the browser
 * reads it: candidates split on bare commas too (`a.jpg 1w,http://x/p.jpg 2w` is two), a comma
 * inside a URL stays in it (`data:…;base64,…` is one refused URL), descriptors need no space.
 * The kept value is written again from what was parsed, each URL absolute, `url descriptor`
 * joined by `, `, and read back once more: what the browser reads is what was checked.
 * @param value the attribute as the server sent it
 * @param hosts the site's hosts ({@link siteHosts})
 * @returns the rewritten srcset, or null to drop the whole attribute: it does not parse (a
 *   descriptor the standard does not know, two of a kind, nothing but commas), or any one of
 *   its candidates is refused
 */
export function siteSrcset(value: string, hosts = siteHosts()): string | null {
  const urls = srcsetUrls(value);
  if (!urls) return null;
  const out: string[] = [];
  for (const { url: raw, descriptor } of urls) {
    const url = serverUrl(raw);
    if (!url || !isSiteUrl(url, hosts)) return null;
    out.push(descriptor ? `${url} ${descriptor}` : url);
  }
  const written = out.join(', ');
  // Belt and braces: the written value must read back as the same URLs.
  const again = srcsetUrls(written);
  if (!again || again.length !== urls.length) return null;
  return again.every(({ url }, i) => serverUrl(url) === serverUrl(urls[i]!.url)) ? written : null;
}

/** One candidate of a srcset: its URL as written and its descriptor (`2x`, `640w`) or ''. */
interface SrcsetCandidate {
  url: string;
  descriptor: string;
}

/** The candidates of a srcset by the HTML standard's algorithm; null when it does not parse. */
function srcsetUrls(value: string): SrcsetCandidate[] | null {
  try {
    return parseSrcset(value).map((c) => ({
      url: c.source.value,
      descriptor: [
        c.width ? `${c.width.value}w` : '',
        c.height ? `${c.height.value}h` : '',
        c.density ? `${c.density.value}x` : '',
      ]
        .filter(Boolean)
        .join(' '),
    }));
  } catch {
    return null; // a parse error, or no candidate at all
  }
}

/** What the reader hears after a link to another host. */
export const EXTERNAL_LINK_TEXT = '(внешняя ссылка)';
/** The class of that marker, styled visually hidden by the server-HTML stylesheet. */
export const EXTERNAL_LINK_CLASS = 'biz-html__external';

/** The external-link marker the apiBase decides: true when `href` leaves the site's hosts. */
export function isExternal(href: string, hosts = siteHosts()): boolean {
  return !isSiteUrl(href, hosts);
}
