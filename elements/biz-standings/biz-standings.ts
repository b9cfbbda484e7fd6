/** Registers `<biz-standings>` (side effect; safe to import twice). */
import { defineElement } from '../../src/element/define.ts';
import { BizStandingsElement } from './biz-standings.element.ts';

export { BizStandingsElement };

defineElement('biz-standings', BizStandingsElement);

declare global {
  interface HTMLElementTagNameMap {
    'biz-standings': BizStandingsElement;
  }
}
