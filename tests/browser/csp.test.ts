import { expect } from '@open-wc/testing';
import { frameCsp } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';

interface Probe {
  sum: string | null;
  plusRadius: string | null;
  textSizeClass: string;
  sanitized: string;
  sanitizerError: string;
  violations: string[];
  error?: string;
}

async function runInFrame(policy: string): Promise<Probe> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html lang="ru"><head>
    <meta http-equiv="Content-Security-Policy" content="${frameCsp(policy)}">
    </head><body><script type="module" src="/tests/browser/fixtures/csp-probe.ts"></script></body></html>`;
  document.body.append(frame);
  try {
    return await waitFor(
      () => (frame.contentWindow as unknown as { __probe?: Probe }).__probe,
      15000,
      'probe',
    );
  } finally {
    frame.remove();
  }
}

const STRICT =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; " +
  "require-trusted-types-for 'script'; trusted-types biz-widgets";

describe('under a strict CSP with Trusted Types', () => {
  it('elements render with their adopted styles and server HTML is sanitized through the biz-widgets policy', async () => {
    const probe = await runInFrame(STRICT);
    expect(probe.error).to.equal(undefined);
    expect(probe.sum).to.equal('+4');
    expect(probe.plusRadius).to.equal('50%'); // the element's own adopted stylesheet applied
    expect(probe.textSizeClass).to.equal('word__small');
    expect(probe.sanitized).to.equal('выросла');
    expect(probe.sanitizerError).to.equal('');
    // Parsing dirty HTML in DOMPurify's inert document makes Chromium report (and block) inline
    // handlers such as onerror=; nothing runs. Any other violation would be ours.
    const ours = probe.violations.filter(
      (v) => !(v.startsWith('script-src-attr') && v.includes('dompurify')),
    );
    expect(ours).to.deep.equal([]);
    expect((window as unknown as { __cspHit?: number }).__cspHit).to.equal(undefined);
  });

  /** Trusted Types only: an engine without them (Safari before 26) enforces the rest of the CSP. */
  const needsTrustedTypes = (test: Mocha.Context) => {
    // Skipped, and counted as skipped, where the engine has no Trusted Types to enforce.
    if (!('trustedTypes' in window)) test.skip();
  };

  it('fails closed, without throwing, when the page does not allow the biz-widgets policy', async function () {
    needsTrustedTypes(this);
    const probe = await runInFrame(
      STRICT.replace('trusted-types biz-widgets', 'trusted-types other-policy'),
    );
    expect(probe.error).to.equal(undefined);
    expect(probe.sum).to.equal('+4');
    expect(probe.sanitized).to.equal('');
    expect(probe.sanitizerError).to.equal('');
  });

  it('the visitor token is made without a Trusted Types violation and without frames in the page', async () => {
    const token = await runTokenProbe(STRICT);
    expect(token.error).to.equal(undefined);
    expect(token.violations).to.deep.equal([]);
    expect(token.framesAdded).to.equal(0);
    expect(token.hash).to.match(/^[0-9a-f]{32}$/);
    expect(token.token).to.equal(token.hash);
  });

  it('(control) FingerprintJS with all its sources does violate that policy, so the probe sees it', async function () {
    needsTrustedTypes(this);
    const token = await runTokenProbe(STRICT, 'load');
    expect(token.error).to.equal(undefined);
    expect(token.violations.some((v) => v.startsWith('require-trusted-types-for'))).to.equal(true);
    expect(token.framesAdded).to.be.greaterThan(0);
  });
});

interface TokenProbe {
  violations: string[];
  framesAdded: number;
  hash: string;
  token: string;
  error?: string;
}

async function runTokenProbe(policy: string, mode = 'source'): Promise<TokenProbe> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html lang="ru"><head>
    <meta http-equiv="Content-Security-Policy" content="${frameCsp(policy)}">
    </head><body data-mode="${mode}"><script type="module" src="/tests/browser/fixtures/token-csp-probe.ts"></script></body></html>`;
  document.body.append(frame);
  try {
    return await waitFor(
      () => (frame.contentWindow as unknown as { __probe?: TokenProbe }).__probe,
      20000,
      'token probe',
    );
  } finally {
    frame.remove();
  }
}
