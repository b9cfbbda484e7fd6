/**
 * The demo pages' build step (a Vite plugin used by vite.demo.config.ts): what the pages share
 * is written once and put in by the dev server, so each page file holds only what is its own.
 * Output is indented like what it replaces.
 *
 * - `<!-- head -->` (in place of `<head>`): demo/partials/head.html with the page's title,
 *   description and extra stylesheets from demo/data/pages.json (keyed by the page's file name).
 * - `<body data-site-header="/news.html">`: the skip link and the site header
 *   (demo/partials/site-top.html) as the body's first children; every link of the header whose
 *   `href` is exactly the attribute's value gets `aria-current="page"` (none when it is empty).
 * - `data-breadcrumbs="/industry Промышленность | /industry/parks Индустриальные парки"` on any
 *   element: the breadcrumb trail as its first child, «Главная» first, then each `href label`
 *   pair; with `data-breadcrumbs-current` the last crumb is marked `aria-current="page"`.
 * - `<!-- include: footer.html -->`: demo/partials/footer.html; `current=/news.html` marks links
 *   as `data-site-header` does.
 * - `<!-- rows: football -->` (inside a `<tbody>`): the rows of that table of demo/data/tables.json.
 * - `<!-- slides: park -->` (inside a `<biz-slider>`): the figures of that gallery of
 *   demo/data/slides.json.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';
import pages from '../data/pages.json' with { type: 'json' };
import slides from '../data/slides.json' with { type: 'json' };
import tables from '../data/tables.json' with { type: 'json' };

/** A page of pages.json: what its `<head>` holds beyond demo/partials/head.html. */
interface PageData {
  title: string;
  description: string;
  /** Extra stylesheets beside demo.css, file names in demo/. */
  stylesheets: string[];
}

/** A table of tables.json: cells as text, the second cell of a row is its header. */
interface TableData {
  /** Index of the cell shown in bold (the points of the football table); none when absent. */
  strong?: number;
  rows: string[][];
}

/** A slide of slides.json: a picture 1200×675, lazily loaded, with caption and credit. */
interface SlideData {
  src: string;
  alt: string;
  caption: string;
  credit: string;
}

const PARTIALS = new URL('../partials/', import.meta.url);
const COMMENT = /^([ \t]*)<!-- (head|include|rows|slides)(?:: ([\w.-]+)(?: current=(\S+))?)? -->/gm;
const SITE_HEADER = /^([ \t]*)<body data-site-header="([^"]*)">/gm;
const BREADCRUMBS =
  /^([ \t]*)(<[\w-]+\b[^>]*?)\s+data-breadcrumbs="([^"]*)"(\s+data-breadcrumbs-current)?([^>]*>)/gm;

/** The plugin: runs before Vite's own HTML handling, so what it puts in is treated as written. */
export function htmlPartials(): Plugin {
  return {
    name: 'biz-demo-partials',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, context) => expandPage(html, basename(context.filename)),
    },
  };
}

/**
 * The page `html` (file `page` of demo/) with every directive of the module comment replaced by
 * its markup; throws on an unknown page, partial, table or gallery (the dev server shows it).
 */
export function expandPage(html: string, page: string): string {
  return expandComments(html, page)
    .replace(SITE_HEADER, (_, indent: string, current: string) =>
      ['<body>', indented(expandComments(partial('site-top.html'), page), `${indent}  `, current)]
        .join('\n')
        .replace(/^/, indent),
    )
    .replace(
      BREADCRUMBS,
      (_, indent: string, open: string, trail: string, current: string | undefined, end: string) =>
        `${indent}${open}${end.replace(/^\s+>$/, '>')}\n${indented(breadcrumbs(trail, Boolean(current)), `${indent}  `)}`,
    );
}

/** `html` with its comment directives (head, include, rows, slides) expanded, for `page`. */
function expandComments(html: string, page: string): string {
  return html.replace(
    COMMENT,
    (_, indent: string, kind: string, arg: string | undefined, current: string | undefined) =>
      indented(renderComment(kind, arg ?? '', page), indent, current),
  );
}

/** The markup of the comment directive `kind` with its argument `arg` on `page`. */
function renderComment(kind: string, arg: string, page: string): string {
  if (kind === 'head') return head(pick<PageData>(pages, page, 'page'));
  if (kind === 'include') return expandComments(partial(arg), page);
  if (kind === 'rows') return tableRows(pick<TableData>(tables, arg, 'table'));
  return pick<SlideData[]>(slides, arg, 'gallery').map(slide).join('\n');
}

/** The text of demo/partials/`name`. */
function partial(name: string): string {
  return readFileSync(new URL(name, PARTIALS), 'utf8');
}

/** `data[name]`, or throws naming the missing `what`. */
function pick<T>(data: Record<string, unknown>, name: string, what: string): T {
  if (!Object.hasOwn(data, name)) throw new Error(`demo: no ${what} "${name}"`);
  return data[name] as T;
}

/**
 * `markup` with `aria-current` marks for `current` (see markCurrent), trailing space trimmed and
 * every non-empty line prefixed by `indent`.
 */
function indented(markup: string, indent: string, current?: string): string {
  return markCurrent(markup, current)
    .trimEnd()
    .split('\n')
    .map((line) => (line ? indent + line : line))
    .join('\n');
}

/** The page's `<head>`: head.html with `page`'s title and description, then its stylesheets. */
function head(page: PageData): string {
  const meta = [
    `<title>${escape(page.title)}</title>`,
    `<meta name="description" content="${escape(page.description)}" />`,
  ];
  const styles = page.stylesheets.map(
    (file) => `<link rel="stylesheet" href="./${escape(file)}" />`,
  );
  return partial('head.html').replace(
    /^([ \t]*)<!-- page: (title, description|stylesheets) -->\n/gm,
    (_, indent: string, slot: string) =>
      (slot === 'stylesheets' ? styles : meta).map((line) => `${indent}${line}\n`).join(''),
  );
}

/**
 * The breadcrumb `<nav>` for `trail` (`href label | href label`): «Главная» (`/`) first, then
 * each pair as a link, in order; with `currentLast` the last link has `aria-current="page"`.
 */
function breadcrumbs(trail: string, currentLast: boolean): string {
  const pairs = trail.split('|').map((pair) => {
    const [href = '', ...label] = pair.trim().split(' ');
    return { href, label: label.join(' ') };
  });
  const items = pairs.map(({ href, label }, index) => {
    const current = currentLast && index === pairs.length - 1 ? ' aria-current="page"' : '';
    return `    <li><a href="${escape(href)}"${current}>${escape(label)}</a></li>`;
  });
  return [
    '<nav class="breadcrumbs" aria-label="Навигационная цепочка">',
    '  <ol>',
    '    <li><a href="/">Главная</a></li>',
    ...items,
    '  </ol>',
    '</nav>',
  ].join('\n');
}

/** The `<tr>`s of `table`: the second cell a row header (`<th scope="row">`), the rest `<td>`. */
function tableRows(table: TableData): string {
  const cell = (text: string, index: number) => {
    const content = index === table.strong ? `<b>${escape(text)}</b>` : escape(text);
    return index === 1 ? `  <th scope="row">${content}</th>` : `  <td>${content}</td>`;
  };
  return table.rows.map((row) => ['<tr>', ...row.map(cell), '</tr>'].join('\n')).join('\n');
}

/** One gallery figure of `<biz-slider>`. */
function slide(data: SlideData): string {
  return [
    '<figure class="gallery__slide">',
    '  <img',
    `    src="${escape(data.src)}"`,
    `    alt="${escape(data.alt)}"`,
    '    width="1200"',
    '    height="675"',
    '    loading="lazy"',
    '  />',
    '  <figcaption>',
    `    ${escape(data.caption)}`,
    `    <span class="credit">${escape(data.credit)}</span>`,
    '  </figcaption>',
    '</figure>',
  ].join('\n');
}

/** `text` safe inside an element or a double-quoted attribute. */
function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Adds `aria-current="page"` to each `<a href="…">` of `html` whose href equals `current`
 * (nothing when `current` is empty or undefined); returns the new markup.
 */
function markCurrent(html: string, current: string | undefined): string {
  if (!current) return html;
  return html.split(`<a href="${current}">`).join(`<a href="${current}" aria-current="page">`);
}
