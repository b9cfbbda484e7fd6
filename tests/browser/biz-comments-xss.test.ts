/**
 * The XSS corpus (tests/fixtures/xss-vectors.json) as a comment message in the list HTML, as
 * the whole answer and as a message of GET /comments/embed/{id}, and as a message in
 * POST /comments/new: nothing may execute, even when a reader hovers, focuses and clicks
 * everything, and under the DOM-clobbering gadget the corpus expects.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-comments/biz-comments.ts';
import '../../elements/biz-comment-embed/biz-comment-embed.ts';
import { worker } from '../../mocks/browser.ts';
import { configure } from '../../src/services/config.ts';
import { mountComments } from './biz-comments.fixtures.ts';
import { freshPage, SLOWNESS } from './helpers.ts';
import { nextFrame, settle, waitFor } from './helpers/wait.ts';
import { parts } from './helpers/shadow.ts';
import { clickAll, recordXss, runClobberingGadget, xssVectors } from './biz-live-xss.harness.ts';

const all = xssVectors;

/** One comment of the markup contract with raw (hostile) message HTML, as a server would send it. */
const article = (id: number | string, message: string, extra = '') =>
  `<article class="biz-comment" id="comment-${id}" data-comment-id="${id}" data-parent-id="0" ` +
  `data-author="Автор ${id}" data-userpic="" data-anonymous="0" data-timestamp="${1760000000 + Number(id)}" ` +
  `data-rating="0" data-emoji='{"like":1}' data-status="active"${extra}>` +
  `<div class="biz-comment__message">${message}</div></article>`;

describe('<biz-comments> and <biz-comment-embed> against the XSS corpus', () => {
  let hits: number[];
  let xss: ReturnType<typeof recordXss>;
  const page = () => location.href.replace(/#.*/, '');
  let start: string;
  beforeEach(async () => {
    await freshPage();
    start = page();
    xss = recordXss();
    hits = xss.hits;
  });
  afterEach(() => {
    expect(page(), 'the test page was not navigated away').to.equal(start);
    worker.resetHandlers();
    xss.stop();
  });

  it(`no payload (${all.length}) executes as a message of the list HTML`, async () => {
    const html = all.map((v) => article(1000 + v.id, v.payload)).join('\n');
    worker.use(http.get('*/comments/list/:id', () => HttpResponse.html(html)));
    const el = await mountComments({ 'article-id': 'xss' });
    await waitFor(() => parts(el, 'comment').length > 0, 3000, 'list');
    clickAll(el.shadowRoot!);
    runClobberingGadget();
    await settle(300); // negative check: a payload that runs would have run by now
    expect(hits).to.deep.equal([]);
    // The poke changed the order: the list renders again, slice by slice.
    await waitFor(
      () => parts(el, 'comment').length > all.length / 2,
      3000,
      'more than half the corpus shown as comments',
    );
  });

  it('no payload executes as an embed answer, whole or as the message', async function () {
    // Twice the corpus as embeds, each its own call through the demo backend's service worker:
    // seconds on a loaded machine (WebKitGTK under WebDriver most of all), so a longer wait.
    this.timeout(40_000 * SLOWNESS);
    configure({ timeoutMs: 15_000 }); // and no call of the many may time out meanwhile
    worker.use(
      http.get('*/comments/embed/:id', ({ params }) => {
        const [how, n] = String(params.id).split('-');
        const vector = all.find((v) => v.id === Number(n))!;
        return HttpResponse.html(
          how === 'raw'
            ? vector.payload
            : article(1000 + Number(n), vector.payload, ` data-article-id="1024"`) +
                `<a class="biz-comment__link" href="/article/1024#comment-${n}">Обсуждение</a>`,
        );
      }),
    );
    const box = document.createElement('div');
    document.body.append(box);
    const embeds = all.flatMap((v) =>
      ['raw', 'msg'].map((how) => {
        const el = document.createElement('biz-comment-embed');
        el.setAttribute('comment-id', `${how}-${v.id}`);
        box.append(el);
        return el;
      }),
    );
    try {
      const settled = (el: Element) => el.shadowRoot?.querySelector('[part~=card], [part~=error]');
      await waitFor(() => embeds.every(settled), 25_000, 'embeds').catch((error: Error) => {
        const left = embeds.filter((el) => !settled(el)).map((el) => el.getAttribute('comment-id'));
        throw new Error(`${error.message}: ${left.length} not settled (${left.join(', ')})`);
      });
      const cards = embeds.filter((el) => el.shadowRoot!.querySelector('[part~=card]'));
      expect(cards.length).to.be.at.least(all.length); // every wrapped message is shown
      for (const el of embeds) clickAll(el.shadowRoot!);
      runClobberingGadget();
      await settle(300); // negative check: a payload that runs would have run by now
      expect(hits).to.deep.equal([]);
    } finally {
      box.remove();
    }
  });

  it('no payload executes as a message in /comments/new', async () => {
    worker.use(
      http.post('*/comments/new', () =>
        HttpResponse.json({
          0: all.map((v) => ({
            id: 90000 + v.id,
            parent_id: 0,
            author: 'Автор',
            userpic: null,
            message: v.payload,
            is_anonymous: 0,
            timestamp: 1900000000 + v.id,
            rating: 0,
            emoji: {},
            status: 'active',
          })),
        }),
      ),
    );
    const el = await mountComments({ 'poll-interval': '50' });
    const button = await waitFor(() =>
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=new-comments]'),
    );
    expect(button.textContent).to.equal(`${all.length} новых комментариев`);
    button.click();
    await waitFor(() => el.shadowRoot!.getElementById(`comment-${90000 + all[0]!.id}`));
    el.setAttribute('poll-interval', '600000');
    await nextFrame();
    clickAll(el.shadowRoot!);
    runClobberingGadget();
    await settle(300); // negative check: a payload that runs would have run by now
    expect(hits).to.deep.equal([]);
  });
});
