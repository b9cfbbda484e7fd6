/**
 * Attribute maps (src/element/attributes.ts): what a component gets for each attribute. The
 * default stands in for an absent, empty, NaN or refused value; a usable value passes as it is.
 */
import { describe, expect, it } from 'vitest';
import {
  attributeTypes,
  defineAttributes,
  resolveAttributes,
} from '../../../src/element/attributes.ts';

const map = defineAttributes({
  itemId: { type: 'string', default: '' },
  interval: { type: 'number', default: 3000, valid: (v) => Number.isFinite(v) && v > 0 },
  state: {
    type: 'string',
    default: 'open' as 'open' | 'finished',
    valid: (v) => v === 'open' || v === 'finished',
  },
  label: { type: 'string' },
  debounce: { type: 'number' },
});

describe('resolveAttributes', () => {
  it('gives the defaults, or undefined, when nothing is set', () => {
    expect(resolveAttributes(map, {})).toEqual({
      itemId: '',
      interval: 3000,
      state: 'open',
      label: undefined,
      debounce: undefined,
    });
  });

  it('passes usable values as they are', () => {
    expect(
      resolveAttributes(map, {
        itemId: '7',
        interval: 20000,
        state: 'finished',
        label: ' ',
        debounce: 0,
      }),
    ).toEqual({ itemId: '7', interval: 20000, state: 'finished', label: ' ', debounce: 0 });
  });

  it('replaces empty strings, NaN and refused values by the default', () => {
    expect(resolveAttributes(map, { itemId: '', label: '' })).toMatchObject({
      itemId: '',
      label: undefined,
    });
    expect(resolveAttributes(map, { interval: NaN, debounce: NaN })).toMatchObject({
      interval: 3000,
      debounce: undefined,
    });
    expect(resolveAttributes(map, { interval: -5, state: 'closed' })).toMatchObject({
      interval: 3000,
      state: 'open',
    });
    expect(resolveAttributes(map, { interval: Infinity })).toMatchObject({ interval: 3000 });
  });

  it('replaces a value of the wrong type (a property set from a script) by the default', () => {
    expect(resolveAttributes(map, { interval: '5000', state: 1 })).toMatchObject({
      interval: 3000,
      state: 'open',
    });
  });

  it('reads only the keys of the map', () => {
    expect(Object.keys(resolveAttributes(map, { other: 1, host: {} }))).toEqual([
      'itemId',
      'interval',
      'state',
      'label',
      'debounce',
    ]);
  });
});

describe('attributeTypes', () => {
  it("is r2wc's props option: prop → type", () => {
    expect(attributeTypes(map)).toEqual({
      itemId: 'string',
      interval: 'number',
      state: 'string',
      label: 'string',
      debounce: 'number',
    });
  });
});
