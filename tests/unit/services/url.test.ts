import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { configure } from '../../../src/services/config.ts';
import {
  cleanUrl,
  isHttpOrRelative,
  MAX_URL_LENGTH,
  ownOriginUrl,
  safeUrl,
} from '../../../src/services/url.ts';
import { isSafeUrl } from '../../../src/api/schemas/comment-markup.ts';
import { resetPage } from './reset.ts';

beforeEach(resetPage);
afterEach(resetPage);

/** Script-running or data URLs, plain and with the characters the URL parser drops. */
const REFUSED = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0000javascript:alert(1)',
  ' \u0001javascript:alert(1)',
  'javas\u0000cript:alert(1)',
  'jav\u007fascript:alert(1)',
  '  javascript:alert(1)  ',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'blob:http://localhost:3000/1234',
  'file:///etc/passwd',
  'ftp://example.ru/x',
  'mailto:x@example.ru',
  '',
  '   ',
  '\t\n',
];

describe('URL check', () => {
  test('cleaning removes control characters anywhere and trims spaces, like the URL parser', () => {
    expect(cleanUrl('java\tscript:x')).toBe('javascript:x');
    expect(cleanUrl(' \u0000/u/1.jpg\n ')).toBe('/u/1.jpg');
  });

  test.each(REFUSED)('refuses %j (no link, no picture)', (raw) => {
    expect(isHttpOrRelative(raw)).toBe(false);
    expect(safeUrl(raw)).toBe(null);
    expect(ownOriginUrl(raw)).toBe(null);
    expect(isSafeUrl(raw)).toBe(false); // the comments markup contract uses the same check
  });

  test('accepts http(s) and relative URLs as written when there is no apiBase', () => {
    expect(safeUrl('https://news.example.ru/u/1.jpg')).toBe('https://news.example.ru/u/1.jpg');
    expect(safeUrl('HTTP://news.example.ru/a')).toBe('HTTP://news.example.ru/a');
    expect(safeUrl('/u/1.jpg')).toBe('/u/1.jpg');
    expect(safeUrl('u/1.jpg')).toBe('u/1.jpg');
    expect(safeUrl('#comment-5')).toBe('#comment-5');
    expect(safeUrl('//cdn.example.ru/u.png')).toBe('//cdn.example.ru/u.png');
    expect(safeUrl(' /u/1.jpg\t')).toBe('/u/1.jpg');
    // A colon after the first slash is a path, not a scheme.
    expect(safeUrl('/search?q=a:b')).toBe('/search?q=a:b');
  });

  test('refuses nothing-strings, non-strings and over-long URLs', () => {
    expect(safeUrl(null)).toBe(null);
    expect(safeUrl(undefined)).toBe(null);
    expect(safeUrl(42 as unknown as string)).toBe(null);
    expect(safeUrl(`/${'a'.repeat(MAX_URL_LENGTH)}`)).toBe(null);
    expect(safeUrl('https://[bad')).toBe(null);
  });

  test('relative URLs resolve against apiBase (the site the data came from), not the page', () => {
    configure({ apiBase: 'https://news.example.ru/api' });
    expect(safeUrl('/u/1.jpg')).toBe('https://news.example.ru/u/1.jpg');
    expect(safeUrl('/article/5#comment-7')).toBe('https://news.example.ru/article/5#comment-7');
    expect(safeUrl('//cdn.example.ru/u.png')).toBe('https://cdn.example.ru/u.png');
    expect(safeUrl('https://other.example.ru/x')).toBe('https://other.example.ru/x');
    expect(safeUrl('java\tscript:alert(1)')).toBe(null);
    // A fragment alone stays in the page.
    expect(safeUrl('#comment-5')).toBe('#comment-5');
  });

  test('to follow: only http(s) on the page origin or the apiBase origin', () => {
    // The test page is http://localhost:3000/article/1024.
    expect(ownOriginUrl('/news/ajax/more?page=2')).toBe(
      'http://localhost:3000/news/ajax/more?page=2',
    );
    expect(ownOriginUrl('http://localhost:3000/x')).toBe('http://localhost:3000/x');
    expect(ownOriginUrl('https://evil.example/news')).toBe(null);
    expect(ownOriginUrl('//evil.example/news')).toBe(null);
    expect(ownOriginUrl('/\\evil.example/news')).toBe(null);
    expect(ownOriginUrl('http://localhost:3001/x')).toBe(null);
    configure({ apiBase: 'https://news.example.ru' });
    expect(ownOriginUrl('/news/ajax/more?page=2')).toBe(
      'https://news.example.ru/news/ajax/more?page=2',
    );
    expect(ownOriginUrl('http://localhost:3000/x')).toBe('http://localhost:3000/x');
    expect(ownOriginUrl('https://news.example.ru.evil.example/x')).toBe(null);
  });
});
