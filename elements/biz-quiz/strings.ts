/** `<biz-quiz>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-quiz>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const quizText = catalogue({
  'results.yourAnswer': 'ваш ответ',
  'results.correct': 'правильный ответ',
  'quiz.label': 'Тест',
  'quiz.progress': 'Вопрос {n} из {total}',
  'quiz.answer': 'Ответить',
  'quiz.next': 'Следующий вопрос',
  'quiz.finish': 'Узнать результат',
  'quiz.choose': 'Выберите вариант ответа.',
  'quiz.right': 'Верно!',
  'quiz.wrong': 'Неверно.',
  'quiz.loadingShares': 'Загружаем ответы читателей…',
  'quiz.sharesLabel': 'Как ответили читатели',
  'quiz.failed': 'Ответ не отправлен.',
  'quiz.score': 'Ваш результат: {score} из {total}',
  'quiz.restart': 'Пройти ещё раз',
  'quiz.invalid': 'Тест не удалось показать: его описание на странице повреждено.',
} as const);
