/**
 * What a screen reader is given, checked in every engine so that it does not rest on
 * one screen reader (`npm run sr` hears Orca itself): the sign-in dialog's name and focus on
 * opening, a vote's thanks in a polite region nothing holds back, new-comment notices that never
 * interrupt, each comment one named frame with its score named, and «/» only where nothing
 * holds focus or a caret.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-auth-modal/biz-auth-modal.ts';
import '../../elements/biz-bookmark/biz-bookmark.ts';
import '../../elements/biz-comments/biz-comments.ts';
import '../../elements/biz-poll/biz-poll.ts';
import '../../elements/biz-search/biz-search.ts';
import '../../elements/biz-slider/biz-slider.ts';
import { db, DEMO_ACCOUNT, publishQueuedComment } from '../../mocks/browser.ts';
import { auth } from '../../src/services/auth.ts';
import { comment, mountComments } from './biz-comments.fixtures.ts';
import { mountAuthModal } from './biz-auth-modal.fixtures.ts';
import { emulateMedia, freshPage } from './helpers.ts';
import { rendered, settle, waitFor } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';

/** Relative luminance of a CSS `rgb()`/`rgba()` colour (WCAG 2). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two CSS colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The text of the elements an id-list attribute of `el` names, in its order, inside `root`. */
const named =
  (attribute: 'aria-labelledby' | 'aria-describedby') => (root: ShadowRoot, el: Element) =>
    (el.getAttribute(attribute) ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => root.getElementById(id)?.textContent?.replace(/\s+/g, ' ').trim() ?? '')
      .join(', ');

/** The text of the elements an `aria-labelledby` names, in its order, inside `root`. */
const labelledBy = named('aria-labelledby');

/** The text of the elements an `aria-describedby` names, in its order, inside `root`. */
const describedBy = named('aria-describedby');

/** Whether `el` or an ancestor (across its shadow root up to the page) matches `selector`. */
function within(el: Element, selector: string): boolean {
  for (let node: Node | null = el; node;) {
    if (node instanceof Element && node.matches(selector)) return true;
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return false;
}

const LIVE = '[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]';

describe('what a screen reader is given', () => {
  beforeEach(freshPage);

  it('1. sign-in: focus moves into the named dialog while the page is still there, which stays a while (a screen reader is still speaking), then it turns modal keeping focus', async () => {
    const el = await mountAuthModal();
    await rendered(el);
    await el.preload();
    const opener = document.createElement('button');
    opener.textContent = 'Войти';
    opener.addEventListener('click', () => el.show('login'));
    el.before(opener);
    opener.focus();
    const dialog = part<HTMLDialogElement>(el, 'dialog');
    const state = () => `open=${dialog.open} modal=${dialog.matches(':modal')}`;
    const seen: string[] = [];
    const onFocus = (event: FocusEvent) => {
      const target = event.composedPath()[0] as HTMLElement;
      seen.push(`focus ${target.getAttribute('name') ?? target.localName}, ${state()}`);
    };
    document.addEventListener('focusin', onFocus);
    opener.click();
    const email = el.querySelector<HTMLInputElement>('form[slot=login] input[name=email]')!;
    await waitFor(() => document.activeElement === email, 3000, 'focus on the e-mail');
    // Turning modal builds the dialog's accessibility subtree anew; two frames after focus came,
    // Orca was still speaking the field and spoke the dead copy's empty names (npm run sr).
    await settle(300);
    expect(state(), 'still non-modal 0.3 s after focus came').to.equal('open=true modal=false');
    await waitFor(() => dialog.matches(':modal'), 5000, 'modal');
    await settle(50);
    document.removeEventListener('focusin', onFocus);
    // Focus came from the opener straight to the e-mail, the page still in the tree (not yet
    // modal); turning modal moved it nowhere else.
    // (show() focuses the dialog's first control, and turning modal gives focus back to the
    // opener for a moment, each in the same task as the move to the e-mail: no screen reader
    // hears them, `npm run sr` checks what Orca says.)
    const first = seen.findIndex((line) => line.startsWith('focus email'));
    expect(seen[first], seen.join('; ')).to.equal('focus email, open=true modal=false');
    expect(seen.at(-1)).to.equal('focus email, open=true modal=true');
    expect(document.activeElement).to.equal(email);
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(labelledBy(el.shadowRoot!, dialog)).to.equal('Личный кабинет');
    expect(email.labels?.[0]?.textContent?.trim() || email.getAttribute('aria-label')).to.match(
      /почта|e-mail/i,
    );
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open, 2000, 'closed');
    await waitFor(() => document.activeElement === opener, 2000, 'focus back on the opener');
    opener.remove();
  });

  it('2. poll: the thanks lands in a polite region that was there before and that nothing holds busy', async () => {
    const el = await fixture(html`
      <biz-poll poll-id="7" action="/polls/vote">
        <form action="/polls/vote" method="post">
          <input type="hidden" name="poll_id" value="7" />
          <fieldset>
            <legend>Как изменится выручка вашей компании в этом году?</legend>
            <label><input type="radio" name="question" value="71" /> Вырастет</label>
            <label><input type="radio" name="question" value="74" /> Снизится</label>
          </fieldset>
          <button type="submit">Голосовать</button>
        </form>
      </biz-poll>
    `);
    await waitFor(() => el.shadowRoot?.querySelector('[part~=vote]'), 3000, 'render');
    const status = part(el, 'status');
    expect(status.getAttribute('aria-live')).to.equal('polite');
    expect(status.textContent).to.equal('');
    parts(el, 'variant')[0]!.querySelector('input')!.click();
    part<HTMLButtonElement>(el, 'vote').click();
    await waitFor(() => status.textContent?.includes('Спасибо, ваш голос учтён.'), 3000, 'thanks');
    expect(part(el, 'status'), 'the same region').to.equal(status);
    expect(within(status, '[aria-busy=true]'), 'no busy ancestor holds it back').to.equal(false);
    expect(part(el, 'vote').textContent).to.equal('вы проголосовали');
  });

  it('2. bookmark: «Добавлено в закладки.» lands in a polite region that was in the tree, empty and taking no room, before', async () => {
    db.session = DEMO_ACCOUNT.email;
    auth().login({ username: 'Анна Соколова', userpic: '/userpics/sokolova.svg' });
    const el = await fixture(html`<biz-bookmark item-id="1024" type="1"></biz-bookmark>`);
    await waitFor(() => el.shadowRoot?.querySelector('[part=button]'), 3000, 'render');
    const region = el.shadowRoot!.querySelector<HTMLElement>('[aria-live=polite]')!;
    expect(region.textContent).to.equal('');
    // Rendered (a region under display: none is not in the tree, and one that appears with
    // its text is not announced), clipped to 1 px so that nothing shows.
    expect(getComputedStyle(region).display).to.not.equal('none');
    const box = region.getBoundingClientRect();
    expect(box.width * box.height, 'it takes no room').to.be.at.most(1);
    part(el, 'button').click();
    await waitFor(() => region.textContent?.includes('Добавлено в закладки.'), 3000, 'notice');
    expect(el.shadowRoot!.querySelector('[aria-live=polite]'), 'the same region').to.equal(region);
    expect(region.querySelector(LIVE), 'announced through it, not a region inside').to.equal(null);
    expect(region.getBoundingClientRect().width, 'now shown').to.be.above(50);
  });

  it('4. «N новых комментариев» is in no live region: it never interrupts', async () => {
    const el = await mountComments({ 'poll-interval': '80' });
    publishQueuedComment();
    const button = await waitFor(
      () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=new-comments]'),
      5000,
      'the new-comments button',
    );
    expect(button.textContent).to.equal('1 новый комментарий');
    expect(within(button, LIVE)).to.equal(false);
    // Later polls change its count, still unannounced.
    publishQueuedComment();
    await waitFor(() => button.textContent === '2 новых комментария', 5000, 'two');
    expect(within(button, LIVE)).to.equal(false);
  });

  it('5–6. each comment is one frame named «Комментарий» (neither author nor date is said twice); «+» names the score; reactions name their comment', async () => {
    const el = await mountComments();
    const root = el.shadowRoot!;
    for (const article of parts(el, 'comment').slice(0, 10)) {
      const author = article.querySelector(':scope > h3')!.textContent!.trim();
      const date = article.querySelector(':scope > a[part~=permalink]')!.textContent!.trim();
      expect(article.localName).to.equal('article');
      // The frame's name repeats nothing said inside it (Orca said the date twice when the
      // frame was named by its permalink); who and when are its description.
      expect(article.getAttribute('aria-label')).to.be.oneOf(['Комментарий', 'Ответ']);
      expect(article.hasAttribute('aria-labelledby')).to.equal(false);
      expect(describedBy(root, article), 'who and when, when focus lands on the frame').to.equal(
        `${author}, ${date}`,
      );
      const sum = article.querySelector(':scope > [part~=rating]')!;
      expect(sum.getAttribute('aria-hidden'), 'the bare number is not read').to.equal('true');
      const plus = article.querySelector(':scope > [part~=plus]')!;
      expect(plus.getAttribute('aria-label')).to.match(
        new RegExp(
          `^Плюс комментарию: ${author}.*, рейтинг ${sum.textContent!.replace('+', '\\+')}$`,
        ),
      );
      const react = article.querySelector(':scope > [part~=react]')!;
      expect(react.getAttribute('aria-label')).to.contain(`: ${author}`);
    }
    const reactNames = parts(el, 'react').map((b) => b.getAttribute('aria-label'));
    expect(new Set(reactNames).size, 'no two reactions buttons share a name').to.equal(
      reactNames.length,
    );
    expect(comment(el, '5001').getAttribute('aria-label')).to.equal('Комментарий');
    // The skip links: one hidden line, no link clipped on its own.
    const skip = root.querySelector<HTMLElement>('.skip')!;
    expect(skip.getBoundingClientRect().height).to.be.at.most(1);
    for (const link of parts(el, 'skip-link'))
      expect(getComputedStyle(link).position).to.equal('static');
  });

  it('8. the slider’s buttons: a focus ring 3:1 against the band inside it, and on any grey from black to white some part of it 3:1 apart, in both schemes', async () => {
    const el = await fixture(html`
      <biz-slider>
        <figure><img src="/pics/park.svg" alt="Схема парка" width="600" height="338" /></figure>
        <figure><img src="/pics/workshop.svg" alt="Цех" width="600" height="338" /></figure>
      </biz-slider>
    `);
    await waitFor(() => el.shadowRoot?.querySelector('[part~=next]'), 3000, 'render');
    try {
      for (const scheme of ['light', 'dark'] as const) {
        await emulateMedia({ colorScheme: scheme });
        for (const name of ['previous', 'next', 'rotation']) {
          const button = part(el, name);
          await sendKeys({ press: 'Shift' }); // a key first: the focus that follows is visible
          button.focus();
          await waitFor(() => button.matches(':focus-visible'), 2000, `${name} focused`);
          const style = getComputedStyle(button);
          const band = style.boxShadow.match(/rgba?\([^)]*\)/g) ?? [];
          expect(band, `${scheme} ${name}: ${style.boxShadow}`).to.have.length(2);
          expect(style.outlineWidth).to.equal('3px');
          expect(
            contrast(style.outlineColor, band[0]!),
            `${scheme} ${name}: ${style.outlineColor} on ${band[0]}`,
          ).to.be.at.least(3);
          // Over a photo: whatever its tone, the ring or a band differs 3:1 or more from it.
          const tones = [style.outlineColor, ...band];
          for (let v = 0; v <= 255; v += 5) {
            const grey = `rgb(${v}, ${v}, ${v})`;
            const best = Math.max(...tones.map((tone) => contrast(tone, grey)));
            expect(best, `${scheme} ${name} over ${grey}`).to.be.at.least(3);
          }
        }
      }
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it('7. «/» opens search only while nothing holds focus or a caret', async () => {
    const box = await fixture<HTMLDivElement>(
      `<div><p id="text">Текст статьи для чтения.</p><a id="link" href="#x">Ссылка</a><biz-search action="/search" debounce="20"></biz-search></div>`,
    );
    const el = box.querySelector('biz-search')!;
    await waitFor(() => el.shadowRoot?.querySelector('[part=open]'), 3000, 'render');
    const isOpen = () =>
      Boolean(el.shadowRoot?.querySelector<HTMLDialogElement>('[part~=dialog]')?.open);
    // Focus on a link (where a screen reader's browse mode puts it): «/» is a character.
    box.querySelector<HTMLElement>('#link')!.focus();
    await sendKeys({ press: '/' });
    await settle(100);
    expect(isOpen(), 'on a link').to.equal(false);
    // A caret in the text (a reader moving through it): nothing either.
    (document.activeElement as HTMLElement).blur();
    const text = box.querySelector('#text')!.firstChild!;
    getSelection()!.collapse(text, 5);
    await sendKeys({ press: '/' });
    await settle(100);
    expect(isOpen(), 'with a caret in the text').to.equal(false);
    // Nothing focused, no caret: the shortcut works.
    getSelection()!.removeAllRanges();
    await sendKeys({ press: '/' });
    await waitFor(isOpen, 5000, 'open');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !isOpen(), 2000, 'closed');
  });
});
