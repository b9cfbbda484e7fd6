import { expect, fixture } from '@open-wc/testing';
import { useState } from 'react';
import { createElementClass, defineElement, type HostProps } from '../../src/element/define.ts';
import { LazyFailure, useLazyPart, type LazyPart } from '../../src/element/lazy-part.tsx';
import { lazyFailureStyles } from '../../src/ui/styles.ts';
import type { BizErrorDetail } from '../../src/api/errors.ts';
import { emulateMedia, freshPage } from './helpers.ts';
import { rendered, waitFor } from './helpers/wait.ts';
import { focused, part } from './helpers/shadow.ts';
import { listen } from './helpers/calls.ts';

interface ViewProps {
  label: string;
}

function View({ label }: ViewProps) {
  return (
    <p part="view" className="lazy-view">
      {label}
    </p>
  );
}

const PART: LazyPart<ViewProps> = { View, styles: ['.lazy-view { color: rgb(1, 2, 3); }'] };

/** How many shells this page has defined: each gets its own tag. */
let shells = 0;

/**
 * Defines a shell with an «Открыть» button that asks for a part from `load` (each click a new
 * request), showing {@link LazyFailure} when it fails. Its tag is `<name>-<n>`, new on every
 * call, so a test mocha retries defines a shell with its own `load` (a tag can be defined once
 * a page, and the parts are cached by tag) instead of meeting the first attempt's. Returns the
 * tag.
 */
function defineShell(name: string, load: () => Promise<LazyPart<ViewProps>>): string {
  shells += 1;
  const tag = `${name}-${shells}`;
  function Shell({ host, root }: HostProps) {
    const [asked, setAsked] = useState(0);
    const { View: Loaded, failure } = useLazyPart(`${tag}/part`, load, asked, host, root);
    return (
      <>
        <button type="button" part="ask" onClick={() => setAsked((n) => n + 1)}>
          Открыть
        </button>
        {Loaded && <Loaded label="Загружено" />}
        {failure && asked > 0 && !Loaded && (
          <LazyFailure failure={failure} onClose={() => setAsked(0)} />
        )}
      </>
    );
  }
  defineElement(
    tag,
    createElementClass({ component: Shell, attributes: {}, styles: [lazyFailureStyles] }),
  );
  return tag;
}

describe('lazy parts (src/element/lazy-part.tsx)', () => {
  beforeEach(freshPage);

  it('loads nothing until asked; then adopts its sheet and renders; a second element shares the import', async () => {
    let calls = 0;
    const tag = defineShell('test-lazy-one', () => {
      calls += 1;
      return Promise.resolve(PART);
    });
    const el = await fixture(`<${tag}></${tag}>`);
    await rendered(el);
    expect(calls).to.equal(0);
    expect(el.shadowRoot!.querySelector('[part=view]')).to.equal(null);
    part(el, 'ask').click();
    const view = await waitFor(() => el.shadowRoot!.querySelector('[part=view]'), 2000, 'view');
    expect(view.textContent).to.equal('Загружено');
    expect(getComputedStyle(view).color).to.equal('rgb(1, 2, 3)');
    expect(calls).to.equal(1);

    const other = await fixture(`<${tag}></${tag}>`);
    await rendered(other);
    expect(other.shadowRoot!.querySelector('[part=view]')).to.equal(null);
    part(other, 'ask').click();
    const second = await waitFor(() => other.shadowRoot!.querySelector('[part=view]'), 2000);
    expect(getComputedStyle(second).color).to.equal('rgb(1, 2, 3)');
    expect(calls).to.equal(1);
  });

  it('a part that does not arrive: a Russian alert whose «Повторить» has focus, biz-error; the retry brings it', async () => {
    let calls = 0;
    const tag = defineShell('test-lazy-two', () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(PART);
    });
    const el = await fixture(`<${tag}></${tag}>`);
    await rendered(el);
    const errors = listen<BizErrorDetail>('biz-error');
    part(el, 'ask').click();
    const alert = await waitFor(() => el.shadowRoot!.querySelector('[role=alert]'), 2000, 'alert');
    expect(alert.textContent).to.contain(
      'Эта часть страницы не загрузилась. Проверьте интернет и попробуйте ещё раз.',
    );
    expect(errors.map((e) => [e.detail.endpoint, e.detail.kind])).to.deep.equal([
      [`${tag}/part`, 'load'],
    ]);
    await waitFor(() => focused() === part(el, 'retry'), 2000, 'focus on «Повторить»');
    expect(part(el, 'retry').textContent).to.equal('Повторить');
    // It floats at the foot of the screen, over the page.
    expect(getComputedStyle(el.shadowRoot!.querySelector('.lazy-failure')!).position).to.equal(
      'fixed',
    );
    await expect(el).to.be.accessible();
    await emulateMedia({ colorScheme: 'dark' });
    try {
      await expect(el).to.be.accessible();
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }

    part(el, 'retry').click();
    await waitFor(() => el.shadowRoot!.querySelector('[part=view]'), 2000, 'view after retry');
    expect(el.shadowRoot!.querySelector('[role=alert]')).to.equal(null);
    expect(calls).to.equal(2);
  });

  it('after a failure, × puts the notice away and the next request tries again', async () => {
    let calls = 0;
    const tag = defineShell('test-lazy-three', () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(PART);
    });
    const el = await fixture(`<${tag}></${tag}>`);
    await rendered(el);
    part(el, 'ask').click();
    await waitFor(() => el.shadowRoot!.querySelector('[role=alert]'), 2000, 'alert');
    part(el, 'close').click();
    await waitFor(() => !el.shadowRoot!.querySelector('[role=alert]'), 2000, 'notice away');
    expect(calls).to.equal(1);
    part(el, 'ask').click();
    await waitFor(
      () => el.shadowRoot!.querySelector('[part=view]'),
      2000,
      'view on the next request',
    );
    expect(calls).to.equal(2);
  });
});
