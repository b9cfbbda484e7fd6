import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-consent-gate/biz-consent-gate.ts';
import { rendered, waitFor } from './helpers/wait.ts';
import { cleanedUp, EVERY_COUNT, expectNothingLeft, tracking } from './helpers/resources.ts';

/** A server-rendered subscription order form, as a page would serve it. */
function orderForm(agreed = false) {
  return html`<biz-consent-gate>
    <form action="/subscribe" method="post">
      <label for="t-name">Компания</label>
      <input id="t-name" name="company" value="ООО «ОкаПолимер»" />
      <label for="t-price">Цена подписки, ₽</label>
      <input id="t-price" name="price" type="number" value="12000" />
      <label><input type="checkbox" name="agree" ?checked=${agreed} /> Согласен с условиями</label>
      <button type="submit">Оформить подписку</button>
    </form>
  </biz-consent-gate>`;
}

const named = <T extends HTMLElement = HTMLInputElement>(root: ParentNode, name: string) =>
  root.querySelector<T>(`[name="${name}"]`)!;

/** Every attribute of every element in `root`, as served (the markup contract). */
const attributesOf = (root: Element) =>
  Array.from(root.querySelectorAll('*'), (el) =>
    Array.from(el.attributes, (a) => `${el.localName}[${a.name}=${a.value}]`).join(' '),
  );

async function gate(template = orderForm()) {
  const el = await fixture(template);
  await waitFor(
    () => customElements.get('biz-consent-gate') && el.shadowRoot?.querySelector('slot'),
  );
  await rendered(el);
  return el;
}

describe('<biz-consent-gate>', () => {
  it('keeps the price disabled until the box is checked, and follows it (docs/behaviour.md#consent-gate)', async () => {
    const el = await gate();
    const price = named(el, 'price');
    const agree = named(el, 'agree');
    expect(price.disabled).to.equal(true);
    expect(named(el, 'company').disabled).to.equal(false);
    agree.click();
    expect(price.disabled).to.equal(false);
    agree.click();
    expect(price.disabled).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('leaves the served markup as it is, except the disabled state', async () => {
    const page = await fixture(orderForm());
    const form = page.querySelector('form')!;
    page.remove();
    const served = attributesOf(form); // before any gate saw it
    const el = document.createElement('biz-consent-gate');
    document.body.append(el);
    el.append(form);
    try {
      await waitFor(() => named(form, 'price').disabled, 1000, 'gated');
      expect(attributesOf(form).map((a) => a.replace(' input[disabled=]', ''))).to.deep.equal(
        served,
      );
      expect(form.getBoundingClientRect().height).to.be.greaterThan(0);
    } finally {
      el.remove();
    }
  });

  it('starts enabled when the box is served checked', async () => {
    const el = await gate(orderForm(true));
    expect(named(el, 'price').disabled).to.equal(false);
  });

  it('takes other field and checkbox names from attributes', async () => {
    const el = await gate(
      html`<biz-consent-gate field="amount, comment" checkbox="terms">
        <form>
          <label>Сумма <input name="amount" /></label>
          <label>Комментарий <textarea name="comment"></textarea></label>
          <label>Цена <input name="price" /></label>
          <label><input type="checkbox" name="terms" /> Принимаю условия</label>
        </form>
      </biz-consent-gate>`,
    );
    expect(named(el, 'amount').disabled).to.equal(true);
    expect(named<HTMLTextAreaElement>(el, 'comment').disabled).to.equal(true);
    expect(named(el, 'price').disabled).to.equal(false);
    named(el, 'terms').click();
    expect(named(el, 'amount').disabled).to.equal(false);
    expect(named<HTMLTextAreaElement>(el, 'comment').disabled).to.equal(false);
  });

  it('follows a form reset', async () => {
    const el = await gate();
    named(el, 'agree').click();
    expect(named(el, 'price').disabled).to.equal(false);
    el.querySelector('form')!.reset();
    await waitFor(() => named(el, 'price').disabled, 1000, 'disabled after reset');
  });

  it('gates a form that arrives after the element started', async () => {
    const el = await gate(html`<biz-consent-gate></biz-consent-gate>`);
    const form = document.createElement('form');
    const price = Object.assign(document.createElement('input'), { name: 'price' });
    const agree = Object.assign(document.createElement('input'), {
      type: 'checkbox',
      name: 'agree',
    });
    form.append(price, agree);
    el.append(form);
    await waitFor(() => price.disabled, 1000, 'late form gated');
    agree.click();
    expect(price.disabled).to.equal(false);
  });

  it('leaves the fields alone when there is no such checkbox', async () => {
    const el = await gate(
      html`<biz-consent-gate checkbox="missing">
        <form>
          <label>Цена <input name="price" /></label>
        </form>
      </biz-consent-gate>`,
    );
    expect(named(el, 'price').disabled).to.equal(false);
  });

  it('is usable with the keyboard: Space on the box, then Tab reaches the price', async () => {
    const el = await gate(
      html`<biz-consent-gate>
        <form>
          <label><input type="checkbox" name="agree" /> Согласен с условиями</label>
          <label>Цена <input name="price" /></label>
          <button type="submit">Оформить</button>
        </form>
      </biz-consent-gate>`,
    );
    named(el, 'agree').focus();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => document.activeElement === el.querySelector('button'), 3000, 'focus');
    named(el, 'agree').focus();
    await sendKeys({ press: ' ' }); // the space bar (Firefox knows no key "Space")
    await sendKeys({ press: 'Tab' });
    await waitFor(() => document.activeElement === named(el, 'price'), 3000, 'focus');
  });

  it('gives the fields back their served state and leaves nothing behind when removed', async () => {
    await tracking(async (tracker) => {
      const el = await gate();
      const price = named(el, 'price');
      expect(price.disabled).to.equal(true);
      el.remove();
      await waitFor(() => !price.disabled, 2000, 'field given back');
      expect(price.disabled).to.equal(false);
      expectNothingLeft(await cleanedUp(tracker), EVERY_COUNT);
    });
  });
});
