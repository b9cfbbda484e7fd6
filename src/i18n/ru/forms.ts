/**
 * Russian strings of the forms area shared by more than one element (each element's own strings
 * are in its folder's strings.ts).
 */
import { catalogue } from '../index.ts';

/** The forms area's strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const formText = catalogue({
  'form.requiredNote': 'Поля, отмеченные *, обязательны.',
  'form.sending': 'Отправляем…',
  'form.refused': '{what} {message}',
  'form.refusedDefault': 'Сервер отказал без объяснений. Попробуйте ещё раз чуть позже.',
});

/** Russian forms of «символ» for minimum-length messages. */
export const CHARACTERS = { one: 'символ', few: 'символа', many: 'символов' } as const;
