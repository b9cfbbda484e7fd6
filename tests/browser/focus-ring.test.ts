/**
 * The keyboard focus ring (WCAG 1.4.11, 2.4.7): its two tones are each at least 3:1 against
 * every surface our elements draw, and against each other (so on a photo one of them always
 * reads), in light and dark; a focused control really shows them; a group never clips them.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/biz-article-rating/biz-article-rating.ts';
import '../../elements/biz-text-size/biz-text-size.ts';
import { emulateMedia, freshPage } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { focused, part } from './helpers/shadow.ts';

/** sRGB hex (#rgb or #rrggbb) → [r, g, b] in 0–255. */
function hex(value: string): [number, number, number] {
  const text = value.trim().replace('#', '');
  const full = text.length === 3 ? [...text].map((c) => c + c).join('') : text;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: "${value}"`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** `rgb(r, g, b)` → [r, g, b]. */
function rgb(value: string): [number, number, number] {
  const parts = value
    .match(/\d+(\.\d+)?/g)
    ?.slice(0, 3)
    .map(Number);
  if (parts?.length !== 3) throw new Error(`not an rgb colour: "${value}"`);
  return parts as [number, number, number];
}

/** WCAG relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours. */
function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const token = (el: Element, name: string) => hex(getComputedStyle(el).getPropertyValue(name));

describe('focus ring', () => {
  beforeEach(freshPage);
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: both tones are ≥ 3:1 against every surface and against each other`, async () => {
      await emulateMedia({ colorScheme: scheme });
      const el = await fixture(html`<biz-article-rating article-id="1024"></biz-article-rating>`);
      await waitFor(() => el.shadowRoot?.querySelector('[part=plus]'), 2000, 'render');
      const ring = token(el, '--biz-focus');
      const inner = token(el, '--biz-focus-inner');
      const surfaces = ['--biz-surface', '--biz-surface-alt'].map((name) => token(el, name));
      const ratios = surfaces.map((surface) => contrast(ring, surface));
      expect(
        Math.min(...ratios),
        `ring on surfaces: ${ratios.map((r) => r.toFixed(2))}`,
      ).to.be.at.least(3);
      expect(contrast(ring, inner), 'ring against its inner tone').to.be.at.least(3);
    });
  }

  it('a control focused from the keyboard shows both tones', async () => {
    const el = await fixture(html`<biz-article-rating article-id="1024"></biz-article-rating>`);
    const plus = await waitFor(() => el.shadowRoot?.querySelector<HTMLElement>('[part=plus]'));
    const before = document.createElement('button');
    before.textContent = 'до';
    el.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => focused() === plus, 2000, 'focus on plus');
    const style = getComputedStyle(plus);
    expect(style.outlineStyle).to.equal('solid');
    expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
    expect(contrast(rgb(style.outlineColor), token(el, '--biz-focus'))).to.be.below(1.01);
    expect(style.boxShadow).to.contain(`rgb(${token(el, '--biz-focus-inner').join(', ')})`);
    before.remove();
  });

  it('<biz-text-size> does not clip the ring of its end buttons', async () => {
    const box = await fixture(
      html`<div>
        <biz-text-size for="t"></biz-text-size>
        <div id="t"><p>Текст.</p></div>
      </div>`,
    );
    const el = box.querySelector('biz-text-size')!;
    const small = await waitFor(() => el.shadowRoot?.querySelector<HTMLElement>('[part=small]'));
    const group = small.parentElement!;
    expect(getComputedStyle(group).overflow).to.equal('visible');
    small.focus({ focusVisible: true } as FocusOptions);
    await waitFor(() => focused() === part(el, 'small'), 2000, 'focus on small');
    const style = getComputedStyle(small);
    expect(style.outlineStyle).to.equal('solid');
    expect(Number(style.zIndex)).to.be.at.least(1);
  });
});
