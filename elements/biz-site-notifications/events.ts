/** The events of `<biz-site-notifications>`, declared once for emit(), the manifest and the React wrappers (docs/architecture.md#events). */
import type { BizErrorDetail } from '../../src/api/errors.ts';

/** The events of `<biz-site-notifications>`: name → detail, documented. */
export interface SiteNotificationsEvents {
  /** The notifications call failed: `{endpoint, kind, message}`. */
  'biz-error': BizErrorDetail;
}

declare module '../../src/element/events.ts' {
  interface ElementEvents {
    'biz-site-notifications': SiteNotificationsEvents;
  }
}
