/**
 * `<biz-comments>` when the code of its controls does not arrive: actions.ts (what a click on a
 * comment's control does) and moves.ts (the arrow keys) are chunks of their own, loaded on first
 * use (elements/biz-comments/keyboard.ts). A dropped request must leave the reader a message and a
 * way on, not a button that silently does nothing. Its own file: each chunk is loaded once per
 * page, and the other comment suites load both.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../elements/biz-comments/biz-comments.ts';
import { worker } from '../../mocks/browser.ts';
import type { BizErrorDetail } from '../../src/api/errors.ts';
import { accessible, comment, control, mountComments, sumOf } from './biz-comments.fixtures.ts';
import { freshPage } from './helpers.ts';
import { focused } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { waitFor } from './helpers/wait.ts';

/** Fails the first request for the chunk `file` of biz-comments (a dropped network); records all. */
function dropOnce(file: string) {
  const asked: string[] = [];
  worker.use(
    http.get(new RegExp(`/elements/biz-comments/${file.replace('.', '\\.')}`), ({ request }) => {
      asked.push(request.url);
      if (asked.length === 1) return HttpResponse.error();
      return undefined; // the real chunk
    }),
  );
  return asked;
}

const NOT_LOADED =
  'Не сработало. Эта часть страницы не загрузилась. Проверьте интернет и попробуйте ещё раз.';

/** The failure shown under comment `id` (its own, not a reply's). */
const errorUnder = (el: Element, id: string) =>
  comment(el, id).querySelector<HTMLElement>(':scope > [part~=error]');

describe('<biz-comments>: a control whose code does not arrive', () => {
  beforeEach(freshPage);
  afterEach(() => worker.resetHandlers());

  it('a vote: the message and «Повторить» under the comment, biz-error load; the retry votes', async () => {
    const asked = dropOnce('actions.ts');
    const errors = listen<BizErrorDetail>('biz-error');
    const el = await mountComments();
    (await control(el, '5001', 'plus')).click();
    const error = await waitFor(() => errorUnder(el, '5001'), 5000, 'the failure under 5001');
    expect(error.textContent).to.contain(NOT_LOADED);
    expect(errors.map((e) => [e.detail.endpoint, e.detail.kind])).to.deep.equal([
      ['biz-comments/actions', 'load'],
    ]);
    expect(errors[0]!.target).to.equal(el);
    // Nothing happened: no vote shown, none sent.
    expect(sumOf(el, '5001')).to.equal('+12');
    expect(sent('/comments/rate')).to.have.length(0);
    await accessible(el);

    error.querySelector<HTMLButtonElement>('[part~=retry]')!.click();
    await waitFor(() => sumOf(el, '5001') === '+13', 5000, 'the vote after the retry');
    await waitFor(() => sent('/comments/rate').length === 1, 5000, 'the vote sent');
    expect(sent('/comments/rate')[0]).to.include({ comment_id: '5001' });
    expect(errorUnder(el, '5001')).to.equal(null);
    expect(asked).to.have.length(2);
    expect(errors).to.have.length(1);
  });

  it('an arrow key: the same message; the retry makes the move', async () => {
    dropOnce('moves.ts');
    const errors = listen<BizErrorDetail>('biz-error');
    const el = await mountComments();
    const first = comment(el, '5001');
    first.focus();
    await sendKeys({ press: 'ArrowDown' });
    const error = await waitFor(() => errorUnder(el, '5001'), 5000, 'the failure under 5001');
    expect(error.textContent).to.contain(NOT_LOADED);
    expect(errors.map((e) => [e.detail.endpoint, e.detail.kind])).to.deep.equal([
      ['biz-comments/moves', 'load'],
    ]);
    expect(focused()).to.equal(first);

    error.querySelector<HTMLButtonElement>('[part~=retry]')!.click();
    await waitFor(() => focused() === comment(el, '5002'), 5000, 'focus on the next comment');
    expect(errorUnder(el, '5001')).to.equal(null);
  });
});
