/**
 * The stylesheet of server HTML containers (issue 13): add `serverHtmlStyles` (src/ui/styles.ts) to the
 * element's `styles` and the class {@link SERVER_HTML_CLASS} to each element whose children are
 * sanitized server HTML. It holds that HTML inside the container's box (see server-html.css).
 */

/** The class of a server HTML container. */
export const SERVER_HTML_CLASS = 'biz-html';

/** Added to {@link SERVER_HTML_CLASS} for `page` HTML: nothing inside leaves the flow. */
export const SERVER_HTML_PAGE_CLASS = 'biz-html--page';
