import { expect } from '@open-wc/testing';
import vectors from '../fixtures/xss-vectors.json';
import { loadSanitizer } from '../../src/services/sanitizer.ts';
import { getVisitorToken } from '../../src/services/token.ts';
import { resetServices } from '../../src/services/registry.ts';
import { freshPage, settle } from './helpers.ts';

interface Vector {
  id: number;
  payload: string;
  kind: string;
}

type XssWindow = Window & { __xss?: (n: number) => void; __xssHook?: { url?: unknown } };

/** Hovers, focuses and clicks everything inside `root`, as a curious reader would. */
async function poke(root: ShadowRoot) {
  // Sanitized forms may stay (they are harmless); a click must not navigate the test page away.
  root.addEventListener('submit', (e) => e.preventDefault(), true);
  for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
    for (const type of [
      'mouseover',
      'mouseenter',
      'mousemove',
      'pointerover',
      'focus',
      'focusin',
      'mousedown',
      'mouseup',
    ]) {
      el.dispatchEvent(new Event(type, { bubbles: true }));
    }
    el.focus?.();
    if (el instanceof HTMLAnchorElement) {
      el.addEventListener('click', (e) => e.preventDefault(), { once: true });
    }
    el.click?.();
  }
}

/** The gadget the corpus expects: a page script that navigates to window.__xssHook.url. */
function runClobberingGadget() {
  const hook = (window as XssWindow).__xssHook;
  const url = hook && (hook as { url?: unknown }).url;
  if (url && String(url).startsWith('javascript:')) {
    window.location.href = String(url);
  }
}

describe('sanitizer service', () => {
  beforeEach(freshPage);
  afterEach(() => delete (window as XssWindow).__xss);

  it(`no payload of the XSS corpus (${(vectors as Vector[]).length}) executes from a shadow root`, async () => {
    const hits: number[] = [];
    (window as XssWindow).__xss = (n) => hits.push(n);
    const sanitizer = await loadSanitizer();
    const hosts: HTMLElement[] = [];
    for (const vector of vectors as Vector[]) {
      const host = document.createElement('div');
      host.dataset.vector = String(vector.id);
      const root = host.attachShadow({ mode: 'open' });
      root.append(sanitizer.toFragment(vector.payload));
      document.body.append(host);
      hosts.push(host);
    }
    await settle(300);
    for (const host of hosts) await poke(host.shadowRoot!);
    runClobberingGadget();
    await settle(300);
    hosts.forEach((h) => h.remove());
    expect(hits).to.deep.equal([]);
  });

  it('the same payloads DO execute with plain innerHTML (the test can fail)', async () => {
    const hits: number[] = [];
    (window as XssWindow).__xss = (n) => hits.push(n);
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    document.body.append(host);
    const dirty = (vectors as Vector[]).find((v) => v.id === 5)!;
    // Deliberately unsafe, to prove the harness detects execution.
    // eslint-disable-next-line no-restricted-properties
    root.innerHTML = dirty.payload;
    await settle(300);
    host.remove();
    expect(hits).to.include(5);
  });

  it('keeps ordinary article HTML and marks links noopener noreferrer', async () => {
    const sanitizer = await loadSanitizer();
    const fragment = sanitizer.toFragment(
      '<p>Выручка <b>выросла</b> на 20 %. <a href="https://example.ru/report" target="_blank">Отчёт</a></p><style>p{}</style>',
    );
    const box = document.createElement('div');
    box.append(fragment);
    expect(box.querySelector('b')!.textContent).to.equal('выросла');
    expect(box.querySelector('a')!.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(box.querySelector('style')).to.equal(null);
  });

  it('prefixes ids and names so server HTML cannot clobber page globals', async () => {
    const sanitizer = await loadSanitizer();
    const box = document.createElement('div');
    box.append(
      sanitizer.toFragment('<a id="__xssHook" href="#">x</a><form name="getElementById"></form>'),
    );
    document.body.append(box);
    expect((window as XssWindow).__xssHook).to.equal(undefined);
    expect(typeof document.getElementById).to.equal('function');
    box.remove();
  });
});

describe('visitor token with the real FingerprintJS', () => {
  it('computes a hash without any request leaving for another host', async () => {
    localStorage.clear();
    resetServices(undefined, true); // the default FingerprintJS source
    const token = await getVisitorToken();
    expect(token).to.match(/^[0-9a-z]{20,}$/);
    expect(localStorage.getItem('token')).to.equal(token);
    await settle(500);
    const hosts = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).host)
      .filter((host) => host !== location.host);
    expect(hosts).to.deep.equal([]);
  });
});
