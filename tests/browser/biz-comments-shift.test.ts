/**
 * A reader at the top of `<biz-comments>` while its list arrives: the first comments stay where
 * they are first painted. A reader already below it (reading the poll after it) while its list
 * arrives and renders screen by screen: what they read stays where it is, in every engine. Scroll anchoring
 * (Chromium, Firefox) keeps it in place once its anchor is not inside the growing list, but not
 * for the first slices after a scroll by script; WebKit has no scroll anchoring. The element
 * scrolls by what a commit moved where the engine did not (elements/biz-comments/StayBelow.tsx).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-comments/biz-comments.ts';
import { worker } from '../../mocks/browser.ts';
import { commentNode, serverHtml } from './biz-comments.fixtures.ts';
import { freshPage, SLOWNESS } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';

/** 300 threads of one comment each, as the server's HTML gives them. */
const threads = () =>
  Array.from({ length: 300 }, (_, i) =>
    commentNode(
      {
        'comment-id': 9000 + i,
        'parent-id': 0,
        author: `Читатель ${i}`,
        timestamp: 1760000000 + i,
        rating: 0,
        emoji: '{}',
        status: 'active',
      },
      `Мнение номер ${i} о бюджете области.`,
    ),
  );

/** The list's answer held until `answer()`; a test that ends early must still call it. */
function heldList(nodes: Node[]) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  worker.use(
    http.get('*/comments/list/:id', async () => {
      await answered;
      return HttpResponse.html(serverHtml(nodes));
    }),
  );
  return answer;
}

describe('<biz-comments>: the list where the reader sees it while it renders', () => {
  beforeEach(freshPage);

  it('paints the order choice with the first comments, not under them later', async function () {
    this.timeout(20_000 * SLOWNESS);
    const answer = heldList(threads());
    try {
      const el = await fixture<HTMLElement>(html`<biz-comments article-id="1024"></biz-comments>`);
      await waitFor(() => el.shadowRoot?.querySelector('form'), 4000, 'the form rendered');
      // The order choice's chunk is in (its download starts with the element's, as the form's).
      await import('../../elements/biz-comments/extras.tsx');
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer();
      const first = () => el.shadowRoot!.querySelector<HTMLElement>('[part~=comment]');
      // The first comment's place in the first frame that shows it.
      let painted: number | null = null;
      for (const start = performance.now(); painted === null;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        painted = first()?.getBoundingClientRect().top ?? null;
        if (performance.now() - start > 10_000 * SLOWNESS) throw new Error('no comment painted');
      }
      await waitFor(
        () => el.shadowRoot?.querySelector('.list')?.getAttribute('aria-busy') === 'false',
        15_000,
        'the feed no longer busy',
      );
      // Before: React's lazy part suspended on its first render even with its chunk in, and its
      // fallback throttle showed the order choice about 300 ms later, 86 px above the comments.
      expect(el.shadowRoot!.querySelector('[part=order]'), 'the order choice').to.not.equal(null);
      expect(first()!.getBoundingClientRect().top, 'the first comment stayed').to.equal(painted);
    } finally {
      answer();
      worker.resetHandlers();
    }
  });

  it('shows another order where the reader chose it: under the choice, the newest first', async function () {
    this.timeout(30_000 * SLOWNESS);
    const answer = heldList(threads());
    answer();
    try {
      const el = await fixture<HTMLElement>(html`
        <div>
          <section style="height: 1500px"><h2>Статья</h2></section>
          <biz-comments article-id="1024"></biz-comments>
        </div>
      `).then((box) => box.querySelector('biz-comments')!);
      const shadow = () => el.shadowRoot!;
      await waitFor(
        () => shadow().querySelectorAll('[part~=comment]').length === 300,
        20_000,
        'every comment rendered',
      );
      const newest = () => shadow().querySelector<HTMLInputElement>('input[name=order][value=new]');
      await waitFor(newest, 4000, 'the order choice rendered');
      const choice = shadow().querySelector<HTMLElement>('[part=order]')!;
      // The reader has scrolled the choice to the top of the screen, the oldest comments under it.
      window.scrollTo(0, choice.getBoundingClientRect().top + window.scrollY - 10);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const first = () => shadow().querySelector<HTMLElement>('[part~=comment]')!;
      expect(first().textContent, 'the oldest first before').to.contain('Читатель 0');
      const top = choice.getBoundingClientRect().top;
      newest()!.click();
      await waitFor(
        () => first().textContent?.includes('Читатель 299'),
        10_000,
        'the newest comment first',
      );
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(choice.getBoundingClientRect().top, 'the choice stayed where it was').to.be.closeTo(
        top,
        1,
      );
      const box = first().getBoundingClientRect();
      expect(box.top, 'the newest comment under the choice').to.be.at.least(
        choice.getBoundingClientRect().bottom - 1,
      );
      expect(box.top, 'the newest comment on screen').to.be.below(innerHeight / 2);
      await waitFor(
        () => shadow().querySelector('.list')?.getAttribute('aria-busy') === 'false',
        20_000,
        'the old order gone',
      );
      expect(
        choice.getBoundingClientRect().top,
        'the choice still there once all is arranged',
      ).to.be.closeTo(top, 1);
    } finally {
      worker.resetHandlers();
      window.scrollTo(0, 0);
    }
  });

  it('keeps what follows the list where the reader sees it', async function () {
    this.timeout(30_000 * SLOWNESS);
    // The answer comes once the reader is below the element (released below).
    const answer = heldList(threads());
    try {
      const box = await fixture<HTMLDivElement>(html`
        <div>
          <biz-comments article-id="1024"></biz-comments>
          <section style="height: 3000px"><h2>Опрос</h2></section>
        </div>
      `);
      const el = box.querySelector('biz-comments')!;
      const after = box.querySelector('section')!;
      await waitFor(() => el.shadowRoot?.querySelector('form'), 4000, 'the element rendered');
      window.scrollTo(0, after.getBoundingClientRect().top + window.scrollY - 200);
      const top = after.getBoundingClientRect().top;
      expect(top, 'the poll on screen').to.be.closeTo(200, 1);
      answer();
      await waitFor(
        () => el.shadowRoot?.querySelectorAll('[part~=comment]').length === 300,
        20_000,
        'every comment rendered',
      );
      await waitFor(
        () => el.shadowRoot?.querySelector('.list')?.getAttribute('aria-busy') === 'false',
        10_000,
        'the feed no longer busy',
      );
      // Measured: the poll moved by less than 1 px in Chromium and Firefox and 15 px in WebKit, of
      // about 39,000 px added above it. Without the element's own compensation it moved by one
      // to eight slices of about 1,300 px (Chromium, Firefox) and by all of it (WebKit); a tenth
      // of a slice is the bound.
      const grew = el.getBoundingClientRect().height - innerHeight;
      expect(grew, 'the list grew above the reader by screens').to.be.above(10 * innerHeight);
      const moved = after.getBoundingClientRect().top - top;
      expect(Math.abs(moved), 'the poll stayed where the reader saw it').to.be.below(130);
    } finally {
      answer(); // a test that failed early leaves no request waiting
      worker.resetHandlers();
      window.scrollTo(0, 0);
    }
  });
});
