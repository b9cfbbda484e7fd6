import { createElementClass } from '../../src/element/define.ts';
import { BizPersonList, type PersonListProps } from './BizPersonList.tsx';
import { personListAttributes } from './attributes.ts';
import css from './biz-person-list.css?inline';

/**
 * Alphabet selector for the page's list of people (docs/behaviour.md#person-list).
 *
 * @summary Alphabet selector over a list of people.
 * @tagname biz-person-list
 * @slot - The page's list of people (e.g. a `<ul>` of `<li>`s with the surname first).
 * @cssproperty --biz-accent - The chosen letter.
 * @cssproperty --biz-border - Letter borders.
 * @cssproperty --biz-muted - Disabled letters, the count.
 * @cssproperty --biz-font-family - Font of the toolbar (the list keeps the page's).
 * @cssproperty --biz-radius - Corner radius of letters.
 */
export class BizPersonListElement extends createElementClass<PersonListProps>({
  component: BizPersonList,
  attributes: personListAttributes,
  styles: [css],
}) {}
