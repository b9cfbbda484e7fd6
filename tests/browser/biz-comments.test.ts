import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/biz-comments/biz-comments.ts';
import { freshPage, part, parts, shadowText, waitFor } from './helpers.ts';

async function comments(attrs = html``) {
  const el = await fixture(html`<biz-comments article-id="1024"></biz-comments>`);
  await waitFor(() => parts(el, 'comment').length > 0, 4000, 'comments');
  void attrs;
  return el;
}

describe('<biz-comments> smoke', () => {
  beforeEach(freshPage);
  it('renders', async () => {
    const el = await comments();
    console.log(parts(el, 'comment').length, shadowText(el).slice(0, 300));
    expect(part(el, 'count').textContent).to.equal('40 комментариев');
    await expect(el).to.be.accessible();
  });
});
