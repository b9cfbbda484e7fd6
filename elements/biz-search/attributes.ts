/** The attributes of `<biz-search>` (src/element/attributes.ts); the `@attr` lines of biz-search.element.ts describe them. */
import { defineAttributes } from '../../src/element/attributes.ts';

/** The attribute map of `<biz-search>`: camelCase prop → type, default and validity. */
export const searchAttributes = defineAttributes({
  /** `action`: the search form's action; absent, /search. */
  action: { type: 'string', default: '/search' },
  /** `trigger`: CSS selector of page controls that open the popup (e.g. the header's input). */
  trigger: { type: 'string' },
  /** `debounce`: ms of quiet typing before searching; negative, 300. */
  debounce: { type: 'number', default: 300, valid: (value) => value >= 0 },
  /**
   * `open-button`: 'hidden' leaves out the element's own open button (the page has a trigger);
   * it shows anyway while no trigger is drawn (e.g. a header field hidden on phones).
   */
  openButton: { type: 'string' },
  /** `shortcut`: 'off' turns off the «/» shortcut (WCAG 2.1.4); Ctrl+K stays. */
  shortcut: { type: 'string' },
});
