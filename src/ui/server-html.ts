import serverHtml from './server-html.css?inline';

/**
 * The sheet that keeps sanitized server HTML inside its container (class
 * {@link SERVER_HTML_CLASS}), for the `styles` of elements that show it.
 */
export const serverHtmlStyles: string = serverHtml;

/** The class of a server HTML container. */
export const SERVER_HTML_CLASS = 'biz-html';

/** Added to {@link SERVER_HTML_CLASS} for `page` HTML: nothing inside leaves the flow. */
export const SERVER_HTML_PAGE_CLASS = 'biz-html--page';

/** Added to {@link SERVER_HTML_CLASS} for reader HTML in a long list: no paint layer per box. */
export const SERVER_HTML_LIST_CLASS = 'biz-html--list';
