import { defineParts } from '../../src/element/parts.ts';

/** The shadow parts of `<biz-push-prompt>`: part name → what it is. */
export const pushPromptParts = defineParts({
  region: 'The region landmark around the prompt.',
  dialog: 'The prompt (`role="dialog"`); class `at-top` while it moved out of focus\'s way.',
  title: 'Its title.',
  text: 'Its text.',
  accept: '«Включить».',
  decline: '«Не сейчас».',
  announcement: 'The polite live region that announces the prompt (visually hidden).',
});
