/**
 * The attributes of `<biz-search>` (src/element/attributes.ts): declared and documented here
 * only; the manifest, the README table and the framework types read them from this map.
 */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-search>`: camelCase prop → type, default and validity. */
export const searchAttributes = defineAttributes({
  /** The search form's action. Default "/search". */
  action: { type: 'string', default: '/search' },
  /**
   * CSS selector of page controls (e.g. the header's search input) that open the popup with their
   * text.
   */
  trigger: { type: 'string' },
  /** Milliseconds of quiet typing before searching. Default 300, also for a negative value. */
  debounce: { type: 'number', default: 300, valid: (value) => value >= 0 },
  /**
   * 'hidden' leaves out the element's own open button (when the page has a `trigger`); it still
   * shows while no trigger is drawn (e.g. a header field hidden on phones).
   */
  openButton: { type: 'string' },
  /**
   * 'off' turns off the «/» shortcut (WCAG 2.1.4); Ctrl+K stays. Default on; it never fires in text
   * fields.
   */
  shortcut: { type: 'string' },
});
