/**
 * What server HTML may contain, per kind: `reader` (what readers write) text formatting and the
 * comments markup contract, `page` (the site's lists) also headings, figures and `<time>`. Never
 * forms, frames, SVG, styles or handlers; URLs only http(s) or relative; images only from the
 * site's hosts.
 */
import parseSrcset from '@prettier/parse-srcset';
import { resolveUrl } from './config.ts';

/** A kind of server HTML, chosen by the caller of the sanitizer. */
export type HtmlKind = 'reader' | 'page';

/** The rules of one kind. */
export interface HtmlRules {
  tags: readonly string[];
  attrs: readonly string[];
  dataAttrs: 'contract' | 'all';
  /** Whether a class may stay (server HTML in our shadow roots must not borrow our rules). */
  keepsClass(name: string): boolean;
  rel: string;
  /** Whether links to another host get a visually hidden «(внешняя ссылка)». */
  markExternal: boolean;
}

const TEXT = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'a', 'blockquote'];
const LISTS = ['ul', 'ol', 'li', 'code', 'pre', 'img', 'span'];

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
    // The site's BEM classes stay; single words and `biz-` names could match our own rules.
    keepsClass: (name) =>
      /^[a-z][a-z0-9]*(?:(?:-|__)[a-z0-9]+)+$/i.test(name) &&
      !/^biz-/i.test(name) &&
      name !== 'visually-hidden',
    rel: 'noopener noreferrer',
    markExternal: false,
  },
};

/**
 * Tags whose element, with no attribute but a class the rules keep, carries only text formatting:
 * no URL, no handler, no content model the HTML parser treats apart. Content made of these and text
 * alone sanitizes to itself (src/services/sanitizer-build.ts copies it without DOMPurify's walk).
 */
export const PLAIN_TAGS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'span',
  'article',
  'div',
]);

/** Elements dropped with their content (DOMPurify otherwise keeps their text). */
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

/** Never allowed, whatever the allowlists say. */
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
/** Attributes never allowed. */
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

/** The `data-*` attributes of a comment's `<article>` (src/api/schemas/comment-markup.ts). */
export const COMMENT_DATA_ATTRS = [
  'data-comment-id',
  'data-parent-id',
  'data-author',
  'data-userpic',
  'data-anonymous',
  'data-timestamp',
  'data-rating',
  'data-emoji',
  'data-status',
  'data-article-id',
] as const;

/** What reader HTML keeps: the comment's attributes, and `data-i` (our batch's index). */
const CONTRACT_DATA = new Set<string>([...COMMENT_DATA_ATTRS, 'data-i']);

/** Whether a `data-*` attribute stays (reader HTML: only the contract's, on their elements). */
export function keepsDataAttr(rules: HtmlRules, tag: string, name: string): boolean {
  if (rules.dataAttrs === 'all') return true;
  return (tag === 'article' || (tag === 'div' && name === 'data-i')) && CONTRACT_DATA.has(name);
}

/** The hosts images and links count as the site's: apiBase's and the page's. */
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

/** A server URL made absolute (relative ones against apiBase), or null if not http(s). */
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

/** `raw` when it already means `url` from this page (stays relative), else the absolute `url`. */
export function writtenUrl(raw: string, url: string): string {
  try {
    return new URL(raw.trim(), location.href).href === url ? raw.trim() : url;
  } catch {
    return url;
  }
}

/** Whether the absolute `url` is on one of the site's hosts. */
export function isSiteUrl(url: string, hosts = siteHosts()): boolean {
  try {
    return hosts.has(new URL(url).host);
  } catch {
    return false;
  }
}

/** A `srcset` read as the browser does, kept (absolute) if every URL is on the site's hosts. */
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
  const again = srcsetUrls(written);
  if (!again || again.length !== urls.length) return null;
  return again.every(({ url }, i) => serverUrl(url) === serverUrl(urls[i]!.url)) ? written : null;
}

interface SrcsetCandidate {
  url: string;
  descriptor: string;
}

/** A srcset's candidates (URL as written, descriptor or ''); null when it does not parse. */
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
/** The class of that marker, visually hidden by the server-HTML stylesheet. */
export const EXTERNAL_LINK_CLASS = 'biz-html__external';

/** Whether `href` leaves the site's hosts. */
export function isExternal(href: string, hosts = siteHosts()): boolean {
  return !isSiteUrl(href, hosts);
}
