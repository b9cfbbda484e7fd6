/**
 * `<biz-comments>`: the «Ещё» menu of a comment (docs/behaviour.md#comments-menu): a menu button
 * (WAI-ARIA APG) whose menu exists only while open, with «Цитировать», «Скопировать ссылку»,
 * «Скрыть комментарии автора» (undone from the same menu) and «Пожаловаться» where the page set
 * `report-action`.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-comments/biz-comments.ts';
import { db, worker } from '../../mocks/browser.ts';
import { storage } from '../../src/services/storage.ts';
import { accessible, comment, control, controls, mountComments } from './biz-comments.fixtures.ts';
import { freshPage, TEST_VISITOR_ID } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { focused } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { endFaults, forceFault } from './helpers/faults.ts';

const HIDDEN = 'biz-widgets:comments-hidden-authors';

/** Comment `id`'s open menu (waits for it). */
const menuOf = (el: HTMLElement, id: string) =>
  waitFor(
    () => comment(el, id).querySelector<HTMLElement>(':scope > [role=menu]'),
    3000,
    `the menu of ${id}`,
  );

/** Opens comment `id`'s menu with a click and returns it. */
async function openMenu(el: HTMLElement, id: string): Promise<HTMLElement> {
  (await control(el, id, 'more')).click();
  return menuOf(el, id);
}

/** The items of a menu by their text. */
const items = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll<HTMLElement>('[role=menuitem]'), (i) => i.textContent);

/** The item of `menu` whose text is `text`. */
function item(menu: HTMLElement, text: string): HTMLElement {
  const found = Array.from(menu.querySelectorAll<HTMLElement>('[role=menuitem]')).find(
    (i) => i.textContent === text,
  );
  if (!found) throw new Error(`no item «${text}»`);
  return found;
}

/** The buttons rendered for comment `id` itself (not its replies'). */
const ownButtons = (el: HTMLElement, id: string) =>
  Array.from(comment(el, id).querySelectorAll('button')).filter(
    (b) => b.closest('[part~=comment]') === comment(el, id),
  );

describe('<biz-comments>: the «Ещё» menu', () => {
  beforeEach(freshPage);
  afterEach(() => {
    worker.resetHandlers();
    endFaults();
  });

  it('is one button per comment; its menu exists only while open (keyboard, APG menu button)', async () => {
    const el = await mountComments();
    // 5006 has no replies: plus, minus, reactions, «Ответить», «Ещё».
    const more = await control(el, '5006', 'more');
    expect(ownButtons(el, '5006')).to.have.length(5);
    expect(more.getAttribute('aria-haspopup')).to.equal('menu');
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    expect(more.getAttribute('aria-label')).to.match(/^Ещё: Игорь Петров/);
    expect(el.shadowRoot!.querySelector('[role=menu]')).to.equal(null);

    more.focus();
    await sendKeys({ press: 'Enter' });
    const menu = await menuOf(el, '5006');
    expect(more.getAttribute('aria-expanded')).to.equal('true');
    expect(items(menu)).to.deep.equal([
      'Цитировать',
      'Скопировать ссылку',
      'Скрыть комментарии автора',
    ]);
    await waitFor(() => focused()?.textContent === 'Цитировать', 2000, 'focus on the first item');
    await accessible(el);
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()?.textContent).to.equal('Скопировать ссылку');
    await sendKeys({ press: 'End' });
    expect(focused()?.textContent).to.equal('Скрыть комментарии автора');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()?.textContent).to.equal('Цитировать');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()?.textContent).to.equal('Скрыть комментарии автора');
    await sendKeys({ press: 'Home' });
    expect(focused()?.textContent).to.equal('Цитировать');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !comment(el, '5006').querySelector('[role=menu]'), 2000, 'closed');
    expect(focused()).to.equal(more);
    expect(more.getAttribute('aria-expanded')).to.equal('false');
    // Leaving it closes it too.
    more.click();
    await menuOf(el, '5006');
    (await control(el, '5001', 'reply')).focus();
    await waitFor(() => !el.shadowRoot!.querySelector('[role=menu]'), 2000, 'closed on leaving');
  });

  it('«Скопировать ссылку» copies the permalink and says so; a refusal shows the link', async () => {
    const copied: string[] = [];
    let refuse = false;
    const clipboard = {
      writeText: (text: string) =>
        refuse
          ? Promise.reject(new DOMException('denied', 'NotAllowedError'))
          : (copied.push(text), Promise.resolve()),
    };
    Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => clipboard });
    try {
      const el = await mountComments();
      item(await openMenu(el, '5007'), 'Скопировать ссылку').click();
      const link = `${location.origin}${location.pathname}${location.search}#comment-5007`;
      await waitFor(() => copied.length === 1, 2000, 'copied');
      expect(copied).to.deep.equal([link]);
      const note = await waitFor(() => comment(el, '5007').querySelector(':scope > .note'));
      expect(note.textContent).to.equal('Ссылка скопирована.');
      expect(el.shadowRoot!.querySelector('.said[aria-live=polite]')!.textContent).to.equal(
        'Ссылка скопирована.',
      );
      expect(el.shadowRoot!.querySelector('[role=menu]')).to.equal(null);

      refuse = true;
      const errors = listen<{ endpoint: string }>('biz-error');
      item(await openMenu(el, '5007'), 'Скопировать ссылку').click();
      const error = await waitFor(() =>
        comment(el, '5007').querySelector(':scope > [part~=error]'),
      );
      expect(error.textContent).to.contain(`Ссылку не удалось скопировать: ${link}`);
      expect(errors.map((e) => e.detail.endpoint)).to.include('biz-comments/clipboard');
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  it('«Скрыть комментарии автора» collapses them here and in other discussions, and is undone from the menu', async () => {
    const el = await mountComments();
    const other = await mountComments({ 'article-id': '1025' });
    item(await openMenu(el, '5028'), 'Скрыть комментарии автора').click();
    // Максим Егоров wrote 5028 and 5030 here, and 5043 in the other discussion.
    const hiddenLine = (host: HTMLElement, id: string) =>
      comment(host, id).querySelector(':scope > .hidden-line');
    for (const [host, id] of [
      [el, '5028'],
      [el, '5030'],
      [other, '5043'],
    ] as const) {
      await waitFor(() => hiddenLine(host, id), 2000, `${id} hidden`);
      expect(hiddenLine(host, id)!.textContent).to.equal('Комментарий скрыт — показать');
      expect(comment(host, id).querySelector(':scope > [part~=message]')).to.equal(null);
      expect(controls(host, id, 'reply')).to.have.length(0);
    }
    const name = comment(el, '5028').querySelector('h3')!.textContent!;
    expect(JSON.parse(storage().get(HIDDEN)!)).to.deep.equal([name]);
    expect(el.shadowRoot!.activeElement).to.equal(comment(el, '5028'));
    // Another reader's reply under it stays.
    expect(comment(el, '5029').querySelector(':scope > [part~=message]')).to.not.equal(null);
    await accessible(el);

    // «показать» shows that one comment.
    comment(el, '5030')
      .querySelector<HTMLButtonElement>(':scope > .hidden-line > [part~=unhide]')!
      .click();
    await waitFor(
      () => comment(el, '5030').querySelector(':scope > [part~=message]'),
      2000,
      'shown',
    );
    expect(hiddenLine(el, '5028')).to.not.equal(null);

    // Undone from any comment's menu, everywhere.
    item(await openMenu(el, '5007'), `Показывать снова: ${name}`).click();
    await waitFor(() => !hiddenLine(el, '5028') && !hiddenLine(other, '5043'), 2000, 'undone');
    expect(JSON.parse(storage().get(HIDDEN)!)).to.deep.equal([]);
  });

  it('«Пожаловаться» only with report-action: reasons, exact fields, thanks; a failure keeps the choice', async () => {
    const plain = await mountComments();
    expect(items(await openMenu(plain, '5007'))).to.not.include('Пожаловаться');
    plain.remove();

    const reports = listen<{ articleId: string; commentId: string; reason: string }>(
      'biz-comment-report',
    );
    const errors = listen<{ endpoint: string }>('biz-error');
    const el = await mountComments({ 'report-action': '/comments/report' });
    item(await openMenu(el, '5007'), 'Пожаловаться').click();
    const form = await waitFor(() =>
      comment(el, '5007').querySelector<HTMLFormElement>(':scope > form[part~=report-form]'),
    );
    expect(form.querySelector('legend')!.textContent).to.equal('Причина жалобы');
    const labels = Array.from(form.querySelectorAll('fieldset label'), (l) => l.textContent);
    expect(labels).to.deep.equal(['Спам', 'Оскорбления', 'Не по теме', 'Другое']);
    await waitFor(() => focused() === form.querySelector('input[value=spam]'), 2000, 'focus');
    const submit = form.querySelector<HTMLButtonElement>('[part~=report-submit]')!;
    expect(submit.disabled).to.equal(true);
    // «Другое» needs words.
    form.querySelector<HTMLInputElement>('input[value=other]')!.click();
    await waitFor(() => form.textContent!.includes('Напишите, что не так.'));
    expect(submit.disabled).to.equal(true);
    const text = form.querySelector('textarea')!;
    text.focus();
    await sendKeys({ type: 'Реклама казино' });
    await waitFor(() => !submit.disabled, 2000, 'ready to send');
    await accessible(el);

    forceFault('http500', '/comments/report');
    submit.click();
    const error = await waitFor(() => form.querySelector('[part~=error]'), 5000, 'failure');
    expect(error.textContent).to.contain('Жалоба не отправлена.');
    expect(errors.map((e) => e.detail.endpoint)).to.include('/comments/report');
    expect(text.value).to.equal('Реклама казино');
    expect(form.querySelector<HTMLInputElement>('input[value=other]')!.checked).to.equal(true);

    endFaults();
    error.querySelector<HTMLButtonElement>('[part~=retry]')!.click();
    await waitFor(
      () => !comment(el, '5007').querySelector(':scope > form[part~=report-form]'),
      5000,
      'sent',
    );
    const calls = sent('/comments/report');
    expect(calls.at(-1)).to.deep.equal({
      comment_id: '5007',
      reason: 'other',
      text: 'Реклама казино',
      token: TEST_VISITOR_ID,
    });
    expect(db.commentReports.at(-1)).to.include({ commentId: '5007', reason: 'other' });
    const note = await waitFor(() => comment(el, '5007').querySelector(':scope > .note'));
    expect(note.textContent).to.equal('Жалоба отправлена. Спасибо!');
    expect(reports.map((e) => e.detail)).to.deep.equal([
      { articleId: '1024', commentId: '5007', reason: 'other' },
    ]);
    expect(focused()).to.equal(await control(el, '5007', 'more'));
  });
});
