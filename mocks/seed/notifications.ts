/** Site notices the push endpoint hands out once per visitor token (plain text, docs/server-contract.md#push). */
export const SITE_NOTICES: readonly string[] = [
  'Сегодня в 19:00 — онлайн-разбор бюджета Окской области с экономистами. Подключайтесь на сайте «Делового региона».',
  'Открыто голосование «Лучший работодатель Окской области». Выберите компанию до конца месяца.',
];
