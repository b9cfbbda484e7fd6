import { describe, expect, it } from 'vitest';
import {
  hashFor,
  letterFromHash,
  letterOf,
  normalizeLetter,
  RUSSIAN_LETTERS,
} from '../../../elements/biz-person-list/letters.ts';

const item = (markup: (li: HTMLLIElement) => void) => {
  const li = document.createElement('li');
  markup(li);
  return li;
};

describe('person list letters', () => {
  it('has the Russian alphabet without Ё, Ъ, Ы, Ь', () => {
    expect(RUSSIAN_LETTERS.join('')).toBe('АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ');
    expect(normalizeLetter('ё')).toBe('Е');
    expect(normalizeLetter('k')).toBe('K');
  });

  it('files a person by data-letter, else [data-name], else the first letter of the text', () => {
    expect(letterOf(item((li) => (li.textContent = '  «Ёлкин» Степан')))).toBe('Е');
    expect(letterOf(item((li) => (li.textContent = 'müller Klaus')))).toBe('M');
    expect(
      letterOf(
        item((li) => {
          li.dataset.letter = 'щ';
          li.textContent = 'Ivan';
        }),
      ),
    ).toBe('Щ');
    expect(
      letterOf(
        item((li) => {
          const role = document.createElement('span');
          role.textContent = 'министр';
          const name = document.createElement('b');
          name.dataset.name = '';
          name.textContent = 'Белозёров Андрей';
          li.append(role, name);
        }),
      ),
    ).toBe('Б');
    expect(letterOf(item((li) => (li.textContent = '2024 — 12')))).toBe('');
  });

  it('reads and writes the hash #letter-К', () => {
    expect(hashFor('К')).toBe('#letter-К');
    expect(letterFromHash('#letter-К')).toBe('К');
    expect(letterFromHash('#letter-%D0%9A')).toBe('К');
    expect(letterFromHash('#letter-ё')).toBe('Е');
    expect(letterFromHash('#letter-KK')).toBe(null);
    expect(letterFromHash('#comments')).toBe(null);
    expect(letterFromHash('#letter-%E0%A4%A')).toBe(null);
    expect(letterFromHash('')).toBe(null);
  });
});
