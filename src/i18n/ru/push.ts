/**
 * Russian strings of push notifications: `<biz-push-prompt>` (docs/behaviour.md#push-prompt) and
 * `<biz-site-notifications>` (docs/behaviour.md#site-notifications get-notifications).
 */
import { catalogue } from '../index.ts';

/** The push area's strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const pushText = catalogue({
  'push.title': 'Включить уведомления?',
  'push.text':
    'Пришлём главные новости экономики и бизнеса региона, как только они выйдут. Отключить можно в любой момент в настройках браузера.',
  'push.accept': 'Включить',
  'push.decline': 'Не сейчас',
  'push.timeout':
    'Браузер не успел включить уведомления. Попробуем ещё раз, когда вы откроете следующую страницу.',
  'push.announce':
    'Сайт предлагает включить уведомления о главных новостях: кнопки «Включить» и «Не сейчас». Закрыть — Escape.',

  'notices.label': 'Уведомления сайта',
  'notices.dismiss': 'Закрыть уведомление',
  'notices.failed': 'Уведомления сайта не загрузились.',
});
