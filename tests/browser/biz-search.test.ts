import { manualClock, setClock } from '../../src/element/clock.ts';
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { delay, http, HttpResponse } from 'msw';
import '../../elements/biz-search/biz-search.ts';
import { worker } from '../../mocks/browser.ts';
import { freshPageEachTest } from './helpers.ts';
import { idle, nextFrame, settle, rendered, waitFor, eventually } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';
import { listen, sent } from './helpers/calls.ts';
import { endFaults, errorKinds, faultCases, forceFault } from './helpers/faults.ts';
import { expectNothingLeft, tracking } from './helpers/resources.ts';
import { poke, recordXss, xssVectors } from './biz-live-xss.harness.ts';

const deep = (el: Element) => el.shadowRoot!.activeElement;
const results = (el: Element) => parts(el, 'result');
/** Whether the popup shows (it is not there at all until first opened: it loads then). */
const isOpen = (el: Element) =>
  Boolean(el.shadowRoot?.querySelector<HTMLDialogElement>('[part~=dialog]')?.open);

async function mount(attrs = 'debounce="20"') {
  const box = await fixture<HTMLDivElement>(
    `<div><input id="page-field" aria-label="Поле страницы" /><biz-search action="/search" ${attrs}></biz-search></div>`,
  );
  const el = box.querySelector('biz-search')!;
  await waitFor(() => el.shadowRoot?.querySelector('[part=open]'), 2000, 'render');
  return el;
}

async function openWithCtrlK(el: Element) {
  (document.activeElement as HTMLElement | null)?.blur();
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'k' });
  await sendKeys({ up: 'Control' });
  await waitFor(() => isOpen(el), 5000, 'open'); // the first open loads the popup
  await waitFor(() => deep(el) === part(el, 'input'), 2000, 'focus in the input');
  await nextFrame(); // the opening animation has started; axe measures colours mid-fade otherwise
  await Promise.all(
    part(el, 'dialog')
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined)),
  );
}

/** Puts `text` into the query as one edit (keyboard typing is covered by its own tests). */
async function type(el: Element, text: string) {
  const input = part<HTMLInputElement>(el, 'input');
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await nextFrame();
}

const answer = (count: number, total = count, label = 'Итог') => ({
  total_found: total,
  html: Array.from(
    { length: count },
    (_, i) => `<article class="search-result"><a href="/article/${i}">${label} ${i}</a></article>`,
  ).join(''),
});

describe('<biz-search>', () => {
  freshPageEachTest();

  it('opens with Ctrl+K, focuses the query, closes with Esc and gives focus back; accessible', async () => {
    const el = await mount();
    // The popup is not in the page until first asked for (its chunk loads then).
    expect(el.shadowRoot!.querySelector('[part~=dialog]')).to.equal(null);
    await expect(el).to.be.accessible();
    const field = document.getElementById('page-field')!;
    field.focus();
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'k' });
    await sendKeys({ up: 'Control' });
    await waitFor(() => isOpen(el), 5000, 'open'); // the first open loads the popup
    await waitFor(() => deep(el) === part(el, 'input'));
    await nextFrame();
    await Promise.all(
      part(el, 'dialog')
        .getAnimations()
        .map((a) => a.finished.catch(() => undefined)),
    );
    expect(part(el, 'dialog-title').textContent).to.equal('Поиск по сайту');
    expect(part(el, 'dialog').getAttribute('aria-modal')).to.equal('true');
    const tabs = parts(el, 'period');
    expect(tabs.map((t) => t.textContent)).to.deep.equal([
      'За всё время',
      'За год',
      'За месяц',
      'За неделю',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).to.equal('true');
    expect(part(el, 'sort').getAttribute('aria-pressed')).to.equal('false');
    await expect(el).to.be.accessible();
    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i++) await sendKeys({ press: 'Tab' });
    await eventually(() => expect(part(el, 'dialog').contains(deep(el))).to.equal(true));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !isOpen(el), 2000, 'closed');
    await waitFor(() => document.activeElement === field, 2000, 'focus back');
  });

  it('"/" opens it, but not while the reader types in a field', async () => {
    const el = await mount();
    const field = document.getElementById('page-field') as HTMLInputElement;
    field.focus();
    await sendKeys({ type: 'a/b' });
    await nextFrame();
    expect(field.value).to.equal('a/b');
    expect(isOpen(el)).to.equal(false);
    field.blur();
    await sendKeys({ press: '/' });
    await waitFor(() => isOpen(el), 5000, 'open'); // the first open loads the popup
    await waitFor(() => deep(el) === part(el, 'input'));
    await sendKeys({ type: 'па/рк' }); // "/" inside the query is text
    expect(part<HTMLInputElement>(el, 'input').value).to.equal('па/рк');
  });

  it('searches after typing settles, sends the exact fields, shows 12 results and announces the count', async () => {
    const events = listen<{ query: string; page: number; total: number }>('biz-search-load');
    // Four keystrokes 20 ms apart on the page's clock, however slow the machine is (set before
    // the popup opens, so no timer of the real clock is pending).
    const time = manualClock();
    // Counts the waits set on the clock: each keystroke's debounce sets one when its render's
    // effect runs, which a slower engine or a loaded machine does after the next frames.
    let waits = 0;
    const setWait = time.setTimeout;
    time.setTimeout = (fn, ms) => {
      waits += 1;
      return setWait(fn, ms);
    };
    setClock(time);
    const el = await mount('debounce="300"');
    await openWithCtrlK(el);
    const input = part<HTMLInputElement>(el, 'input');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const text of ['о', 'ок', 'окс', 'окск']) {
      const before = waits;
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // The input is handled and its wait set on the clock.
      await waitFor(() => waits > before, 2000, `the wait after «${text}»`);
      time.tick(20);
    }
    time.tick(279); // 299 ms after the last keystroke
    await waitFor(() => time.pending > 0, 2000, 'not due yet'); // a search that fired early leaves none
    // Still typing: no search of what was typed here. (Only these queries count: the previous
    // test's last search, sent on the real clock just before its element was removed, can reach
    // the backend's log after this test's fresh start; it failed here once in Firefox in CI.)
    const typed = ['о', 'ок', 'окс', 'окск'];
    const ours = () => sent('/search').filter((body) => typed.includes(String(body.query)));
    expect(ours(), JSON.stringify(sent('/search'))).to.have.length(0);
    time.tick(1);
    setClock(null);
    await waitFor(() => results(el).length === 12, 3000, 'results');
    expect(ours(), JSON.stringify(sent('/search'))).to.deep.equal([
      { query: 'окск', period: '1', newest_begin: '0', page: '1' },
    ]);
    const total = events[0]!.detail.total;
    expect(total).to.be.greaterThan(12);
    expect(part(el, 'count').getAttribute('role')).to.equal('status');
    expect(part(el, 'count').textContent).to.match(/^Найден[о]? \d+ материал/);
    expect(part(el, 'footer').textContent).to.contain(`Показано 12 из ${total}`);
    expect(results(el)[0]!.querySelector('b')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('period tabs (arrows) and the newest-first toggle search again at once', async () => {
    const el = await mount();
    await openWithCtrlK(el);
    await type(el, 'завод');
    await waitFor(() => sent('/search').length === 1);
    parts(el, 'period')[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => sent('/search').length === 2);
    expect(sent('/search')[1]).to.deep.equal({
      query: 'завод',
      period: '2',
      newest_begin: '0',
      page: '1',
    });
    expect(parts(el, 'period')[1]!.getAttribute('aria-selected')).to.equal('true');
    part(el, 'sort').click();
    await waitFor(() => sent('/search').length === 3);
    expect(sent('/search')[2]).to.include({ period: '2', newest_begin: '1' });
    expect(part(el, 'sort').getAttribute('aria-pressed')).to.equal('true');
  });

  it('drops the answer to an older query (aborted)', async () => {
    const asked: string[] = [];
    worker.use(
      http.post('*/search', async ({ request }) => {
        const query = new URLSearchParams(await request.text()).get('query');
        asked.push(query ?? '');
        if (query === 'медленно') {
          await delay(300);
          return HttpResponse.json(answer(2, 2, 'Старое'));
        }
        return HttpResponse.json(answer(3, 3, 'Новое'));
      }),
    );
    const el = await mount();
    await openWithCtrlK(el);
    await type(el, 'медленно');
    await waitFor(() => asked.includes('медленно'), 3000, 'first search'); // now in flight
    await type(el, 'быстро');
    await waitFor(() => results(el).length === 3, 2000, 'new results');
    await settle(400); // negative check: the stale answer would have arrived by now
    expect(results(el).map((r) => r.textContent)).to.deep.equal(['Новое 0', 'Новое 1', 'Новое 2']);
  });

  it('loads the next page when the results are scrolled within 50 px of the end', async () => {
    const el = await mount();
    await openWithCtrlK(el);
    await type(el, 'окск');
    await waitFor(() => results(el).length === 12, 3000, 'page 1');
    const box = part(el, 'results');
    box.scrollTop = box.scrollHeight - box.clientHeight - 80; // not yet
    box.dispatchEvent(new Event('scroll'));
    await idle(el); // had the event started a call, idle waits for its answer
    expect(sent('/search')).to.have.length(1);
    box.scrollTop = box.scrollHeight - box.clientHeight - 45;
    box.dispatchEvent(new Event('scroll'));
    await waitFor(() => results(el).length > 12, 3000, 'page 2');
    expect(sent('/search')[1]).to.include({ query: 'окск', page: '2' });
  });

  it('hides the footer below 12 results and pages with «Показать ещё» from the keyboard', async () => {
    worker.use(
      http.post('*/search', async ({ request }) => {
        const fields = new URLSearchParams(await request.text());
        if (fields.get('query') === 'мало') return HttpResponse.json(answer(11));
        return HttpResponse.json(answer(12, 14));
      }),
    );
    const el = await mount();
    await openWithCtrlK(el);
    await type(el, 'мало');
    await waitFor(() => results(el).length === 11);
    expect(el.shadowRoot!.querySelector('[part=footer]')).to.equal(null);
    await type(el, 'много');
    await waitFor(() => el.shadowRoot!.querySelector('[part=more]'), 2000, 'more');
    part(el, 'more').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => results(el).length === 24);
    expect(part(el, 'footer').textContent).to.contain('Показано 14 из 14');
    expect(el.shadowRoot!.querySelector('[part=more]')).to.equal(null);
  });

  it('zero results: «Ничего не найдено»', async () => {
    const el = await mount();
    await openWithCtrlK(el);
    await type(el, 'абырвалг');
    const empty = await waitFor(() => el.shadowRoot!.querySelector('[part=empty]'), 3000, 'empty');
    expect(empty.textContent).to.equal('Ничего не найдено');
    expect(empty.closest('[role=status]')).to.not.equal(null);
    expect(el.shadowRoot!.querySelector('[part=footer]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  for (const [mode, kind, reason] of faultCases('http500', 'network', 'timeout', 'wrong-shape')) {
    it(`a ${mode} failure is explained, the query kept, and retry works`, async () => {
      forceFault(mode, '/search', { latencyMs: 50 });
      const errors = listen<{ endpoint: string; kind: string }>('biz-error');
      const el = await mount();
      await openWithCtrlK(el);
      await type(el, 'окск');
      await waitFor(() => el.shadowRoot!.querySelector('[part=error]'), 3000, 'error');
      expect(part(el, 'error').textContent).to.contain('Поиск не удался.').and.contain(reason);
      expect(errorKinds(errors)).to.deep.equal([['/search', kind]]);
      expect(part<HTMLInputElement>(el, 'input').value).to.equal('окск');
      endFaults();
      part(el, 'retry').click();
      await waitFor(() => results(el).length === 12, 3000, 'retried');
    });
  }

  it('page controls named by `trigger` open it with their text', async () => {
    const el = await mount('debounce="20" trigger="#page-field"');
    const field = document.getElementById('page-field') as HTMLInputElement;
    field.focus();
    await sendKeys({ type: 'з' });
    // WCAG 3.2.2: typing in the page's field does not open the popup; Enter does.
    await settle(50);
    expect(isOpen(el), 'typing never opens it').to.equal(false);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => isOpen(el), 5000, 'open'); // the first open loads the popup
    await waitFor(() => deep(el) === part(el, 'input'));
    expect(part<HTMLInputElement>(el, 'input').value).to.equal('з');
    await sendKeys({ type: 'авод' });
    await waitFor(() => sent('/search').some((b) => b.query === 'завод'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => document.activeElement === field, 2000, 'focus back to the trigger');
  });

  it("the trigger's form (its button, Enter, requestSubmit) opens the popup, never leaves the page", async () => {
    const box = await fixture<HTMLDivElement>(
      `<div><form role="search" action="/search" method="get"><input id="head-field" name="query" aria-label="Поиск по сайту" /><button type="submit">Найти</button></form><biz-search action="/search" debounce="20" trigger="#head-field" open-button="hidden"></biz-search></div>`,
    );
    const el = box.querySelector('biz-search')!;
    const form = box.querySelector('form')!;
    const field = box.querySelector<HTMLInputElement>('#head-field')!;
    const button = box.querySelector<HTMLButtonElement>('button')!;
    const left: boolean[] = [];
    // Runs after the element's own listener: records whether the page would have been left.
    const guard = (event: Event) => {
      left.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('submit', guard);
    const close = async () => {
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !isOpen(el), 2000, 'closed');
    };
    try {
      await rendered(el);
      // WCAG 3.2.2: typing stays in the page's field, the header button opens the
      // popup with it.
      field.focus();
      await sendKeys({ type: 'завод' });
      await settle(50);
      expect(isOpen(el), 'typing never opens it').to.equal(false);
      expect(field.value).to.equal('завод');
      button.click();
      await waitFor(() => isOpen(el), 2000, 'open by the button');
      expect(part<HTMLInputElement>(el, 'input').value).to.equal('завод');
      await waitFor(() => sent('/search').some((b) => b.query === 'завод'));
      await close();
      // Text put there without typing (autofill, back button): the button carries it over.
      field.value = 'порт';
      button.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => isOpen(el), 2000, 'open by Enter on the button');
      expect(part<HTMLInputElement>(el, 'input').value).to.equal('порт');
      await close();
      field.value = 'биржа';
      field.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => isOpen(el), 2000, 'open by Enter in the field');
      expect(part<HTMLInputElement>(el, 'input').value).to.equal('биржа');
      await close();
      form.requestSubmit();
      await waitFor(() => isOpen(el), 2000, 'open by requestSubmit');
      expect(left).to.deep.equal([false, false, false]);
    } finally {
      window.removeEventListener('submit', guard);
    }
  });

  it('shortcut="off" turns «/» off (Ctrl+K stays); «/» never fires in editable widgets', async () => {
    const el = await mount('debounce="20" shortcut="off"');
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: '/' });
    await settle(50);
    expect(isOpen(el), '«/» is off').to.equal(false);
    expect(part(el, 'open').getAttribute('aria-keyshortcuts')).to.equal('Control+K');
    expect(part(el, 'open').getAttribute('title')).to.not.contain('«/»');
    await openWithCtrlK(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !isOpen(el), 2000, 'closed');

    const on = await mount();
    const editor = await fixture<HTMLDivElement>(
      '<div><div contenteditable="true" aria-label="Заметка"></div><div role="textbox" tabindex="0" aria-label="Поле"></div></div>',
    );
    for (const field of Array.from(editor.children) as HTMLElement[]) {
      field.focus();
      await sendKeys({ press: '/' });
      await settle(50);
      expect(isOpen(on), field.getAttribute('aria-label')!).to.equal(false);
    }
  });

  it('its button and the page triggers say they open a dialog, and whether it is open', async () => {
    const box = await fixture<HTMLDivElement>(
      `<div><form role="search" action="/search"><input id="head-field" name="query" aria-label="Поиск" /><button type="submit">Найти</button></form><button id="head-button" type="button">Поиск</button><biz-search action="/search" debounce="20" trigger="#head-field, #head-button"></biz-search></div>`,
    );
    const el = box.querySelector('biz-search')!;
    const field = box.querySelector<HTMLInputElement>('#head-field')!;
    const submit = box.querySelector<HTMLButtonElement>('button[type=submit]')!;
    const headButton = box.querySelector<HTMLButtonElement>('#head-button')!;
    await waitFor(() => el.shadowRoot?.querySelector('[part=open]'), 2000, 'render');
    const own = part(el, 'open');
    await waitFor(() => field.getAttribute('aria-haspopup') === 'dialog', 2000, 'trigger marked');
    for (const control of [own, submit, headButton]) {
      expect(control.getAttribute('aria-haspopup')).to.equal('dialog');
      expect(control.getAttribute('aria-expanded')).to.equal('false');
    }
    expect(field.hasAttribute('aria-expanded'), 'not allowed on a text field').to.equal(false);
    headButton.click();
    await waitFor(() => isOpen(el), 5000, 'open'); // the first open loads the popup
    for (const control of [own, submit, headButton]) {
      await waitFor(() => control.getAttribute('aria-expanded') === 'true', 2000, 'expanded');
    }
    const form = part(el, 'input').closest('form')!;
    expect(form.getAttribute('role')).to.equal('search');
    expect(form.getAttribute('aria-label')).to.equal('Запрос и фильтры поиска');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => submit.getAttribute('aria-expanded') === 'false', 2000, 'collapsed');
    expect(own.getAttribute('aria-expanded')).to.equal('false');
    el.remove();
    await settle();
    expect(field.hasAttribute('aria-haspopup'), 'the page gets its markup back').to.equal(false);
    expect(submit.hasAttribute('aria-expanded')).to.equal(false);
  });

  it('open-button="hidden" still shows its own button while every page trigger is hidden', async () => {
    const box = await fixture<HTMLDivElement>(
      `<div><form id="head" role="search" action="/search" style="display: none"><input id="head-field" name="query" aria-label="Поиск" /><button type="submit">Найти</button></form><biz-search action="/search" debounce="20" trigger="#head-field" open-button="hidden"></biz-search></div>`,
    );
    const el = box.querySelector('biz-search')!;
    await waitFor(() => el.shadowRoot?.querySelector('[part=open]'), 2000, 'its own button');
    part(el, 'open').click();
    await waitFor(() => isOpen(el), 2000, 'open by it');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !isOpen(el), 2000, 'closed');
    box.querySelector<HTMLFormElement>('#head')!.style.display = '';
    await waitFor(
      () => !el.shadowRoot!.querySelector('[part=open]'),
      2000,
      'the page field is back',
    );
    box.querySelector<HTMLFormElement>('#head')!.style.display = 'none';
    await waitFor(() => el.shadowRoot!.querySelector('[part=open]'), 2000, 'hidden again');
  });

  it('no payload of the XSS corpus executes from a search answer', async () => {
    const xss = recordXss();
    try {
      worker.use(
        http.post('*/search', () =>
          HttpResponse.json({
            total_found: xssVectors.length,
            html: xssVectors.map((v) => v.payload).join('\n'),
          }),
        ),
      );
      const el = await mount();
      await openWithCtrlK(el);
      await type(el, 'xss');
      await waitFor(() => el.shadowRoot!.querySelector('[part=count]')?.textContent, 3000);
      await poke(part(el, 'results'));
      expect(xss.hits).to.deep.equal([]);
      el.remove();
    } finally {
      xss.stop();
    }
  });

  it('leaves no listener, timer or observer behind when removed', async () => {
    await tracking(async (tracker) => {
      // (sendKeys keeps runner timers of its own: the popup is opened and filled without it.)
      const el = await mount();
      part(el, 'open').click();
      await waitFor(() => isOpen(el), 5000, 'open'); // the first open loads the popup
      const input = part<HTMLInputElement>(el, 'input');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        'окск',
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await waitFor(() => sent('/search').length === 1, 3000, 'the search sent');
      el.remove();
      await settle(50); // negative check: the aborted search may leave nothing behind
      expectNothingLeft(tracker.active());
    });
  });
});
