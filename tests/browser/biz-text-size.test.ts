import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-text-size/biz-text-size.ts';
import { freshPage } from './helpers.ts';
import { nextFrame, rendered, waitFor } from './helpers/wait.ts';
import { part } from './helpers/shadow.ts';
import { listen } from './helpers/calls.ts';
import { tracking } from './helpers/resources.ts';

async function page() {
  const box = await fixture(
    html`<div>
      <biz-text-size for="body-under-test"></biz-text-size>
      <div id="body-under-test" class="article"><p>Текст статьи.</p></div>
    </div>`,
  );
  const el = box.querySelector('biz-text-size')!;
  const target = box.querySelector('#body-under-test')!;
  await waitFor(() => el.shadowRoot?.querySelector('[part=big]'), 2000, 'render');
  await rendered(el);
  return { box, el, target };
}

const sizeClasses = (target: Element) =>
  Array.from(target.classList).filter((c) => c.startsWith('word__'));

describe('<biz-text-size>', () => {
  beforeEach(freshPage);

  it('defaults to word__small, accessibly', async () => {
    const { el, target } = await page();
    await expect(el).to.be.accessible();
    expect(sizeClasses(target)).to.deep.equal(['word__small']);
    expect(part(el, 'small').getAttribute('aria-pressed')).to.equal('true');
    // WCAG 2.5.3: the name begins with the visible «А»; the tooltip names the size.
    expect(part(el, 'big').getAttribute('aria-label')).to.equal('А — крупный текст');
    expect(part(el, 'big').title).to.equal('Крупный текст');
    for (const size of ['small', 'medium', 'big']) {
      const button = part(el, size);
      const visible = button.textContent!.trim();
      expect(visible, size).to.equal('А');
      expect(button.getAttribute('aria-label')!.startsWith(visible), size).to.equal(true);
    }
  });

  it('switches the class, stores word__size and fires an event', async () => {
    const changes = listen<{ size: string }>('biz-text-size-change');
    const { el, target } = await page();
    part(el, 'big').click();
    await waitFor(() => sizeClasses(target).join() === 'word__big', 2000, 'big');
    expect(sizeClasses(target)).to.deep.equal(['word__big']);
    expect(localStorage.getItem('word__size')).to.equal('word__big');
    expect(part(el, 'big').getAttribute('aria-pressed')).to.equal('true');
    expect(part(el, 'small').getAttribute('aria-pressed')).to.equal('false');
    expect(changes.map((e) => e.detail)).to.deep.equal([{ size: 'big' }]);
    part(el, 'medium').click();
    await waitFor(() => sizeClasses(target).join() === 'word__medium', 2000, 'medium');
    expect(sizeClasses(target)).to.deep.equal(['word__medium']);
  });

  it('keeps the choice across a reload', async () => {
    localStorage.setItem('word__size', 'word__medium');
    const { el, target } = await page();
    expect(sizeClasses(target)).to.deep.equal(['word__medium']);
    expect(part(el, 'medium').getAttribute('aria-pressed')).to.equal('true');
  });

  it('follows a choice made in another tab', async () => {
    const { el, target } = await page();
    localStorage.setItem('word__size', 'word__big');
    window.dispatchEvent(new StorageEvent('storage', { key: 'word__size', newValue: 'word__big' }));
    await waitFor(() => sizeClasses(target).join() === 'word__big', 2000, 'big');
    expect(sizeClasses(target)).to.deep.equal(['word__big']);
    expect(part(el, 'big').getAttribute('aria-pressed')).to.equal('true');
  });

  it('is operated with the keyboard', async () => {
    const { el, target } = await page();
    part(el, 'small').focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => el.shadowRoot!.activeElement === part(el, 'big'), 3000, 'focus');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => sizeClasses(target).join() === 'word__big', 2000, 'big');
    expect(sizeClasses(target)).to.deep.equal(['word__big']);
  });

  it('does not throw when the target is missing', async () => {
    const el = await fixture(html`<biz-text-size for="nowhere"></biz-text-size>`);
    await waitFor(() => el.shadowRoot?.querySelector('[part=big]'));
    part(el, 'big').click();
    await waitFor(() => localStorage.getItem('word__size'), 2000, 'stored');
    expect(localStorage.getItem('word__size')).to.equal('word__big');
  });

  it('leaves nothing behind when removed', async () => {
    await tracking(async (tracker) => {
      const { box } = await page();
      box.remove();
      await nextFrame(); // no network: removal cleans up synchronously
      expect(tracker.active()).to.deep.include({ timeouts: 0, intervals: 0, observers: 0 });
      expect(
        tracker.active().listeners.filter((l) => !l.startsWith('window:storage')),
      ).to.deep.equal([]);
    });
  });
});
