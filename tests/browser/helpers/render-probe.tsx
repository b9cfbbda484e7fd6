/**
 * Renders a hook's probe component with React into a fresh `<div>` in the page, for the tests of
 * element hooks (useCall, useLoad) without an element around them.
 */
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { BizErrorDetail } from '../../../src/api/errors.ts';

/** A probe rendered into `host`; `errors` collects the `biz-error` events fired on it. */
export interface RenderedProbe {
  host: HTMLElement;
  errors: CustomEvent<BizErrorDetail>[];
  /** Unmounts the probe (its hook's clean-up runs); again, nothing happens. */
  unmount(): void;
  /** Unmounts the probe and removes its host from the page. */
  remove(): void;
}

/**
 * Renders `probe(host)` into a new `<div>` appended to the body.
 * @param probe the component to render, given its host (the element its hook reports on)
 */
export function renderProbe(probe: (host: HTMLElement) => ReactElement): RenderedProbe {
  const host = document.createElement('div');
  document.body.append(host);
  const errors: CustomEvent<BizErrorDetail>[] = [];
  host.addEventListener('biz-error', (e) => errors.push(e));
  const root = createRoot(host);
  root.render(probe(host));
  return {
    host,
    errors,
    unmount: () => root.unmount(),
    remove() {
      root.unmount();
      host.remove();
    },
  };
}
