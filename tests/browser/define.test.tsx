import { expect, fixture, html } from '@open-wc/testing';
import { createElementClass, defineElement } from '../../src/element/define.ts';
import { sharedBag } from '../../src/services/registry.ts';
import { freshPage } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { part } from './helpers/shadow.ts';
import { listen } from './helpers/calls.ts';

function Boom(): never {
  throw new Error('render failed on purpose');
}

function Echo({ label, count }: { label?: string; count?: number }) {
  return <p part="echo">{`${label ?? 'нет'}:${count ?? 'нет'}`}</p>;
}

/** An element class showing {@link Echo}, with `styles` adopted after the base sheet. */
const echoClass = (styles?: string[]) =>
  createElementClass({
    component: Echo,
    attributes: { label: { type: 'string' }, count: { type: 'number' } },
    styles,
  });

describe('define helper', () => {
  beforeEach(freshPage);

  it('adopts stylesheets instead of adding <style> elements', async () => {
    defineElement('test-echo', echoClass([':host { color: rgb(1, 2, 3); }']));
    const el = await fixture(html`<test-echo label="да" count="2"></test-echo>`);
    await waitFor(() => el.shadowRoot?.querySelector('[part=echo]'));
    expect(el.shadowRoot!.querySelector('style')).to.equal(null);
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.equal(2);
    expect(getComputedStyle(el).color).to.equal('rgb(1, 2, 3)');
    expect(part(el, 'echo').textContent).to.equal('да:2');
  });

  it('`rendered` resolves once the first state is in the shadow root', async () => {
    const el = document.createElement('test-echo') as HTMLElement & { rendered: Promise<void> };
    el.setAttribute('label', 'готово');
    document.body.append(el);
    try {
      await el.rendered;
      expect(part(el, 'echo').textContent).to.equal('готово:нет');
    } finally {
      el.remove();
    }
  });

  it('until its first commit the page content inside it stays shown, then the placeholder goes', async () => {
    const el = document.createElement('test-echo') as HTMLElement & { rendered: Promise<void> };
    const text = document.createElement('p');
    text.style.cssText = 'height: 120px; margin: 0';
    text.textContent = 'Текст страницы';
    el.append(text);
    document.body.append(el);
    try {
      // Connected, not yet rendered (React renders later): the light DOM keeps its box.
      expect(el.getBoundingClientRect().height).to.equal(120);
      const slot = el.shadowRoot!.querySelector('slot');
      expect(slot?.assignedElements().map((e) => e.textContent)).to.deep.equal(['Текст страницы']);
      await el.rendered;
      expect(el.shadowRoot!.querySelector('slot')).to.equal(null);
      expect(part(el, 'echo').textContent).to.equal('нет:нет');
      expect(el.getBoundingClientRect().height).to.be.lessThan(120);
    } finally {
      el.remove();
    }
  });

  it('elements already in the page render in the same task that defines their tag', () => {
    const box = document.createElement('div');
    const waiting = document.createElement('test-upgrade');
    waiting.setAttribute('label', 'сразу');
    box.append(waiting);
    document.body.append(box);
    try {
      defineElement('test-upgrade', echoClass());
      const el = box.firstElementChild!;
      // No await: the first state is in the shadow root when define() returns.
      expect(part(el, 'echo').textContent).to.equal('сразу:нет');
      expect(el.shadowRoot!.querySelector('slot')).to.equal(null);
    } finally {
      box.remove();
    }
  });

  it('removing an attribute resets the prop', async () => {
    const el = await fixture(html`<test-echo label="да" count="2"></test-echo>`);
    await waitFor(() => el.shadowRoot?.querySelector('[part=echo]'));
    el.removeAttribute('label');
    await waitFor(() => part(el, 'echo').textContent === 'нет:2', 2000, 'reset');
  });

  it('defining twice is harmless; another version warns', () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const other = echoClass();
      defineElement('test-echo', other);
      expect(warnings).to.have.length(0);
      sharedBag().definedBy.set('test-echo', '0.0.1');
      defineElement('test-echo', other);
      expect(String(warnings[0]?.[0])).to.contain('already defined by biz-widgets 0.0.1');
    } finally {
      console.warn = warn;
    }
  });

  it('under the autoloader, a tag is defined a task later, after a task that opens the storage', async () => {
    const bag = sharedBag();
    bag.observeRoot = () => undefined;
    const getItem = Storage.prototype.getItem;
    const reads: { key: string; defined: boolean }[] = [];
    Storage.prototype.getItem = function (this: Storage, key: string) {
      reads.push({ key, defined: customElements.get('test-later') !== undefined });
      return getItem.call(this, key);
    };
    try {
      defineElement('test-later', echoClass());
      // Nothing in the task that evaluated the chunk: neither the storage nor the tag.
      expect(reads).to.deep.equal([]);
      expect(customElements.get('test-later') === undefined).to.equal(true);
      await new Promise((resolve) => setTimeout(resolve));
      expect(reads[0]).to.deep.equal({ key: '', defined: false });
      expect(customElements.get('test-later') !== undefined).to.equal(true);
    } finally {
      Storage.prototype.getItem = getItem;
      delete bag.observeRoot;
    }
  });

  it('a render failure stays inside the element: Russian message and biz-error', async () => {
    const errors = listen<{ kind: string; message: string }>('biz-error');
    const pageErrors: unknown[] = [];
    const onError = (e: ErrorEvent) => pageErrors.push(e.error);
    window.addEventListener('error', onError);
    const consoleError = console.error;
    console.error = () => undefined;
    try {
      defineElement('test-boom', createElementClass({ component: Boom, attributes: {} }));
      const el = await fixture(html`<test-boom></test-boom>`);
      await waitFor(() => el.shadowRoot?.querySelector('[part=error]'), 2000, 'fallback');
      expect(part(el, 'error').textContent).to.equal(
        'Этот блок не удалось показать. Обновите страницу.',
      );
      expect(errors[0]!.detail).to.include({ kind: 'render', message: 'render failed on purpose' });
      expect(pageErrors).to.deep.equal([]);
    } finally {
      console.error = consoleError;
      window.removeEventListener('error', onError);
    }
  });
});
