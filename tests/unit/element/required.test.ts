/**
 * Required attributes (src/element/required.ts): an element connected without one
 * tells the partner's developer once (console and `biz-error` of kind `validation`). That the
 * manifest calls exactly those "Required." is checked in manifest-element-maps.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { requiredAttributes } from '../../../src/element/attributes.ts';
import { checkRequiredAttributes } from '../../../src/element/required.ts';
import { commentsAttributes } from '../../../elements/biz-comments/attributes.ts';
import { pushPromptAttributes } from '../../../elements/biz-push-prompt/attributes.ts';
import { articleRatingAttributes } from '../../../elements/biz-article-rating/attributes.ts';

const COMMENTS = requiredAttributes(commentsAttributes);
const PUSH = requiredAttributes(pushPromptAttributes);
const RATING = requiredAttributes(articleRatingAttributes);

describe('required attributes', () => {
  it("an element's map names its required attributes as the page writes them", () => {
    expect(COMMENTS).toEqual(['article-id']);
    expect(PUSH).toEqual(['vapid-public-key', 'service-worker']);
  });

  it('an element without its required attribute warns once and dispatches biz-error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = document.createElement('biz-comments');
    document.body.append(host);
    const errors: CustomEvent[] = [];
    document.addEventListener('biz-error', (e) => errors.push(e as CustomEvent));

    expect(checkRequiredAttributes(host, COMMENTS)).toEqual(['article-id']);
    expect(checkRequiredAttributes(host, COMMENTS)).toEqual(['article-id']); // connected again
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /<biz-comments> lacks article-id: docs\/partners\.md#required-attributes/,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.detail).toMatchObject({ endpoint: 'biz-comments', kind: 'validation' });
    host.remove();
  });

  it('an empty attribute counts as missing; a present one passes silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const empty = document.createElement('biz-push-prompt');
    empty.setAttribute('vapid-public-key', '  ');
    empty.setAttribute('service-worker', '/sw.js');
    expect(checkRequiredAttributes(empty, PUSH)).toEqual(['vapid-public-key']);

    const fine = document.createElement('biz-article-rating');
    fine.setAttribute('article-id', '42');
    expect(checkRequiredAttributes(fine, RATING)).toEqual([]);
    expect(checkRequiredAttributes(document.createElement('biz-to-top'), [])).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
