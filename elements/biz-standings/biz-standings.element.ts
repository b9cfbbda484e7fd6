import { createElementClass } from '../../src/element/define.ts';
import { BizStandings, type StandingsProps } from './BizStandings.tsx';
import { standingsAttributes } from './attributes.ts';
import css from './biz-standings.css?inline';

/**
 * Standings tables with a select (docs/behaviour.md#standings): the page's tables (light DOM, each with its
 * `<caption>`) are shown one at a time, chosen in a «Таблица» select whose options are the
 * captions (else `aria-label`, else «Таблица N»). The other tables get `hidden` (or, when a
 * table sits in its own wrapper such as a `<section>` with a heading, that wrapper does).
 * Without JavaScript every table is shown as served; the tables keep the page's markup and
 * semantics.
 *
 * The choice survives a reload: localStorage `standings-{name}` holds the chosen table's `id`,
 * else its caption (`name` defaults to the element's id, else the page's path).
 *
 * Readable on any screen: the header row is sticky. A table that fits stays in the page flow
 * and its header sticks to the top of the viewport (`--biz-standings-sticky-top` below a fixed
 * site header); a table wider than the element (a narrow screen) scrolls sideways inside a
 * focusable, labelled region, at most `--biz-standings-max-height` tall, whose top its header
 * sticks to. The light-DOM cells are reached by a small stylesheet adopted into the page's tree
 * while the element is there: a zero-specificity sticky rule for `biz-standings thead` cells,
 * and `biz-standings [hidden] { display: none !important }` so the page's CSS cannot show a
 * hidden table.
 *
 * @summary Several standings tables, one at a time, with a select.
 * @tagname biz-standings
 *
 * @slot - The page's tables (each with a `<caption>`), bare or each in its own wrapper.
 *
 * @csspart bar - The row with the select.
 * @csspart label - «Таблица».
 * @csspart select - The select of tables.
 * @csspart scroll - The box around the tables; a scrolling region while the table is too wide.
 *
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
