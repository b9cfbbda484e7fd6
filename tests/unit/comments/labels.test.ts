import { describe, expect, it } from 'vitest';
import { commentLabels } from '../../../src/comments/labels.ts';
import type { Comment } from '../../../src/comments/markup.ts';
import { formatDate } from '../../../src/i18n/index.ts';

const c = (id: number, author: string, timestamp = 1760000000 + id * 60, parent = 0): Comment => ({
  id: String(id),
  parent_id: String(parent),
  author,
  userpic: '',
  is_anonymous: author === '',
  timestamp,
  rating: 0,
  emoji: {},
  status: 'active',
  message: [],
});

describe('commentLabels (names of comment controls)', () => {
  it('is the author alone while the author has one comment in the list', () => {
    const labels = commentLabels([c(1, 'Ольга Лебедева'), c(2, 'Игорь Петров')], 'Аноним');
    expect(labels.get('1')).toBe('Ольга Лебедева');
    expect(labels.get('2')).toBe('Игорь Петров');
  });

  it('adds the date and time to an author with several comments, and to «Аноним»', () => {
    const list = [c(1, 'Ольга Лебедева'), c(2, ''), c(3, 'Ольга Лебедева'), c(4, '')];
    const labels = commentLabels(list, 'Аноним');
    expect(labels.get('1')).toBe(`Ольга Лебедева, ${formatDate(list[0]!.timestamp)}`);
    expect(labels.get('3')).toBe(`Ольга Лебедева, ${formatDate(list[2]!.timestamp)}`);
    expect(labels.get('2')).toMatch(/^Аноним, \d/);
    expect(new Set(labels.values()).size).toBe(4);
  });

  it('numbers comments of one author written in the same minute', () => {
    const list = [c(1, 'Ольга Лебедева', 1760000000), c(2, 'Ольга Лебедева', 1760000010)];
    const labels = commentLabels(list, 'Аноним');
    const base = `Ольга Лебедева, ${formatDate(1760000000)}`;
    expect([labels.get('1'), labels.get('2')]).toEqual([base, `${base} (2)`]);
  });
});
