/** `<biz-user-menu>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-user-menu>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const userMenuText = catalogue({
  'menu.label': 'Учётная запись',
  'menu.login': 'Войти',
  'menu.profile': 'Личный кабинет: {name}',
  'menu.logout': 'Выйти',
  'menu.logoutFailed':
    'Вы вышли на этом устройстве, но сервер не подтвердил выход: сессия на сайте, возможно, ещё открыта.',
} as const);
