import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-toc/biz-toc.ts';
import { slugify } from '../../elements/biz-toc/slug.ts';
import { emulateMedia, freshPage } from './helpers.ts';
import { nextFrame, waitFor } from './helpers/wait.ts';
import { part, parts } from './helpers/shadow.ts';
import { expectNothingLeft, tracking } from './helpers/resources.ts';

const filler = (n: number) =>
  html`${Array.from({ length: n }, () => html`<p style="height: 400px">Текст раздела.</p>`)}`;

async function page() {
  const box = await fixture(
    html`<div>
      <biz-toc for="toc-article"></biz-toc>
      <article id="toc-article">
        <h2>Промышленный парк «Северный»</h2>
        ${filler(2)}
        <h3>Резиденты и инвестиции</h3>
        ${filler(2)}
        <h3 id="taxes">Налоговые льготы</h3>
        ${filler(2)}
        <h2>Что дальше</h2>
        ${filler(4)}
        <h4>Не входит в оглавление</h4>
      </article>
    </div>`,
  );
  const el = box.querySelector('biz-toc')!;
  await waitFor(() => parts(el, 'link').length === 4, 3000, 'links');
  return { box, el, article: box.querySelector('article')! };
}

describe('<biz-toc>', () => {
  beforeEach(freshPage);
  afterEach(async () => {
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('transliterates Russian headings into readable ids', () => {
    expect(slugify('Рост экспорта в 2026 году')).to.equal('rost-eksporta-v-2026-godu');
    expect(slugify('Щёки, ёжик и «Юг»!')).to.equal('shcheki-ezhik-i-iug');
    expect(slugify('…')).to.equal('');
  });

  it('lists h2 and nested h3 headings, adding ids only where missing', async () => {
    const { el, article } = await page();
    await expect(el).to.be.accessible();
    const links = parts<HTMLAnchorElement>(el, 'link');
    expect(links.map((a) => a.textContent)).to.deep.equal([
      'Промышленный парк «Северный»',
      'Резиденты и инвестиции',
      'Налоговые льготы',
      'Что дальше',
    ]);
    const ids = Array.from(article.querySelectorAll('h2, h3'), (h) => h.id);
    expect(ids).to.deep.equal([
      'promyshlennyi-park-severnyi',
      'rezidenty-i-investitsii',
      'taxes',
      'chto-dalshe',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(ids.map((id) => `#${id}`));
    // h3 entries are nested under their h2
    expect(links[1]!.closest('ol')!.parentElement!.closest('li')!.querySelector('a')).to.equal(
      links[0],
    );
    expect(el.shadowRoot!.querySelector('nav')!.getAttribute('aria-labelledby')).to.equal(
      'toc-title',
    );
    expect(part(el, 'title').textContent).to.equal('Содержание');
  });

  it('a link scrolls to its heading, focuses it and updates the address', async () => {
    const { el, article } = await page();
    const target = article.querySelector('#taxes') as HTMLElement;
    parts(el, 'link')[2]!.click();
    await waitFor(() => Math.abs(target.getBoundingClientRect().top) < 5, 3000, 'scrolled');
    await waitFor(() => document.activeElement === target, 3000, 'focus');
    expect(location.hash).to.equal('#taxes');
    await waitFor(() => parts(el, 'link')[2]!.getAttribute('aria-current') === 'location');
  });

  it('scrolls instantly when the reader prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el, article } = await page();
    const heading = article.querySelector('h2:last-of-type') as HTMLElement;
    const calls: ScrollIntoViewOptions[] = [];
    heading.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => {
      calls.push(options as ScrollIntoViewOptions);
    };
    parts(el, 'link')[3]!.click();
    expect(calls).to.deep.equal([{ behavior: 'auto', block: 'start' }]);
  });

  it('marks the section being read while the reader scrolls', async () => {
    const { el, article } = await page();
    const links = () => parts(el, 'link').map((a) => a.getAttribute('aria-current'));
    (article.querySelector('h2:last-of-type') as HTMLElement).scrollIntoView();
    await waitFor(() => links()[3] === 'location', 3000, 'last section current');
    expect(links().filter(Boolean)).to.have.length(1);
    (article.querySelector('h3') as HTMLElement).scrollIntoView();
    await waitFor(() => links()[1] === 'location', 3000, 'second section current');
  });

  it('follows headings added later', async () => {
    const { el, article } = await page();
    const h2 = document.createElement('h2');
    h2.textContent = 'Итоги года';
    article.append(h2);
    await waitFor(() => parts(el, 'link').length === 5, 3000, 'new link');
    expect(h2.id).to.equal('itogi-goda');
  });

  it('is reachable with the keyboard', async () => {
    const { el, article } = await page();
    parts(el, 'link')[0]!.focus();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => el.shadowRoot!.activeElement === parts(el, 'link')[1], 3000, 'focus');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => document.activeElement === article.querySelector('h3'));
  });

  it('says so when there are no headings', async () => {
    const box = await fixture(
      html`<div>
        <biz-toc for="empty-article"></biz-toc>
        <div id="empty-article"><p>Коротко.</p></div>
      </div>`,
    );
    const el = box.querySelector('biz-toc')!;
    await waitFor(() => el.shadowRoot?.textContent?.includes('В статье нет разделов.'));
    await expect(el).to.be.accessible();
  });

  it('disconnects its observers when removed', async () => {
    await tracking(async (tracker) => {
      const { box } = await page();
      await waitFor(() => tracker.active().observers > 0, 2000, 'observing');
      box.remove();
      await nextFrame(); // no network: removal cleans up synchronously
      expectNothingLeft(tracker.active(), ['timeouts', 'intervals', 'observers', 'frames']);
    });
  });
});
