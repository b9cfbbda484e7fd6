/**
 * `biz-widgets/react`: JSX types of every `biz-*` element for React 19 apps. Add
 * `import type {} from 'biz-widgets/react';` once (or list it in tsconfig `types`), then
 * `<biz-comments article-id="42" onbiz-comment-send={(e) => e.detail.status} />` typechecks.
 * The element props come from dist/integrations/jsx.d.ts, generated from the manifest.
 */
import type { CustomElements } from '../dist/integrations/jsx.d.ts';

declare module 'react' {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends CustomElements {}
  }
}
