/**
 * The Russian catalogue: every string a reader sees. Quoted strings of the spec are verbatim
 * (marked "spec"). Keys are grouped by element; `{name}` marks a parameter.
 */
export const ru = {
  'error.network': 'Нет связи с сервером. Проверьте интернет и попробуйте ещё раз.',
  'error.unreachable': 'Не удалось связаться с сервером. Попробуйте ещё раз чуть позже.',
  'error.timeout': 'Сервер долго не отвечает. Попробуйте ещё раз.',
  'error.http': 'Сервер ответил ошибкой. Попробуйте ещё раз чуть позже.',
  'error.parse': 'Сервер прислал непонятный ответ. Попробуйте ещё раз чуть позже.',
  'error.validation': 'Сервер прислал неожиданный ответ. Попробуйте ещё раз чуть позже.',
  'error.busy': 'Сервер перегружен. Попробуйте ещё раз через {wait}.',
  'error.aborted': 'Запрос отменён.',
  'error.render': 'Этот блок не удалось показать. Обновите страницу.',
  'action.retry': 'Повторить',
  'action.close': 'Закрыть',

  'rating.label': 'Оценка статьи',
  'rating.plus': 'Нравится',
  'rating.minus': 'Не нравится',
  'rating.sum': 'Рейтинг: {sum}',
  'rating.failed': 'Оценка не сохранилась.',
  'rating.saved': 'Спасибо, ваша оценка учтена.',

  'bookmark.add': 'В закладки',
  'bookmark.remove': 'В закладках',
  'bookmark.addLabel': 'Добавить в закладки',
  'bookmark.removeLabel': 'Убрать из закладок',
  'bookmark.login': 'Войдите, чтобы сохранять закладки.',
  'bookmark.failed': 'Закладка не сохранилась.',
  'bookmark.added': 'Добавлено в закладки.',
  'bookmark.removed': 'Убрано из закладок.',

  'textSize.label': 'Размер текста',
  'textSize.small': 'Мелкий текст',
  'textSize.medium': 'Средний текст',
  'textSize.big': 'Крупный текст',
  // Accessible names: they begin with the visible «А» (WCAG 2.5.3 Label in Name).
  'textSize.smallName': 'А — мелкий текст',
  'textSize.mediumName': 'А — средний текст',
  'textSize.bigName': 'А — крупный текст',
  'textSize.noTarget': 'Не найден текст статьи для изменения размера.',

  'toc.label': 'Содержание',
  'toc.empty': 'В статье нет разделов.',

  'typo.hint': 'Нашли ошибку? Выделите её и нажмите Ctrl+Enter.',
  'typo.confirm': 'Здесь есть ошибка?', // docs/behaviour.md#typo-reporter
  'typo.sent': 'Спасибо! Мы получили сообщение об ошибке.',
  'typo.failed': 'Сообщение об ошибке не отправлено.',
} as const;

/** A key of the Russian catalogue. */
export type MessageKey = keyof typeof ru;
