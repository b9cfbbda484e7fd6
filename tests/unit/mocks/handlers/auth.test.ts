/** Demo backend: accounts, session, profile and mention suggestions. */
import { describe, expect, it } from 'vitest';
import * as s from '../../../../src/api/schemas/index.ts';
import { db } from '../../../../mocks/db.ts';
import { get, json, parsed, post, signIn, useDemoBackend } from '../helpers.ts';

useDemoBackend();

describe('login and logout', () => {
  it('signs the demo account in and out', async () => {
    const answer = await parsed(
      post('/auth/login', { email: 'Reader@Example.ru', password: 'demo1234', _ajax: 1 }),
      s.LoginAnswer,
    );
    expect(answer).toMatchObject({ status: 'ok', username: 'Анна Соколова' });
    expect(answer.userpic).toMatch(/^\/userpics\/.+\.svg$/);
    expect(db.session).toBe('reader@example.ru');

    await parsed(get('/logout'), s.AckAnswer);
    expect(db.session).toBeNull();
  });

  it('refuses a wrong password with the Russian message', async () => {
    const answer = await json(
      post('/auth/login', { email: 'reader@example.ru', password: 'wrong', _ajax: 1 }),
    );
    expect(answer).toEqual({ status: 'error', message: 'Неверный email или пароль' });
    expect(db.session).toBeNull();
  });

  it('needs a session for favourites', async () => {
    expect((await post('/me/add-fav', { type: 1, id: 1024 })).status).toBe(401);
    await signIn();
    expect(await json(post('/me/add-fav', { type: 1, id: 1024 }))).toMatchObject({ active: true });
    expect(await json(post('/me/add-fav', { type: 1, id: 1024 }))).toMatchObject({ active: false });
  });
});

describe('register', () => {
  const form = {
    email: 'ivan.kuzmin@example.ru',
    password: 'secret77',
    password_repeat: 'secret77',
    name: 'Иван Кузьмин',
    nickname: 'kuzmin',
    token: 't',
    _ajax: 1,
  };

  it('creates an unconfirmed account', async () => {
    const answer = await parsed(post('/auth/register', form), s.StatusMessageAnswer);
    expect(answer.status).toBe('ok');
    expect(answer.message).toContain('ivan.kuzmin@example.ru');
    expect(db.users.get('ivan.kuzmin@example.ru')?.status).toBe('not_active');
  });

  it.each([
    [{ email: 'reader@example.ru' }, 'уже зарегистрирован'],
    [{ nickname: 'SOKOLOVA' }, 'никнейм уже занят'],
    [{ password_repeat: 'other777' }, 'Пароли не совпадают'],
    [{ password: '123', password_repeat: '123' }, 'не короче 6'],
    [{ email: 'not-an-email' }, 'электронной почты'],
    [{ name: '' }, 'Заполните все поля'],
  ])('refuses %o in Russian', async (change, message) => {
    const answer = await parsed(
      post('/auth/register', { ...form, ...change }),
      s.StatusMessageAnswer,
    );
    expect(answer.status).toBe('error');
    expect(answer.message).toContain(message);
  });
});

describe('restore', () => {
  it.each([
    ['reader@example.ru', 'ok', 1],
    ['nobody@example.ru', 'error', 0],
    ['blocked@example.ru', 'error', 2],
    ['toomany@example.ru', 'error', 4],
    ['плохой адрес', 'error', 3],
    ['legacy@example.ru', 'error', 5],
  ])('%s → %s, type %i', async (email, status, type) => {
    const answer = await parsed(post('/auth/restore', { email }), s.RestoreAnswer);
    expect(answer).toMatchObject({ status, type });
    expect(answer.message).toBeTruthy();
  });
});

describe('password change', () => {
  const change = (password: string, next = 'newpass1', repeat = next) =>
    parsed(
      post('/me/password', { password, new_password: next, repeat_password: repeat }),
      s.StatusMessageAnswer,
    );

  it('needs a session', async () => {
    expect(await change('demo1234')).toMatchObject({ status: 'error' });
  });

  it('refuses a wrong current password, then changes it', async () => {
    await signIn();
    expect(await change('wrong')).toEqual({
      status: 'error',
      message: 'Текущий пароль указан неверно',
    });
    expect(await change('demo1234', 'newpass1', 'newpass2')).toMatchObject({ status: 'error' });
    expect(await change('demo1234')).toMatchObject({ status: 'ok' });
    await get('/logout');
    await signIn('reader@example.ru', 'newpass1');
  });
});

describe('userpic', () => {
  it('answers a relative URL that serves the uploaded image, and keeps it', async () => {
    await signIn();
    const bytes = new Uint8Array([137, 80, 78, 71]);
    const file = new File([bytes], 'me.png', { type: 'image/png' });
    const answer = await parsed(
      post('/profile/update/userpic', { userpic: file }),
      s.UserpicAnswer,
    );
    expect(answer.userpic).toBe('/userpics/uploaded/sokolova-1.png');
    const image = await get(answer.userpic);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes);
    const login = await json(
      post('/auth/login', { email: 'reader@example.ru', password: 'demo1234' }),
    );
    expect(login.userpic).toBe(answer.userpic);
    expect((await get('/userpics/uploaded/nobody.png')).status).toBe(404);
  });

  it('refuses anonymous uploads and non-images', async () => {
    const text = new File(['hello'], 'a.txt', { type: 'text/plain' });
    expect((await post('/profile/update/userpic', { userpic: text })).status).toBe(401);
    await signIn();
    expect((await post('/profile/update/userpic', { userpic: text })).status).toBe(415);
  });
});

describe('mention suggestions', () => {
  it('matches nickname or name, case-insensitively', async () => {
    const answer = await parsed(get(`/users/ajax/${encodeURIComponent('ПЕТРОВ')}`), s.UsersAnswer);
    expect(answer.data.map((u) => u.nickname)).toEqual(['ipetrov']);
    const byNick = await parsed(get('/users/ajax/KOVAL'), s.UsersAnswer);
    expect(byNick.data.map((u) => u.username)).toEqual(['Виктор Ковалёв']);
  });

  it('has about twenty seeded users and caps the answer at ten', async () => {
    expect(db.users.size).toBeGreaterThanOrEqual(20);
    const many = await parsed(get('/users/ajax/e'), s.UsersAnswer);
    expect(many.data.length).toBe(10);
    const none = await parsed(get('/users/ajax/zzzz'), s.UsersAnswer);
    expect(none).toEqual({ status: 'ok', data: [] });
  });
});
