/** Names as readers see them: src/ui/names.ts, driven by tests/fixtures/name-vectors.json. */
import { describe, expect, test } from 'vitest';
import vectors from '../../fixtures/name-vectors.json';
import { displayName } from '../../../src/ui/names.ts';
import { authorName, commentLabels } from '../../../src/comments/labels.ts';
import type { Comment } from '../../../src/comments/markup.ts';

describe('displayName', () => {
  test.each(vectors.map((v) => [v.id, v.why, v] as const))('name vector %i (%s)', (_, __, v) => {
    expect(displayName(v.name)).toBe(v.shown);
  });

  test('removes every character of the invisible and bidi ranges, and nothing visible', () => {
    const ranges = [
      [0x200b, 0x200f],
      [0x202a, 0x202e],
      [0x2066, 0x2069],
      [0xfeff, 0xfeff],
    ];
    for (const [from, to] of ranges) {
      for (let cp = from!; cp <= to!; cp++) {
        expect(displayName(`Мо${String.fromCodePoint(cp)}дератор`), cp.toString(16)).toBe(
          'Модератор',
        );
      }
    }
    expect(displayName('  Ольга-Мария О’Нил 3-я  ')).toBe('Ольга-Мария О’Нил 3-я');
    expect(displayName(undefined)).toBe('');
  });
});

describe('authorName (comments)', () => {
  const c = (author: string, is_anonymous = false) => ({ author, is_anonymous });

  test('a name with nothing visible left, an anonymous comment or none: the stand-in', () => {
    expect(authorName(c('\u202eротаредоМ'), 'Аноним')).toBe('ротаредоМ');
    expect(authorName(c('\u200b\u200f'), 'Аноним')).toBe('Аноним');
    expect(authorName(c('Ольга', true), 'Аноним')).toBe('Аноним');
    expect(authorName(undefined, 'Аноним')).toBe('Аноним');
  });

  test('a spoof of a name in the same list gets the date, like a second comment of that name', () => {
    const comment = (id: string, author: string, timestamp: number) =>
      ({ id, author, is_anonymous: false, timestamp }) as unknown as Comment;
    const labels = commentLabels(
      [comment('1', 'Модератор', 1760000000), comment('2', 'Модер\u200bатор', 1760000600)],
      'Аноним',
    );
    expect(labels.get('1')).toMatch(/^Модератор, \d/);
    expect(labels.get('2')).toMatch(/^Модератор, \d/);
    expect(labels.get('1')).not.toBe(labels.get('2'));
  });
});
