/**
 * Strings of the accounts area: `<biz-auth-modal>`, `<biz-user-menu>` and `<biz-profile>`
 * (docs/behaviour.md#auth-modal). Server messages (docs/behaviour.md#auth-modal: "the server's message is shown") are shown as
 * the server sent them; these are the frames around them and the fallbacks when a message is
 * missing. Bundled with the accounts elements, not the services chunk.
 */
import { catalogue } from '../index.ts';

/** The accounts area's `t()`. */
export const authText = catalogue({
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
  'field.showPassword': 'Показать пароль',

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

  'menu.label': 'Учётная запись',
  'menu.login': 'Войти',
  'menu.profile': 'Личный кабинет: {name}',
  'menu.logout': 'Выйти',
  'menu.logoutBusy': 'Выходим…',
  'menu.logoutFailed': 'Не удалось выйти.',

  'profile.label': 'Профиль читателя',
  'profile.anonymous': 'Войдите, чтобы сменить пароль или аватар и увидеть избранное.',
  'profile.login': 'Войти',
  'profile.avatarTitle': 'Аватар',
  'profile.avatarNone': 'Аватар не выбран',
  'profile.choose': 'Выбрать изображение',
  'profile.chooseOther': 'Выбрать другое',
  'profile.upload': 'Сохранить аватар',
  'profile.uploadBusy': 'Загружаем…',
  'profile.cancel': 'Отменить',
  'profile.preview': 'Новый аватар: {name}',
  'profile.avatarHint': 'JPEG, PNG, WebP или GIF, не больше {max}.',
  'profile.badType':
    'Файл «{name}» не подойдёт: загрузите изображение в формате JPEG, PNG, WebP или GIF.',
  'profile.tooBig': 'Файл «{name}» весит {size}, а можно не больше {max}. Выберите файл поменьше.',
  'profile.unreadable': 'Не удалось прочитать изображение «{name}». Выберите другой файл.',
  'profile.badName':
    'В имени файла есть скрытые символы, меняющие направление текста. Переименуйте файл и выберите его снова.',
  'profile.uploadFailed': 'Аватар не загрузился.',
  'profile.uploaded': 'Аватар обновлён.',
  'profile.passwordTitle': 'Смена пароля',
  'profile.currentPassword': 'Текущий пароль',
  'profile.newPassword': 'Новый пароль',
  'profile.repeatPassword': 'Повторите новый пароль',
  'profile.passwordSubmit': 'Сменить пароль',
  'profile.passwordBusy': 'Сохраняем…',
  'profile.passwordChanged': 'Пароль изменён.',
  'profile.passwordFailed': 'Пароль не изменён.',
  'profile.passwordRequestFailed': 'Пароль не изменён.',
  'profile.favouritesTitle': 'Избранное',
  'profile.favouritesEmpty': 'В избранном пока ничего нет.',
  'profile.removeBusy': 'Убираем…',
  'profile.removed': 'Убрано из избранного.',
  'profile.removeFailed': 'Не удалось убрать из избранного.',
});

/** Bytes as Russian text via Intl (CLDR units): «740 кБ», «5 МБ», «12,4 МБ». */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat('ru-RU', {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
