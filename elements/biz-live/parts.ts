import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-live>`: part name → what it is. */
export const liveParts = defineParts({
  badge: 'The «Онлайн» badge.',
  pinned: 'A pinned message.',
  'pinned-body': "A pinned message's sanitized HTML.",
  feed: 'The list of messages, newest first.',
  message: 'One message (`data-message-id`).',
  'message-body': "A message's sanitized HTML.",
  'new-messages': 'The «N новых сообщений» button.',
  status: 'The polite announcement of new messages (visually hidden).',
  error: 'The failure message.',
  retry: 'The retry button inside the failure message.',
  capped: '«Показаны первые N …»: the answer was larger than the caps (src/api/caps.ts).',
});
