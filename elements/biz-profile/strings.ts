/** `<biz-profile>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-profile>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const profileText = catalogue({
  'profile.anonymous': 'Войдите, чтобы сменить пароль или аватар и увидеть избранное.',
  'profile.login': 'Войти',
  'profile.avatarTitle': 'Аватар',
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
  'profile.removed': 'Убрано из избранного.',
  'profile.removeFailed': 'Не удалось убрать из избранного.',
} as const);

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
