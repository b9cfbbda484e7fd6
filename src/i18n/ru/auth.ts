import { catalogue } from '../index.ts';

/** `t()` of the strings the auth area's elements share. */
export const authText = catalogue({
  'field.showPassword': 'Показать пароль',
});
