/**
 * The stylesheet of server HTML containers: add {@link serverHtmlStyles} to the
 * element's `styles` and the class {@link SERVER_HTML_CLASS} to each element whose children are
 * sanitized server HTML. It holds that HTML inside the container's box (see server-html.css).
 */

import serverHtml from './server-html.css?inline';

/**
 * Server HTML containers (class {@link SERVER_HTML_CLASS}), as CSS text for an element's
 * `styles`. Here and not in src/ui/styles.ts: only elements that show server HTML load it.
 */
export const serverHtmlStyles: string = serverHtml;

/** The class of a server HTML container. */
export const SERVER_HTML_CLASS = 'biz-html';

/** Added to {@link SERVER_HTML_CLASS} for `page` HTML: nothing inside leaves the flow. */
export const SERVER_HTML_PAGE_CLASS = 'biz-html--page';
