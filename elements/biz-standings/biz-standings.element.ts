import { createElementClass } from '../../src/element/define.ts';
import { BizStandings, type StandingsProps } from './BizStandings.tsx';
import { standingsAttributes } from './attributes.ts';
import css from './biz-standings.css?inline';

/**
 * Standings tables, one at a time, chosen in a select (docs/behaviour.md#standings).
 *
 * @summary Several standings tables, one at a time, with a select.
 * @tagname biz-standings
 * @slot - The page's tables (each with a `<caption>`), bare or each in its own wrapper.
 * @cssproperty --biz-standings-max-height - Height of the scrolling region of a too-wide table. Default 70vh.
 * @cssproperty --biz-standings-sticky-top - Where sticky headers stop below the viewport's top (a fixed site header). Default 0px.
 * @cssproperty --biz-standings-head-background - Background of the sticky header cells when the page gives them none. Default Canvas.
 * @cssproperty --biz-border - Borders of the select and the region.
 * @cssproperty --biz-font-family - Font of the select (the tables keep the page's).
 * @cssproperty --biz-radius - Corner radius.
 */
export class BizStandingsElement extends createElementClass<StandingsProps>({
  component: BizStandings,
  attributes: standingsAttributes,
  styles: [css],
}) {}
