/**
 * An element whose required attribute a CMS sanitizer stripped says so, once, in the
 * console (naming the attribute and the docs section) and as a `biz-error` of kind
 * `validation`, while readers keep what it showed before (the rating's sum).
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/biz-article-rating/biz-article-rating.ts';
import { freshPage } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { part } from './helpers/shadow.ts';
import { listen } from './helpers/calls.ts';

describe('required attributes', () => {
  beforeEach(freshPage);

  it('a rating without article-id warns once, reports validation and keeps its sum', async () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const errors = listen<{ endpoint: string; kind: string; message: string }>('biz-error');
      const el = await fixture(html`<biz-article-rating rating="17"></biz-article-rating>`);
      await waitFor(() => el.shadowRoot?.querySelector('[part=sum]'), 2000, 'render');
      expect(part(el, 'sum').textContent).to.equal('+17');
      // Moved in the page (a re-render of the CMS's block): no second report.
      el.parentElement!.append(el);
      await waitFor(() => el.isConnected, 500, 'reconnected');

      const ours = warnings.filter((w) => w.includes('<biz-article-rating>'));
      expect(ours).to.have.length(1);
      expect(ours[0])
        .to.contain('lacks article-id')
        .and.contain('docs/partners.md#required-attributes');
      expect(errors.map((e) => e.detail.kind)).to.deep.equal(['validation']);
      expect(errors[0]!.detail.endpoint).to.equal('biz-article-rating');
    } finally {
      console.warn = warn;
    }
  });

  it('a rating with its article-id reports nothing', async () => {
    const errors = listen<{ kind: string }>('biz-error');
    const el = await fixture(html`<biz-article-rating article-id="1024"></biz-article-rating>`);
    await waitFor(() => el.shadowRoot?.querySelector('[part=sum]'), 2000, 'render');
    expect(errors.filter((e) => e.detail.kind === 'validation')).to.deep.equal([]);
  });
});
