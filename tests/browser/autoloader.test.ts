import { expect } from '@open-wc/testing';
import '../../src/autoloader.ts';
import { getConfig } from '../../src/services/config.ts';
import { sharedBag } from '../../src/services/registry.ts';
import { freshPage, waitFor } from './helpers.ts';

type Global = {
  BizWidgets: {
    configure(o: object): void;
    load(tag: string): Promise<void>;
    tags: string[];
    version: string;
  };
};
const BizWidgets = () => (window as unknown as Global).BizWidgets;

describe('autoloader (dist/biz-widgets.js)', () => {
  beforeEach(freshPage);

  it('knows the five article elements', () => {
    expect(BizWidgets().tags).to.include.members([
      'biz-article-rating',
      'biz-bookmark',
      'biz-text-size',
      'biz-toc',
      'biz-typo-reporter',
    ]);
  });

  it('defines a tag when it is added to the page later', async () => {
    expect(customElements.get('biz-text-size')).to.equal(undefined);
    const el = document.createElement('div');
    const section = document.createElement('section');
    const size = document.createElement('biz-text-size');
    size.setAttribute('for', 'x');
    section.append(size);
    el.append(section); // nested: found by the subtree walk, not only as a direct addition
    document.body.append(el);
    await waitFor(() => customElements.get('biz-text-size'), 5000, 'definition');
    await waitFor(() =>
      el.querySelector('biz-text-size')!.shadowRoot?.querySelector('[part=small]'),
    );
    el.remove();
  });

  it('defines tags that appear inside our own shadow roots', async () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    document.body.append(host);
    (sharedBag() as { observeRoot?: (r: ShadowRoot) => void }).observeRoot!(root);
    root.append(document.createElement('biz-toc'));
    await waitFor(() => customElements.get('biz-toc'), 5000, 'definition');
    host.remove();
  });

  it('loading the bundle twice is harmless', async () => {
    const before = BizWidgets();
    // @ts-expect-error: the query makes Vite serve a second module instance (a second bundle copy)
    await import('../../src/autoloader.ts?copy=2');
    expect(BizWidgets()).to.equal(before);
    const rating = document.createElement('biz-article-rating');
    document.body.append(rating);
    await waitFor(() => customElements.get('biz-article-rating'), 5000, 'definition');
    // @ts-expect-error: a second copy of the element module defines the same tag again
    await import('../../elements/biz-article-rating/biz-article-rating.ts?copy=2');
    rating.remove();
  });

  it('BizWidgets.configure() reaches the config service', () => {
    BizWidgets().configure({ apiBase: 'https://api.example.ru/v1', credentials: 'include' });
    expect(getConfig()).to.include({
      apiBase: 'https://api.example.ru/v1',
      credentials: 'include',
    });
    BizWidgets().configure({ apiBase: '', credentials: 'same-origin' });
  });

  it('load() rejects an unknown tag', async () => {
    let error: unknown;
    await BizWidgets()
      .load('biz-nothing')
      .catch((e: unknown) => (error = e));
    expect(String(error)).to.contain('unknown tag');
  });

  it('a tag named like an inherited property (<constructor>) is ignored without an error', async () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(String(event.message));
    window.addEventListener('error', onError);
    const box = document.createElement('div');
    try {
      box.append(document.createElement('constructor'));
      document.body.append(box, document.createElement('constructor'));
      // Mutation observers run before the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      let error: unknown;
      await BizWidgets()
        .load('constructor')
        .catch((e: unknown) => (error = e));
      expect(String(error)).to.contain('unknown tag');
      expect(BizWidgets().tags).not.to.include('constructor');
      expect(errors).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
      box.remove();
      document.body.querySelectorAll(':scope > constructor').forEach((el) => el.remove());
    }
  });
});
