/** The shared Russian catalogue; `{name}` marks a parameter. */
export const ru = {
  'error.network': 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.',
  'error.unreachable': 'Не удалось связаться с сервером. Попробуйте ещё раз чуть позже.',
  'error.timeout': 'Сервер долго не отвечает. Попробуйте ещё раз.',
  'error.http': 'Сервер ответил ошибкой. Попробуйте ещё раз чуть позже.',
  'error.parse': 'Сервер прислал непонятный ответ. Попробуйте ещё раз чуть позже.',
  'error.validation': 'Сервер прислал неожиданный ответ. Попробуйте ещё раз чуть позже.',
  'error.busy': 'Сервер перегружен. Попробуйте ещё раз через {wait}.',
  'error.aborted': 'Запрос отменён.',
  'error.load': 'Эта часть страницы не загрузилась. Проверьте интернет и попробуйте ещё раз.',
  'error.render': 'Этот блок не удалось показать. Обновите страницу.',
  'action.retry': 'Повторить',
  'action.close': 'Закрыть',
} as const;

/** A key of the Russian catalogue. */
export type MessageKey = keyof typeof ru;
