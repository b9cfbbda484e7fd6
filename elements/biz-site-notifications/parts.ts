import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-site-notifications>`: part name → what it is. */
export const siteNotificationsParts = defineParts({
  notifications: 'The region around the alerts.',
  notification: 'One alert.',
  text: 'The text of an alert.',
  dismiss: 'The close button of an alert.',
  error: 'The failure message.',
  retry: 'The retry button inside the failure message.',
  close: 'The close button of the failure message.',
  capped: '«Показаны первые N …»: the answer was larger than the caps (src/api/caps.ts).',
});
