import { catalogue } from '../index.ts';

/** `t()` of the strings the forms area's elements share. */
export const formText = catalogue({
  'form.requiredNote': 'Поля, отмеченные *, обязательны.',
  'form.sending': 'Отправляем…',
  'form.refused': '{what} {message}',
  'form.refusedDefault': 'Сервер отказал без объяснений. Попробуйте ещё раз чуть позже.',
});

/** Russian forms of «символ» for minimum-length messages. */
export const CHARACTERS = { one: 'символ', few: 'символа', many: 'символов' } as const;
