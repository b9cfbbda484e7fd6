/** `<biz-push-prompt>`'s own Russian strings; quoted spec strings are verbatim. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-push-prompt>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const pushPromptText = catalogue({
  'push.title': 'Включить уведомления?',
  'push.text':
    'Пришлём главные новости экономики и бизнеса региона, как только они выйдут. Отключить можно в любой момент в настройках браузера.',
  'push.accept': 'Включить',
  'push.decline': 'Не сейчас',
  'push.region': 'Предложение включить уведомления',
  'push.timeout':
    'Браузер не успел включить уведомления. Попробуем ещё раз, когда вы откроете следующую страницу.',
  'push.announce':
    'Сайт предлагает включить уведомления о главных новостях: кнопки «Включить» и «Не сейчас». Закрыть — Escape.',
} as const);
