/**
 * Attribute maps at work in a real element (src/element/attributes.ts through createElementClass):
 * the component sees the map's default for an absent, empty, unparsable or refused attribute,
 * and gets it back when the attribute is removed.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { createElementClass, defineElement } from '../../src/element/define.ts';
import { defineAttributes, type AttributeProps } from '../../src/element/attributes.ts';
import { freshPage } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { part } from './helpers/shadow.ts';

const showAttributes = defineAttributes({
  interval: { type: 'number', default: 3000, valid: (v) => v > 0 },
  mode: {
    type: 'string',
    default: 'open' as 'open' | 'finished',
    valid: (v) => v === 'open' || v === 'finished',
  },
  label: { type: 'string' },
});

function Show({ interval, mode, label }: AttributeProps<typeof showAttributes>) {
  return <p part="show">{`${interval}|${mode}|${label ?? 'нет'}`}</p>;
}

defineElement(
  'test-attribute-defaults',
  createElementClass({ component: Show, attributes: showAttributes }),
);

const shown = async (el: Element) => {
  await (el as HTMLElement & { rendered: Promise<void> }).rendered;
  await waitFor(() => el.shadowRoot?.querySelector('[part=show]'));
  return part(el, 'show').textContent;
};

describe('attribute maps', () => {
  beforeEach(freshPage);

  it('absent attributes read as their defaults', async () => {
    const el = await fixture(html`<test-attribute-defaults></test-attribute-defaults>`);
    expect(await shown(el)).to.equal('3000|open|нет');
  });

  it('usable values pass; empty, unparsable and refused ones read as the default', async () => {
    const good = await fixture(
      html`<test-attribute-defaults
        interval="20000"
        mode="finished"
        label="да"
      ></test-attribute-defaults>`,
    );
    expect(await shown(good)).to.equal('20000|finished|да');
    const bad = await fixture(
      html`<test-attribute-defaults
        interval="abc"
        mode="closed"
        label=""
      ></test-attribute-defaults>`,
    );
    expect(await shown(bad)).to.equal('3000|open|нет');
    const refused = await fixture(
      html`<test-attribute-defaults interval="-1"></test-attribute-defaults>`,
    );
    expect(await shown(refused)).to.equal('3000|open|нет');
  });

  it('changing and removing an attribute follows, the default coming back', async () => {
    const el = await fixture(
      html`<test-attribute-defaults interval="500" mode="finished"></test-attribute-defaults>`,
    );
    expect(await shown(el)).to.equal('500|finished|нет');
    el.setAttribute('interval', '0');
    await waitFor(() => part(el, 'show').textContent === '3000|finished|нет', 2000, 'refused');
    el.setAttribute('interval', '700');
    await waitFor(() => part(el, 'show').textContent === '700|finished|нет', 2000, 'changed');
    el.removeAttribute('interval');
    el.removeAttribute('mode');
    await waitFor(() => part(el, 'show').textContent === '3000|open|нет', 2000, 'removed');
  });
});
