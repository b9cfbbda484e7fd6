/**
 * Russian strings of the auth area shared by more than one element (each element's own strings
 * are in its folder's strings.ts).
 */
import { catalogue } from '../index.ts';

/** The accounts area's `t()`. */
export const authText = catalogue({
  'field.showPassword': 'Показать пароль',
});
