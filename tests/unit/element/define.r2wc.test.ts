/**
 * What src/element/define.ts relies on inside @r2wc/react-to-web-component (and @r2wc/core),
 * beyond its public API: three `Symbol.for` keys on the element instance. `r2wc.connected` is
 * set to false in the constructor so the first mount waits for connectedCallback;
 * `r2wc.props` and `r2wc.render` bring a removed attribute's default back. Both packages are
 * pinned to exact versions in package.json (docs/architecture.md#elements); an upgrade that
 * moves these keys fails here, with a message saying what to change.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import r2wc from '@r2wc/react-to-web-component';

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

type Internals = HTMLElement & {
  [PROPS]?: Record<string, unknown>;
  [RENDER]?: () => void;
  [CONNECTED]?: boolean;
};

const UPGRADE = 'an r2wc upgrade changed what src/element/define.ts relies on';

let n = 0;
/** A fresh custom element from a component that shows its `label` prop. */
function defineProbe() {
  const tag = `r2wc-probe-${++n}`;
  const Probe = ({ label }: { label?: string }) =>
    createElement('span', { className: 'label' }, label ?? 'default');
  customElements.define(tag, r2wc(Probe, { shadow: 'open', props: { label: 'string' } }));
  return tag;
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check(), `${what} (${UPGRADE})`).toBe(true);
};

afterEach(() => document.body.replaceChildren());

describe('r2wc internals used by define.ts', () => {
  it('an instance has the connected flag, and a mount waits for it to be true', async () => {
    const el = document.createElement(defineProbe()) as Internals;
    expect(typeof el[CONNECTED], `Symbol.for('r2wc.connected') is gone (${UPGRADE})`).toBe(
      'boolean',
    );
    el[CONNECTED] = false;
    document.body.append(el);
    await until(() => el.shadowRoot?.querySelector('.label')?.textContent === 'default', 'mounts');
    expect(el[CONNECTED], `connectedCallback no longer sets r2wc.connected (${UPGRADE})`).toBe(
      true,
    );
  });

  it('props live under r2wc.props, and r2wc.render renders them', async () => {
    const el = document.createElement(defineProbe()) as Internals;
    el.setAttribute('label', 'с атрибутом');
    document.body.append(el);
    const label = () => el.shadowRoot?.querySelector('.label')?.textContent;
    await until(() => label() === 'с атрибутом', 'renders its attribute');
    const props = el[PROPS];
    expect(typeof props, `Symbol.for('r2wc.props') is gone (${UPGRADE})`).toBe('object');
    expect(props!.label, `r2wc.props no longer holds camel-cased props (${UPGRADE})`).toBe(
      'с атрибутом',
    );
    expect(typeof el[RENDER], `Symbol.for('r2wc.render') is gone (${UPGRADE})`).toBe('function');
    // What define.ts does when an attribute is removed: the default comes back.
    props!.label = undefined;
    el[RENDER]!();
    await until(() => label() === 'default', 'r2wc.render re-renders with the props it holds');
  });
});
