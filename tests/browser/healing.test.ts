import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/biz-comment-embed/biz-comment-embed.ts';
import '../../elements/biz-comments/biz-comments.ts';
import '../../elements/biz-poll/biz-poll.ts';
import '../../elements/biz-site-notifications/biz-site-notifications.ts';
import '../../elements/biz-top10/biz-top10.ts';
import { manualClock, setClock, type ManualClock } from '../../src/element/clock.ts';
import { HEAL_MAX_MS, HEAL_SPREAD_MS } from '../../src/element/healing.ts';
import { freshPage, requests, resetChaos, returningVisitor, setChaos } from './helpers.ts';
import { nextFrame, waitFor } from './helpers/wait.ts';
import { listen } from './helpers/calls.ts';

/** What each box of the article page shows once it has loaded. */
const FILLED: Record<string, string> = {
  'biz-site-notifications': '[part=notification]',
  'biz-comments': '#comment-5001',
  'biz-poll': '[part=results]',
  'biz-comment-embed': '[part=message]',
  'biz-top10': '[part~=vote]',
};

const box = (el: Element) => el.shadowRoot?.querySelector('[part=error]') ?? null;
const filled = (el: Element) => el.shadowRoot?.querySelector(FILLED[el.localName]!) ?? null;

describe('first loads heal by themselves', () => {
  let clock: ManualClock;
  beforeEach(async () => {
    await freshPage();
    clock = manualClock();
    setClock(clock);
  });
  afterEach(() => {
    setClock(null);
    resetChaos();
  });

  it('the five boxes of a cold outage fill by themselves within 30 s of recovery', async () => {
    const errors = listen<{ kind: string }>('biz-error');
    setChaos({ force: 'network' });
    returningVisitor(); // the notices call waits for a known token
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <biz-site-notifications></biz-site-notifications>
        <biz-comments article-id="1024" minlength="3"></biz-comments>
        <biz-poll poll-id="8" state="finished"></biz-poll>
        <biz-comment-embed comment-id="5007" href="#comment-5007"></biz-comment-embed>
        <biz-top10 article-id="1024"></biz-top10>
      </div>`,
    );
    const elements = Array.from(page.children);
    expect(elements.map((el) => el.localName)).to.deep.equal(Object.keys(FILLED));
    await waitFor(() => elements.every(box), 5000, 'five error boxes');
    await waitFor(() => errors.length >= 5, 3000, 'five biz-error');
    const reported = errors.length;
    const shown = elements.map(box);
    // A long outage: the quiet retries keep failing, backing off; the boxes stay as they are
    // (no new message, no new biz-error) and keep their «Повторить».
    for (let round = 1; round <= 3; round++) {
      const before = requests().length;
      // Keep the clock moving while waiting: on a busy machine a failure can land after a tick,
      // and its next retry is then due at the following one.
      await waitFor(
        () => {
          clock.tick(HEAL_MAX_MS);
          return requests().length >= before + 5;
        },
        10_000,
        `quiet retries, round ${round}`,
      );
    }
    // Every box has had its failure back and waits on the clock for its next retry.
    await waitFor(() => clock.pending === elements.length, 5000, 'the late failures');
    // The very same boxes: never taken down for a loading state in between.
    expect(
      elements.filter((el, i) => box(el) !== shown[i]).map((el) => el.localName),
    ).to.deep.equal([]);
    expect(errors.length).to.equal(reported);
    // The backend recovers. Nothing moves until the clock does; the retry button stays meanwhile.
    resetChaos();
    await nextFrame(); // nothing is in flight and the clock stands still
    for (const el of elements) {
      expect(box(el), el.localName).to.not.equal(null);
      expect(box(el)!.querySelector('[part=retry]'), el.localName).to.not.equal(null);
    }
    clock.tick(30_000);
    await waitFor(() => elements.every((el) => filled(el) && !box(el)), 5000, 'filled').catch(
      (e) => {
        throw new Error(
          `${e}: ${elements.map((el) => `${el.localName} filled=${!!filled(el)} box=${box(el)?.textContent}`).join('; ')}`,
        );
      },
    );
    expect(errors.every((e) => e.detail.kind === 'network')).to.equal(true);
  });

  it('retries within a few seconds when the browser comes back online or the tab becomes visible', async () => {
    setChaos({ force: 'network' });
    returningVisitor(); // the notices call waits for a known token
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <biz-site-notifications></biz-site-notifications>
        <biz-top10 article-id="1024"></biz-top10>
      </div>`,
    );
    const [notices, top10] = Array.from(page.children) as [Element, Element];
    await waitFor(() => box(notices) && box(top10), 5000, 'error boxes');
    resetChaos();
    window.dispatchEvent(new Event('online'));
    // Spread over a few seconds (every page sees `online` together), not at once.
    clock.tick(HEAL_SPREAD_MS);
    await waitFor(() => filled(notices) && filled(top10), 5000, 'filled after online');
    expect(box(notices)).to.equal(null);
    top10.remove();
    setChaos({ force: 'network' });
    const again = document.createElement('biz-top10');
    again.setAttribute('article-id', '1024');
    page.append(again);
    await waitFor(() => box(again), 5000, 'error box');
    resetChaos();
    document.dispatchEvent(new Event('visibilitychange')); // the tab is visible (headless)
    clock.tick(HEAL_SPREAD_MS);
    await waitFor(() => filled(again) && !box(again), 5000, 'filled when visible');
  });
});
