// @vitest-environment node
/**
 * Importing the package where there is no DOM (a server render, a prerender, plain
 * Node) must be harmless. Each JS entry of package.json `exports` is imported in Node, with no
 * `document`, `window`, `MutationObserver` or `customElements`; it must not throw, must start
 * nothing (no `window.BizWidgets`), and must still export its API. (tests/apps/check.mjs does
 * the same with the built, packed package.)
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';

describe('the package without a DOM', () => {
  it('is in a Node environment for this test', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof MutationObserver).toBe('undefined');
    expect(typeof customElements).toBe('undefined');
  });

  it('`biz-widgets` imports, starts no autoloader and exports configure', async () => {
    const entry = await import('../../src/package.ts');
    expect(typeof entry.configure).toBe('function');
    expect((globalThis as { BizWidgets?: unknown }).BizWidgets).toBeUndefined();
  });

  it('`biz-widgets/react` imports and server-renders the plain tag with its attributes', async () => {
    const { BizComments, BizArticleRating } = await import('../../src/react/package.ts');
    const html = renderToString(
      createElement('div', null, [
        createElement(BizArticleRating, { key: 1, articleId: 42, rating: '17' }),
        createElement(BizComments, {
          key: 2,
          articleId: '42',
          className: 'wide',
          onBizCommentSend: () => {},
        }),
      ]),
    );
    expect(html).toContain('<biz-article-rating article-id="42" rating="17"></biz-article-rating>');
    expect(html).toContain('<biz-comments article-id="42" class="wide"></biz-comments>');
    expect(html).not.toContain('onBizCommentSend');
  });
});
