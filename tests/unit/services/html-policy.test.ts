// The URL and srcset rules of src/services/html-policy.ts. The allowlists themselves are exercised with DOMPurify in tests/browser/sanitizer.test.ts:
// happy-dom's NodeIterator does not walk into elements, so DOMPurify cannot run here.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { configure } from '../../../src/services/config.ts';
import {
  DROP_WITH_CONTENT,
  FORBIDDEN_TAGS,
  HTML_RULES,
  keepsDataAttr,
  PLAIN_TAGS,
  serverUrl,
  siteSrcset,
} from '../../../src/services/html-policy.ts';
import { resetPage } from './reset.ts';
import srcsetVectors from '../../fixtures/srcset-vectors.json';

/** One case of tests/fixtures/srcset-vectors.json: kept candidates as site paths, or null. */
interface SrcsetVector {
  id: number;
  srcset: string;
  kept: string[] | null;
  why: string;
}

beforeEach(resetPage);
afterEach(resetPage);

describe('URL rules (html-policy)', () => {
  test('http(s) kept, relative resolved against apiBase, other schemes refused', () => {
    configure({ apiBase: 'https://api.example.ru/v1' });
    expect(serverUrl('https://x.test/a')).toBe('https://x.test/a');
    expect(serverUrl('/article/5')).toBe('https://api.example.ru/v1/article/5');
    expect(serverUrl('javascript:alert(1)')).toBe(null);
    expect(serverUrl(' data:image/svg+xml,<svg/>')).toBe(null);
    expect(serverUrl('mailto:a@b.ru')).toBe(null);
  });

  test('srcset survives only when every candidate is on the site', () => {
    expect(siteSrcset('/a.jpg 1x, /b.jpg 2x')).toBe(
      'http://localhost:3000/a.jpg 1x, http://localhost:3000/b.jpg 2x',
    );
    expect(siteSrcset('/a.jpg 1x, https://evil.test/b.jpg 2x')).toBe(null);
  });

  // Srcset read as the HTML standard reads it (bare commas, commas in URLs, data URLs).
  test.each((srcsetVectors as SrcsetVector[]).map((v) => [v.id, v.why, v] as const))(
    'srcset vector %i (%s)',
    (_, __, vector) => {
      const written = siteSrcset(vector.srcset);
      if (vector.kept === null) expect(written).toBe(null);
      else expect(written).toBe(vector.kept.map((c) => `http://localhost:3000${c}`).join(', '));
    },
  );

  test("srcset candidates on apiBase's host count as the site's; others do not", () => {
    configure({ apiBase: 'https://api.example.ru/v1' });
    expect(siteSrcset('/a.jpg 1x,https://api.example.ru/b.jpg 2x')).toBe(
      'https://api.example.ru/v1/a.jpg 1x, https://api.example.ru/b.jpg 2x',
    );
    expect(siteSrcset('/a.jpg 1x,https://cdn.example.ru/b.jpg 2x')).toBe(null);
  });

  test('reader classes: only the markup contract; page classes: BEM names, never ours', () => {
    expect(HTML_RULES.reader.keepsClass('biz-comment__message')).toBe(true);
    expect(HTML_RULES.reader.keepsClass('live')).toBe(false);
    expect(HTML_RULES.page.keepsClass('news-feed__item')).toBe(true);
    expect(HTML_RULES.page.keepsClass('search-result')).toBe(true);
    for (const ours of ['page', 'more', 'biz-dialog', 'visually-hidden']) {
      expect(HTML_RULES.page.keepsClass(ours)).toBe(false);
    }
  });

  test('reader data attributes: the contract, on its wrappers only', () => {
    expect(keepsDataAttr(HTML_RULES.reader, 'article', 'data-comment-id')).toBe(true);
    expect(keepsDataAttr(HTML_RULES.reader, 'div', 'data-i')).toBe(true);
    expect(keepsDataAttr(HTML_RULES.reader, 'p', 'data-comment-id')).toBe(false);
    expect(keepsDataAttr(HTML_RULES.reader, 'article', 'data-emoji-x')).toBe(false);
  });

  test('plain tags (copied without DOMPurify when they carry no attribute): reader tags, no URL, no raw text', () => {
    for (const tag of PLAIN_TAGS) {
      expect(HTML_RULES.reader.tags, tag).toContain(tag);
      expect([...FORBIDDEN_TAGS, ...DROP_WITH_CONTENT], tag).not.toContain(tag);
    }
    // Elements that hold a URL, or whose content the parser reads apart, stay DOMPurify's.
    for (const tag of ['a', 'img', 'pre', 'code', 'textarea', 'noscript', 'template', 'svg']) {
      expect(PLAIN_TAGS.has(tag), tag).toBe(false);
    }
  });
});
