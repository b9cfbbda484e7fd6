import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-person-list/biz-person-list.ts';
import { letterFromHash } from '../../elements/biz-person-list/letters.ts';
import { nextFrame, waitFor, eventually } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';
import { listen } from './helpers/calls.ts';
import { EVERY_COUNT, expectNothingLeft, tracking } from './helpers/resources.ts';

const PEOPLE = [
  'Андреев Павел',
  'Белозёров Андрей',
  'Ёлкина Вера', // filed under Е
  'Егоров Максим',
  'Ковалёв Виктор',
  'Кузнецова Марина',
  'Котова Ирина',
  'Лебедева Анна',
  'Смирнова Татьяна',
  'Фомин Олег',
];

async function personList(names = PEOPLE, item?: string) {
  const el = await fixture(
    html`<biz-person-list item=${item ?? ''}>
      <ul>
        ${names.map((name) => html`<li><a href="#">${name}</a></li>`)}
      </ul>
    </biz-person-list>`,
  );
  await waitFor(() => el.shadowRoot?.querySelector('[part~=toolbar]'), 2000, 'render');
  return el;
}

/** The people a reader sees (rendered, not just unflagged). */
const visible = (el: Element) =>
  Array.from(el.querySelectorAll('li'))
    .filter((li) => li.getClientRects().length > 0)
    .map((li) => li.textContent?.trim());
const letterButton = (el: Element, letter: string) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>(`button[data-letter="${letter}"]`)!;
const status = (el: Element) => part(el, 'status').textContent;
const hashLetter = () => letterFromHash(location.hash);

describe('<biz-person-list>', () => {
  const url = `${location.pathname}${location.search}`;
  beforeEach(() => history.replaceState(null, '', url));
  afterEach(() => history.replaceState(null, '', url));

  it('offers «Все» and the Russian alphabet, letters without people disabled', async () => {
    const el = await personList();
    await expect(el).to.be.accessible();
    const toolbar = part(el, 'toolbar');
    expect(toolbar.getAttribute('role')).to.equal('toolbar');
    expect(toolbar.getAttribute('aria-label')).to.equal('Алфавитный указатель');
    const letters = parts<HTMLButtonElement>(el, 'letter');
    expect(letters.map((b) => b.textContent).join('')).to.equal('ВсеАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ');
    expect(letters.filter((b) => !b.disabled).map((b) => b.textContent)).to.deep.equal([
      'Все',
      'А',
      'Б',
      'Е',
      'К',
      'Л',
      'С',
      'Ф',
    ]);
    expect(parts(el, 'latin')).to.have.length(0);
    expect(part(el, 'all').getAttribute('aria-pressed')).to.equal('true');
    expect(status(el)).to.equal('Все: 10 человек');
    expect(visible(el)).to.have.length(10);
  });

  it('adds the Latin alphabet when a name starts with a Latin letter', async () => {
    const el = await personList([...PEOPLE, 'Smith John', 'Müller Anna']);
    const latin = part(el, 'latin');
    expect(latin.textContent).to.equal('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(
      Array.from(latin.querySelectorAll('button'))
        .filter((b) => !b.disabled)
        .map((b) => b.textContent),
    ).to.deep.equal(['M', 'S']);
    letterButton(el, 'S').click();
    await waitFor(() => visible(el).length === 1, 2000, 'filtered');
    expect(visible(el)).to.deep.equal(['Smith John']);
    await nextFrame(); // the buttons' colour transitions start (axe waits for them to end)
    await expect(el).to.be.accessible();
  });

  it('filters by the chosen letter, puts it in the URL hash, and «Все» shows everyone', async () => {
    const events = listen<{ letter: string | null }>('biz-person-filter');
    const el = await personList();
    letterButton(el, 'К').click();
    await waitFor(() => visible(el).length === 3, 2000, 'filtered');
    expect(visible(el)).to.deep.equal(['Ковалёв Виктор', 'Кузнецова Марина', 'Котова Ирина']);
    expect(status(el)).to.equal('На букву «К»: 3 человека');
    expect(part(el, 'status').getAttribute('role')).to.equal('status');
    expect(letterButton(el, 'К').getAttribute('aria-pressed')).to.equal('true');
    expect(part(el, 'all').getAttribute('aria-pressed')).to.equal('false');
    expect(decodeURIComponent(location.hash)).to.equal('#letter-К');

    letterButton(el, 'Е').click(); // Ё is filed under Е
    await waitFor(() => visible(el).length === 2, 2000, 'filtered');
    expect(visible(el)).to.deep.equal(['Ёлкина Вера', 'Егоров Максим']);
    expect(status(el)).to.equal('На букву «Е»: 2 человека');

    part(el, 'all').click();
    await waitFor(() => visible(el).length === 10, 2000, 'everyone');
    expect(visible(el)).to.have.length(10);
    expect(location.hash).to.equal('');
    expect(events.map((e) => e.detail.letter)).to.deep.equal(['К', 'Е', null]);
    await nextFrame(); // the buttons' colour transitions start (axe waits for them to end)
    await expect(el).to.be.accessible();
  });

  it('starts from the letter in the URL (a reload or a shared link)', async () => {
    history.replaceState(null, '', '#letter-%D0%A4'); // #letter-Ф, as a shared link arrives
    const el = await personList();
    expect(visible(el)).to.deep.equal(['Фомин Олег']);
    expect(letterButton(el, 'Ф').getAttribute('aria-pressed')).to.equal('true');
    expect(status(el)).to.equal('На букву «Ф»: 1 человек');
  });

  it('follows hash changes, and shows everyone for a letter nobody has', async () => {
    const el = await personList();
    location.hash = '#letter-Л';
    await waitFor(() => visible(el).length === 1, 3000, 'hashchange');
    expect(visible(el)).to.deep.equal(['Лебедева Анна']);
    location.hash = '#letter-Я';
    await waitFor(() => visible(el).length === 10, 3000, 'unknown letter');
    expect(part(el, 'all').getAttribute('aria-pressed')).to.equal('true');
  });

  it('files people by data-letter and [data-name] when the page gives them', async () => {
    const el = await fixture(
      html`<biz-person-list>
        <ol>
          <li data-letter="Ш"><img alt="" /> «Щукин» и партнёры</li>
          <li><span class="role">министр</span> <b data-name>Белозёров Андрей</b></li>
        </ol>
      </biz-person-list>`,
    );
    await waitFor(() => el.shadowRoot?.querySelector('[part~=toolbar]'));
    expect(letterButton(el, 'Ш').disabled).to.equal(false);
    expect(letterButton(el, 'Щ').disabled).to.equal(true);
    expect(letterButton(el, 'Б').disabled).to.equal(false);
    expect(letterButton(el, 'М').disabled).to.equal(true);
  });

  it('is an APG toolbar: one tab stop, arrows skip disabled letters, Home/End, Enter chooses', async () => {
    const el = await personList();
    const tabbable = () => parts<HTMLButtonElement>(el, 'letter').filter((b) => b.tabIndex === 0);
    expect(tabbable()).to.deep.equal([part(el, 'all')]);
    const before = document.createElement('button');
    before.textContent = 'до';
    el.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    const focused = () => el.shadowRoot!.activeElement?.textContent;
    expect(focused()).to.equal('Все');
    await sendKeys({ press: 'ArrowRight' });
    await eventually(() => expect(focused()).to.equal('А'));
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await eventually(() => expect(focused()).to.equal('Е')); // В, Г, Д are skipped
    await sendKeys({ press: 'End' });
    await eventually(() => expect(focused()).to.equal('Ф'));
    await sendKeys({ press: 'ArrowRight' });
    await eventually(() => expect(focused()).to.equal('Все')); // wraps
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await eventually(() => expect(focused()).to.equal('С'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => visible(el).length === 1, 2000, 'filtered');
    expect(visible(el)).to.deep.equal(['Смирнова Татьяна']);
    expect(hashLetter()).to.equal('С');
    expect(tabbable().map((b) => b.textContent)).to.deep.equal(['С']);
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: ' ' }); // the space bar (Firefox knows no key "Space");
    await waitFor(() => visible(el).length === 10, 2000, 'everyone');
    expect(visible(el)).to.have.length(10);
    // Tab leaves the toolbar for the list.
    await sendKeys({ press: 'Tab' });
    await waitFor(() => document.activeElement === el.querySelector('a'), 3000, 'focus');
    before.remove();
  });

  it("hides people even when the page's CSS sets their display", async () => {
    const pageCss = new CSSStyleSheet();
    pageCss.replaceSync('.grid-people li { display: grid; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageCss];
    try {
      const el = await fixture(
        html`<biz-person-list>
          <ul class="grid-people">
            ${PEOPLE.map((name) => html`<li>${name}</li>`)}
          </ul>
        </biz-person-list>`,
      );
      await waitFor(() => el.shadowRoot?.querySelector('[part~=toolbar]'));
      letterButton(el, 'Л').click();
      await waitFor(() => visible(el).length === 1, 2000, 'filtered');
      expect(visible(el)).to.deep.equal(['Лебедева Анна']);
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== pageCss);
    }
  });

  it('follows the list when the page changes it', async () => {
    const el = await personList();
    letterButton(el, 'Ф').click();
    await waitFor(() => visible(el).length === 1, 2000, 'filtered');
    const li = document.createElement('li');
    li.textContent = 'Фролова Дарья';
    el.querySelector('ul')!.append(li);
    await waitFor(() => status(el) === 'На букву «Ф»: 2 человека', 1000, 'new person');
    expect(visible(el)).to.deep.equal(['Фомин Олег', 'Фролова Дарья']);
    const other = document.createElement('li');
    other.textContent = 'Яковлев Игорь';
    el.querySelector('ul')!.append(other);
    await waitFor(() => !letterButton(el, 'Я').disabled, 1000, 'new letter');
    expect(other.hidden).to.equal(true);
  });

  it('shows everyone again and leaves nothing behind when removed', async () => {
    await tracking(async (tracker) => {
      const el = await personList();
      letterButton(el, 'К').click();
      await waitFor(() => visible(el).length === 3, 2000, 'filtered');
      const items = Array.from(el.querySelectorAll('li'));
      expect(items.filter((li) => li.hidden)).to.have.length(7);
      const sheets = document.adoptedStyleSheets.length;
      el.remove();
      await waitFor(() => items.every((li) => !li.hidden), 2000, 'everyone again');
      expect(items.filter((li) => li.hidden)).to.have.length(0);
      expect(document.adoptedStyleSheets.length).to.equal(sheets - 1);
      expectNothingLeft(tracker.active(), EVERY_COUNT);
    });
  });
});
