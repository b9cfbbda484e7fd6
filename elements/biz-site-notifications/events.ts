/**
 * The events `<biz-site-notifications>` dispatches, each declared once in {@link SiteNotificationsEvents}: its name, its
 * detail type and its doc (which the manifest and the README show). See docs/architecture.md#events.
 */
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
