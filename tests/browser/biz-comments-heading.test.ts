/**
 * The comments' heading before `<biz-comments>` loads: the page puts its own
 * `<h2 slot="title">` inside the tag, which a screen reader finds (by heading or landmark) while
 * the element is not yet defined; the element's heading then takes its place: one heading, where
 * the page's was, with the page's count until the list is read, then its own.
 *
 * The element is imported by the test, after the page's markup is measured: this file must not
 * import it (or the comments fixtures) statically.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { freshPage, setChaos } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { part } from './helpers/shadow.ts';

describe('<biz-comments>: the page’s heading until the element loads', () => {
  beforeEach(freshPage);

  it('the page’s heading is drawn before the element is defined, then the element’s takes its place, with no second heading and no shift', async () => {
    expect(customElements.get('biz-comments'), 'not yet defined').to.equal(undefined);
    // The page draws its heading as the element draws its own (margins, font, line height).
    const box = await fixture<HTMLDivElement>(html`
      <div style="font: 15px/1.45 system-ui, sans-serif">
        <style>
          biz-comments > [slot='title'] {
            display: flex;
            align-items: baseline;
            gap: 0.6em;
            margin: 0 0 0.8em;
            font-size: 1.45em;
            line-height: 1.2;
          }
          biz-comments > [slot='title'] span {
            font-size: 0.6em;
            font-weight: 500;
          }
        </style>
        <biz-comments article-id="1024"
          ><h2 slot="title">Комментарии <span>39 комментариев</span></h2></biz-comments
        >
      </div>
    `);
    const el = box.querySelector('biz-comments')!;
    const light = el.querySelector('h2')!;
    const before = light.getBoundingClientRect();
    expect(before.height, 'the page’s heading is drawn').to.be.above(10);
    expect(light.textContent).to.equal('Комментарии 39 комментариев');

    setChaos({ latencyMs: 1500 }); // the list arrives while the heading is checked
    await import('../../elements/biz-comments/biz-comments.ts');
    const title = await waitFor(
      () => el.shadowRoot?.querySelector<HTMLElement>('[part~=title]'),
      5000,
      'the element’s heading',
    );

    // While the list loads: only the element's heading is drawn, with the page's count.
    expect(light.assignedSlot, 'the page’s heading is not slotted').to.equal(null);
    expect(light.getClientRects().length, 'nor drawn').to.equal(0);
    expect(el.shadowRoot!.querySelectorAll('h2').length).to.equal(1);
    expect(title.localName).to.equal('h2');
    expect(part(el, 'count').textContent).to.equal('39 комментариев');
    const after = title.getBoundingClientRect();
    expect(after.top, 'where the page’s heading was').to.be.closeTo(before.top, 1);
    expect(after.height, 'as high').to.be.closeTo(before.height, 1);

    // Read: the element's own count, in the same heading.
    await waitFor(
      () => part(el, 'count').textContent === '40 комментариев',
      10_000,
      'the count of the list',
    );
    expect(part(el, 'title')).to.equal(title);
    expect(title.getBoundingClientRect().top).to.be.closeTo(before.top, 1);
  });
});
