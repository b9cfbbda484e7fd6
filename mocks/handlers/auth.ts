/**
 * Accounts (docs/server-contract.md#accounts): login, register, restore, password change, logout,
 * userpic upload, mention suggestions. The session is `db.session` (the demo's stand-in for a
 * cookie). The form actions (login, register, restore, password change) are served at their
 * rows' fallbacks (src/api/calls.ts).
 */
import { http, HttpResponse } from 'msw';
import { db, sessionUser, userByEmail } from '../db.ts';
import * as calls from '../../src/api/calls.ts';
import { route } from '../route.ts';
import { beforeStoreUse } from '../store-hooks.ts';
import {
  BLOCKED_RESTORE_EMAIL,
  ODD_TYPE_RESTORE_EMAIL,
  RATE_LIMITED_RESTORE_EMAIL,
} from '../seed/users.ts';
import { errorAnswer, isFile, str } from '../util.ts';

/** Shortest accepted password. */
const MIN_PASSWORD_LENGTH = 6;
/** Largest accepted userpic, in bytes. */
const MAX_USERPIC_BYTES = 5 * 1024 * 1024;
/** Most mention suggestions in one answer. */
const MAX_SUGGESTIONS = 10;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NICKNAME = /^[a-z0-9_.-]{3,20}$/i;

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
};

/** Keeps an uploaded userpic and returns the relative URL the demo backend serves it at. */
async function storeUpload(file: File, nickname: string): Promise<string> {
  const ext = IMAGE_EXTENSIONS[file.type] ?? 'img';
  const name = `${nickname}-${db.uploads.size + 1}.${ext}`;
  db.uploads.set(name, { type: file.type, bytes: await file.arrayBuffer() });
  return `/userpics/uploaded/${name}`;
}

export const authHandlers = [
  // POST /auth/login: email, password, _ajax → status, message, username, userpic.
  route(calls.login, ({ fields }) => {
    const email = str(fields.email).trim();
    const password = str(fields.password);
    if (!email || !password) return { status: 'error', message: 'Введите email и пароль' };
    const user = userByEmail(email);
    if (!user || user.password !== password) {
      return { status: 'error', message: 'Неверный email или пароль' };
    }
    db.session = user.email.toLowerCase();
    return { status: 'ok', username: user.username, userpic: user.userpic };
  }),

  // POST /auth/register: email, password, password_repeat, name, nickname, token, _ajax.
  // A new account is unconfirmed (status not_active) until the emailed link is followed.
  route(calls.register, ({ fields }) => {
    const email = str(fields.email).trim();
    const password = str(fields.password);
    const repeat = str(fields.password_repeat);
    const name = str(fields.name).trim();
    const nickname = str(fields.nickname).trim();
    if (!email || !password || !repeat || !name || !nickname) {
      return { status: 'error', message: 'Заполните все поля' };
    }
    if (!EMAIL.test(email))
      return { status: 'error', message: 'Проверьте адрес электронной почты' };
    if (password.length < MIN_PASSWORD_LENGTH) {
      return {
        status: 'error',
        message: `Пароль должен быть не короче ${MIN_PASSWORD_LENGTH} символов`,
      };
    }
    if (password !== repeat) return { status: 'error', message: 'Пароли не совпадают' };
    if (!NICKNAME.test(nickname)) {
      return {
        status: 'error',
        message: 'Никнейм: от 3 до 20 латинских букв, цифр, точек, дефисов или подчёркиваний',
      };
    }
    if (userByEmail(email)) {
      return { status: 'error', message: 'Пользователь с таким email уже зарегистрирован' };
    }
    const lower = nickname.toLowerCase();
    if ([...db.users.values()].some((u) => u.nickname.toLowerCase() === lower)) {
      return { status: 'error', message: 'Этот никнейм уже занят' };
    }
    db.users.set(email.toLowerCase(), {
      email,
      password,
      username: name,
      nickname,
      name,
      userpic: '',
      status: 'not_active',
    });
    return {
      status: 'ok',
      message: `Регистрация почти завершена: мы отправили письмо на ${email}. Перейдите по ссылке из письма, чтобы подтвердить адрес.`,
    };
  }),

  // POST /auth/restore: the serialized form (email) → status, type, message (docs/behaviour.md#auth-modal):
  // type 0 unknown email, 3 invalid email, 2 blocked account, 4 too many requests, 1 sent;
  // type 5 (an account of the old site, moved by support) for the widget's "only logged" path.
  route(calls.restorePassword, ({ fields }) => {
    const email = str(fields.email).trim();
    if (!EMAIL.test(email)) {
      return { status: 'error', type: 3, message: 'Введите корректный адрес электронной почты' };
    }
    const lower = email.toLowerCase();
    if (lower === BLOCKED_RESTORE_EMAIL) {
      return {
        status: 'error',
        type: 2,
        message: 'Учётная запись заблокирована. Напишите в службу поддержки.',
      };
    }
    if (lower === RATE_LIMITED_RESTORE_EMAIL) {
      return {
        status: 'error',
        type: 4,
        message: 'Слишком много запросов на восстановление. Попробуйте через час.',
      };
    }
    if (lower === ODD_TYPE_RESTORE_EMAIL) {
      return {
        status: 'error',
        type: 5,
        message: 'Учётная запись перенесена со старого сайта: восстановление через поддержку.',
      };
    }
    if (!userByEmail(email)) {
      return { status: 'error', type: 0, message: 'Пользователь с таким email не найден' };
    }
    db.restoreLetters.push(lower);
    return {
      status: 'ok',
      type: 1,
      message: `Ссылка для восстановления пароля отправлена на ${email}`,
    };
  }),

  // POST /me/password: password, new_password, repeat_password → status, message.
  route(calls.changePassword, ({ fields }) => {
    const user = sessionUser();
    if (!user) return { status: 'error', message: 'Войдите, чтобы сменить пароль' };
    const current = str(fields.password);
    const next = str(fields.new_password);
    const repeat = str(fields.repeat_password);
    if (current !== user.password) {
      return { status: 'error', message: 'Текущий пароль указан неверно' };
    }
    if (next.length < MIN_PASSWORD_LENGTH) {
      return {
        status: 'error',
        message: `Новый пароль должен быть не короче ${MIN_PASSWORD_LENGTH} символов`,
      };
    }
    if (next !== repeat) return { status: 'error', message: 'Новые пароли не совпадают' };
    if (next === current) {
      return { status: 'error', message: 'Новый пароль совпадает с текущим' };
    }
    user.password = next;
    return { status: 'ok', message: 'Пароль изменён' };
  }),

  // GET /logout: ends the session.
  route(calls.logout, () => {
    db.session = null;
    return { status: 'ok' };
  }),

  // POST /profile/update/userpic: multipart userpic → userpic, a relative URL of the upload
  // (/userpics/uploaded/{name}); relative, because widgets drop userpics that are not http(s)
  // or relative URLs.
  route(calls.uploadUserpic, async ({ fields }) => {
    const user = sessionUser();
    if (!user) return errorAnswer('Войдите, чтобы сменить аватар', 401);
    const file = fields.userpic;
    if (!isFile(file) || file.size === 0) return errorAnswer('Выберите файл с изображением');
    if (!file.type.startsWith('image/')) {
      return errorAnswer('Аватар должен быть изображением (JPEG, PNG, GIF или WebP)', 415);
    }
    if (file.size > MAX_USERPIC_BYTES) return errorAnswer('Изображение больше 5 МБ', 413);
    user.userpic = await storeUpload(file, user.nickname);
    return { status: 'ok', userpic: user.userpic };
  }),

  // GET /userpics/uploaded/{name}: an uploaded userpic (plain handler: no log, no chaos).
  http.get('*/userpics/uploaded/:name', async ({ params }) => {
    await beforeStoreUse(); // another tab may have uploaded it
    const upload = db.uploads.get(String(params.name));
    if (!upload) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(upload.bytes, {
      headers: { 'Content-Type': upload.type, 'Cache-Control': 'no-store' },
    });
  }),

  // GET /users/ajax/{partial} → status, data [{username, nickname, userpic}] (case-insensitive).
  route(calls.findUsers, ({ params }) => {
    const partial = String(params.partial ?? '')
      .trim()
      .toLowerCase();
    const data = [...db.users.values()]
      .filter(
        (u) =>
          partial.length > 0 &&
          (u.nickname.toLowerCase().includes(partial) ||
            u.username.toLowerCase().includes(partial)),
      )
      .slice(0, MAX_SUGGESTIONS)
      .map((u) => ({ username: u.username, nickname: u.nickname, userpic: u.userpic || null }));
    return HttpResponse.json({ status: 'ok', data });
  }),
];
