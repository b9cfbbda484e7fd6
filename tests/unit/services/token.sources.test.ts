/**
 * The default visitor hash leaves out the FingerprintJS sources that put something into the host
 * page (a hidden iframe filled through `srcdoc`, a Trusted Types sink) and never calls the vendor.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  EXCLUDED_FINGERPRINT_SOURCES,
  fingerprintJsSource,
  getVisitorToken,
} from '../../../src/services/token.ts';
import { resetPage } from './reset.ts';

const fp = vi.hoisted(() => {
  const sources = { fonts: () => 1, fontPreferences: () => 2, domBlockers: () => 3, math: () => 4 };
  const getComponents = vi.fn(async () => ({ math: { value: 4, duration: 1 } }));
  return {
    sources,
    getComponents,
    loadSources: vi.fn(
      (_sources: unknown, _options: unknown, _exclude: readonly string[]) => getComponents,
    ),
    hashComponents: vi.fn(() => '0123456789abcdef0123456789abcdef'),
    prepareForSources: vi.fn(async () => undefined),
    load: vi.fn(async () => ({ get: async () => ({ visitorId: 'from-load-all-sources' }) })),
  };
});

vi.mock('@fingerprintjs/fingerprintjs', () => ({
  sources: fp.sources,
  loadSources: fp.loadSources,
  hashComponents: fp.hashComponents,
  prepareForSources: fp.prepareForSources,
  load: fp.load,
  default: { load: fp.load, hashComponents: fp.hashComponents },
}));

beforeEach(resetPage);
afterEach(resetPage);

describe('default fingerprint source', () => {
  test('hashes the built-in sources without fonts, fontPreferences and domBlockers', async () => {
    expect([...EXCLUDED_FINGERPRINT_SOURCES]).toEqual(['fonts', 'fontPreferences', 'domBlockers']);
    await expect(fingerprintJsSource()).resolves.toBe('0123456789abcdef0123456789abcdef');
    expect(fp.loadSources).toHaveBeenCalledTimes(1);
    const [sources, , exclude] = fp.loadSources.mock.calls[0]!;
    expect(sources).toBe(fp.sources);
    expect(exclude).toEqual(['fonts', 'fontPreferences', 'domBlockers']);
    expect(fp.hashComponents).toHaveBeenCalledWith({ math: { value: 4, duration: 1 } });
    // Not the agent of load(): it would run every source (and may call the vendor).
    expect(fp.load).not.toHaveBeenCalled();
  });

  test('its hash becomes the stored token', async () => {
    await expect(getVisitorToken()).resolves.toBe('0123456789abcdef0123456789abcdef');
    expect(localStorage.getItem('token')).toBe('0123456789abcdef0123456789abcdef');
  });
});
