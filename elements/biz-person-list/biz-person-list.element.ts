import { createElementClass } from '../../src/element/define.ts';
import { BizPersonList, type PersonListProps } from './BizPersonList.tsx';
import { personListAttributes } from './attributes.ts';
import css from './biz-person-list.css?inline';

/**
 * Alphabet selector for the page's list of people (docs/behaviour.md#person-list). The people stay the page's markup
 * (light DOM, readable and complete without JavaScript); above them a toolbar offers «Все» and
 * the Russian alphabet (Ё filed under Е; no Ъ, Ы, Ь), plus the Latin alphabet when a name starts
 * with a Latin letter. Letters nobody is filed under are disabled. Choosing a letter hides the
 * other people (`hidden`), «Все» shows everyone, and a status line says how many are shown.
 *
 * A person is filed under the `data-letter` of its item, else the first letter of the text of
 * its `[data-name]` descendant, else of the item's own text (so write the surname first).
 *
 * The choice is in the URL hash as `#letter-{letter}` (e.g. `#letter-К`; «Все» removes the
 * hash), so it survives a reload and can be shared; it is written with `history.replaceState`
 * (no history entry per letter) and follows `hashchange`. An unknown letter shows everyone.
 *
 * Hidden people stay hidden whatever `display` the page's CSS gives its items: one rule,
 * `biz-person-list [hidden] { display: none !important }`, is adopted into the page's tree while
 * the element is there.
 *
 * Keyboard (WAI-ARIA APG toolbar): one tab stop; ←/→ move between the enabled letters (wrapping),
 * Home/End to the first/last; Enter or Space chooses. Buttons carry `aria-pressed`.
 *
 * @summary Alphabet selector over a list of people.
 * @tagname biz-person-list
 *
 * @slot - The page's list of people (e.g. a `<ul>` of `<li>`s with the surname first).
 *
 * @csspart toolbar - The toolbar of letters.
 * @csspart letter - A letter button («Все» included; `aria-pressed` on the chosen one).
 * @csspart letter-active - The chosen letter's button.
 * @csspart all - The «Все» button.
 * @csspart russian - The group of Russian letters.
 * @csspart latin - The group of Latin letters (only when there are Latin names).
 * @csspart status - How many people are shown («На букву «К»: 3 человека»).
 * @csspart list - The box around the page's list.
 *
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
