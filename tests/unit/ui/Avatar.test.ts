/** The letter stand-in an element draws itself: src/ui/Avatar.tsx `letterStandIn`. */
import { describe, expect, test } from 'vitest';
import { letterStandIn } from '../../../src/ui/Avatar.tsx';

describe('letterStandIn', () => {
  test('no stand-in where there is a picture to show', () => {
    expect(letterStandIn('Ольга Лебедева', 'https://cdn.example/u/1.jpg')).toBe(null);
    expect(letterStandIn('Ольга Лебедева', '/u/1.jpg')).toBe(null);
  });

  test('the first letter as shown, capitalised, and one of the eight colour classes', () => {
    const standIn = letterStandIn('ольга лебедева', '');
    expect(standIn?.letter).toBe('О');
    expect(standIn?.hue).toMatch(/^avatar--h[0-7]$/);
  });

  test('a picture that may not be shown (not http or relative) gets the stand-in', () => {
    expect(letterStandIn('Марина', 'javascript:alert(1)')?.letter).toBe('М');
    expect(letterStandIn('Марина', null)?.letter).toBe('М');
  });

  test('the same name always gets the same colour; an invisible first character is not the letter', () => {
    expect(letterStandIn('Дмитрий Волков', '')).toEqual(letterStandIn('Дмитрий Волков', undefined));
    expect(letterStandIn('\u200bДмитрий', '')?.letter).toBe('Д');
  });

  test('an empty name is «?»', () => {
    expect(letterStandIn('', '')?.letter).toBe('?');
  });
});
