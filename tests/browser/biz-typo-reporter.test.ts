import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-typo-reporter/biz-typo-reporter.ts';
import '../../elements/biz-comments/biz-comments.ts';
import { mountComments } from './biz-comments.fixtures.ts';
import { freshPage, resetChaos, setChaos } from './helpers.ts';
import { idle, nextFrame, waitFor } from './helpers/wait.ts';
import { part, shadowText } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { tracking } from './helpers/resources.ts';
import { describe as shortly, liveRegions } from './live-regions.ts';

let confirms: string[] = [];
let answer = true;
const realConfirm = window.confirm;

async function page() {
  const box = await fixture(
    html`<div>
      <p id="typo-text">Выручка завода выросла на двадцать процентов за год.</p>
      <biz-typo-reporter></biz-typo-reporter>
    </div>`,
  );
  const el = box.querySelector('biz-typo-reporter')!;
  await waitFor(() => el.shadowRoot?.querySelector('[part=hint]'), 2000, 'render');
  return { box, el, text: box.querySelector('#typo-text')!.firstChild as Text };
}

async function ctrlEnter() {
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'Enter' });
  await sendKeys({ up: 'Control' });
}

function select(node: Text, start: number, end: number) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

describe('<biz-typo-reporter>', () => {
  beforeEach(async () => {
    await freshPage();
    confirms = [];
    answer = true;
    window.confirm = (message?: string) => {
      confirms.push(String(message));
      return answer;
    };
  });
  afterEach(() => {
    window.confirm = realConfirm;
    document.getSelection()?.removeAllRanges();
  });

  it('shows an accessible hint', async () => {
    const { el } = await page();
    await expect(el).to.be.accessible();
    expect(part(el, 'hint').textContent).to.equal(
      'Нашли ошибку? Выделите её и нажмите Ctrl+Enter.',
    );
  });

  it('Ctrl+Enter on a selection asks «Здесь есть ошибка?» and sends title, link and message', async () => {
    const reports = listen<{ message: string }>('biz-typo-report');
    const { el, text } = await page();
    select(text, 0, 14); // «Выручка завода»
    await ctrlEnter();
    expect(confirms).to.deep.equal(['Здесь есть ошибка?']);
    await waitFor(() => sent('/typo').length === 1);
    expect(sent('/typo')[0]).to.deep.equal({
      title: document.title,
      link: location.href,
      message: 'Выручка завода',
    });
    await waitFor(() => shadowText(el).includes('Спасибо! Мы получили сообщение об ошибке.'));
    expect(reports.map((e) => e.detail)).to.deep.equal([{ message: 'Выручка завода' }]);
    await expect(el).to.be.accessible();
  });

  it('does nothing for a selection of 5 characters or fewer', async () => {
    const { text } = await page();
    select(text, 0, 5);
    await ctrlEnter();
    await idle(document.querySelector('biz-typo-reporter')!); // had the event started a call, idle waits for its answer
    expect(confirms).to.deep.equal([]);
    expect(sent('/typo')).to.deep.equal([]);
  });

  it('Ctrl+Enter in our comment box sends the comment and reports no typo', async () => {
    await page();
    const comments = await mountComments();
    const textarea = comments.shadowRoot!.querySelector<HTMLTextAreaElement>(
      'section > form [part~=textarea], .list ~ form [part~=textarea]',
    )!;
    textarea.focus();
    await sendKeys({ type: 'Мой собственный комментарий.' });
    textarea.select(); // the reader's own text, selected
    await ctrlEnter();
    await waitFor(() => sent('/comments/send').length === 1, 3000, 'comment sent');
    await idle(document.querySelector('biz-typo-reporter')!); // had the event started a call, idle waits for its answer
    expect(confirms).to.deep.equal([]);
    expect(sent('/typo')).to.deep.equal([]);
  });

  it('ignores selections inside editable fields, in the page or in a shadow root', async () => {
    const { box } = await page();
    const area = document.createElement('textarea');
    area.setAttribute('aria-label', 'Поле страницы');
    area.value = 'Текст, который пишет сам читатель.';
    box.append(area);
    area.focus();
    area.select();
    await ctrlEnter();
    const host = document.createElement('div');
    box.append(host);
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    editable.textContent = 'Редактируемый текст в теневом корне.';
    host.attachShadow({ mode: 'open' }).append(editable);
    editable.focus();
    select(editable.firstChild as Text, 0, 20);
    await ctrlEnter();
    await idle(document.querySelector('biz-typo-reporter')!); // had the event started a call, idle waits for its answer
    expect(confirms).to.deep.equal([]);
    expect(sent('/typo')).to.deep.equal([]);
  });

  it('sends nothing when the reader says no', async () => {
    answer = false;
    const { text } = await page();
    select(text, 0, 14);
    await ctrlEnter();
    await idle(document.querySelector('biz-typo-reporter')!); // had the event started a call, idle waits for its answer
    expect(confirms).to.have.length(1);
    expect(sent('/typo')).to.deep.equal([]);
  });

  it('explains a failure and retries with the same text', async () => {
    setChaos({ force: 'network', only: '/typo' });
    const errors = listen<{ endpoint: string; kind: string }>('biz-error');
    const { el, text } = await page();
    select(text, 8, 14); // «завода»
    await ctrlEnter();
    await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
    expect(shortly(liveRegions(el).nested), 'one live region').to.deep.equal([]);
    expect(part(el, 'error').textContent).to.contain('Сообщение об ошибке не отправлено.');
    expect(errors[0]!.detail).to.include({ endpoint: '/typo', kind: 'network' });
    await expect(el).to.be.accessible();
    resetChaos();
    part(el, 'retry').click();
    await waitFor(() => shadowText(el).includes('Спасибо!'));
    expect(sent('/typo').map((r) => r.message)).to.deep.equal(['завода', 'завода']);
  });

  it('stops listening when removed', async () => {
    await tracking(async (tracker) => {
      const { box, text } = await page();
      box.remove();
      await nextFrame(); // no network: removal cleans up synchronously
      expect(tracker.active().listeners).to.deep.equal([]);
      document.body.append(text.parentElement!);
      select(text, 0, 14);
      await ctrlEnter();
      expect(confirms).to.deep.equal([]);
      text.parentElement!.remove();
    });
  });
});
