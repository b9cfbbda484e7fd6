/**
 * Seed accounts of the demo backend: readers of a regional business site. Every password is
 * 'demo1234'. Userpics live in demo/public/userpics/{nickname}.svg.
 */

/** A demo account. */
export interface DemoUser {
  email: string;
  password: string;
  /** Display name shown on comments and in the header. */
  username: string;
  /** Latin handle used for @-mentions. */
  nickname: string;
  /** First name as typed at registration. */
  name: string;
  userpic: string;
  /** 'active', or 'not_active' (unconfirmed or banned: docs/behaviour.md#comments). */
  status: 'active' | 'not_active';
}

/** The account written on the demo page. */
export const DEMO_ACCOUNT = { email: 'reader@example.ru', password: 'demo1234' } as const;

/** An account whose comments are refused with status 'not_active' (docs/behaviour.md#comments). */
export const BANNED_ACCOUNT = { email: 'banned@example.ru', password: 'demo1234' } as const;

/** Restoring this address answers type 2 (the restore error modal, docs/behaviour.md#auth-modal). */
export const BLOCKED_RESTORE_EMAIL = 'blocked@example.ru';

/** Restoring this address answers type 4 (too many requests: the restore error modal). */
export const RATE_LIMITED_RESTORE_EMAIL = 'toomany@example.ru';

/** Restoring this address answers type 5, a type the widget only logs (docs/behaviour.md#auth-modal). */
export const ODD_TYPE_RESTORE_EMAIL = 'legacy@example.ru';

const PEOPLE: [username: string, nickname: string, email?: string][] = [
  ['Анна Соколова', 'sokolova', DEMO_ACCOUNT.email],
  ['Игорь Петров', 'ipetrov'],
  ['Марина Кузнецова', 'kuznetsova_m'],
  ['Дмитрий Волков', 'dvolkov'],
  ['Ольга Лебедева', 'lebedeva'],
  ['Сергей Морозов', 'morozov_s'],
  ['Елена Новикова', 'enovikova'],
  ['Алексей Фёдоров', 'fedorov'],
  ['Татьяна Смирнова', 'tsmirnova'],
  ['Николай Попов', 'npopov'],
  ['Юлия Васильева', 'vasilyeva'],
  ['Андрей Зайцев', 'azaitsev'],
  ['Наталья Павлова', 'pavlova_n'],
  ['Константин Орлов', 'korlov'],
  ['Ирина Белова', 'ibelova'],
  ['Виктор Ковалёв', 'kovalev_v'],
  ['Светлана Григорьева', 'grigoryeva'],
  ['Павел Степанов', 'pstepanov'],
  ['Евгения Романова', 'romanova_e'],
  ['Михаил Егоров', 'megorov'],
];

/** Builds the seed accounts (fresh objects every call: the store mutates them). */
export function seedUsers(): DemoUser[] {
  const users: DemoUser[] = PEOPLE.map(([username, nickname, email]) => ({
    email: email ?? `${nickname.replace(/_/g, '.')}@example.ru`,
    password: 'demo1234',
    username,
    nickname,
    name: username.split(' ')[0] ?? username,
    userpic: `/userpics/${nickname}.svg`,
    status: 'active',
  }));
  users.push({
    email: BANNED_ACCOUNT.email,
    password: BANNED_ACCOUNT.password,
    username: 'Роман Тарасов',
    nickname: 'tarasov_r',
    name: 'Роман',
    userpic: '/userpics/tarasov_r.svg',
    status: 'not_active',
  });
  return users;
}
