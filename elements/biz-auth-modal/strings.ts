/**
 * Russian strings of `<biz-auth-modal>` (its own; strings shared with other elements stay in
 * src/i18n). Quoted strings of the spec are verbatim, marked with their docs/behaviour.md section.
 */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-auth-modal>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const authModalText = catalogue({
  'modal.title': 'Личный кабинет',
  'modal.intro': 'Войдите, чтобы комментировать под своим именем и сохранять закладки.',
  'modal.tabs': 'Вход, регистрация или восстановление пароля',
  'tab.login': 'Вход',
  'tab.register': 'Регистрация',
  'tab.restore': 'Восстановление',
  'field.email': 'Электронная почта',
  'field.password': 'Пароль',
  'field.passwordRepeat': 'Повторите пароль',
  'field.name': 'Имя',
  'field.nameHint': 'Так вас увидят другие читатели в комментариях.',
  'field.nickname': 'Никнейм',
  'field.nicknameHint':
    'Латинские буквы, цифры, точка, дефис или подчёркивание — для упоминаний через @.',
  'login.submit': 'Войти',
  'login.busy': 'Входим…',
  'login.failed': 'Не удалось войти. Проверьте почту и пароль.',
  'login.requestFailed': 'Не удалось войти.',
  'login.forgot': 'Забыли пароль?',
  'register.submit': 'Зарегистрироваться',
  'register.busy': 'Регистрируем…',
  'register.failed': 'Не удалось зарегистрироваться. Проверьте поля формы.',
  'register.requestFailed': 'Регистрация не отправлена.',
  'register.successTitle': 'Регистрация',
  'register.success':
    'Спасибо за регистрацию! Мы отправили письмо: перейдите по ссылке из него, чтобы подтвердить адрес.',
  'register.ok': 'Понятно',
  'restore.intro':
    'Укажите почту, с которой вы регистрировались: мы пришлём ссылку для нового пароля.',
  'restore.submit': 'Восстановить пароль',
  'restore.busy': 'Отправляем…',
  'restore.sent': 'Мы отправили ссылку для восстановления пароля на вашу почту.',
  'restore.failed': 'Не удалось восстановить пароль. Проверьте адрес почты.',
  'restore.errorTitle': 'Не удалось восстановить пароль',
  'restore.requestFailed': 'Запрос на восстановление пароля не отправлен.',
  'profile.label': 'Профиль читателя',
  'profile.avatarNone': 'Аватар не выбран',
  'profile.removeBusy': 'Убираем…',
} as const);
