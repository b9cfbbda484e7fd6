/**
 * Russian strings of the votes area: `<biz-poll>`, `<biz-top10>`, `<biz-quiz>` and the shared
 * result bars. Quoted strings of the spec are verbatim (marked "docs/behaviour.md#poll").
 */
import { catalogue } from '../index.ts';

/** The votes area's strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const voteText = catalogue({
  'results.chosen': 'ваш выбор',
  'results.yourAnswer': 'ваш ответ',
  'results.correct': 'правильный ответ',
  'results.loading': 'Загружаем результаты…',

  'poll.label': 'Опрос',
  'poll.vote': 'Голосовать',
  'poll.voted': 'вы проголосовали', // docs/behaviour.md#poll
  'poll.finished': 'голосование завершено', // docs/behaviour.md#poll
  'poll.sending': 'Отправляем ваш голос…',
  'poll.choose': 'Выберите вариант ответа.',
  'poll.thanks': 'Спасибо, ваш голос учтён.',
  'poll.failed': 'Голос не учтён.',
  'poll.refused': 'Голос не принят: {message}',
  'poll.refusedDefault': 'сервер отказал.',
  'poll.resultsFailed': 'Не удалось загрузить результаты опроса.',
  'poll.noVariants': 'В опросе нет вариантов ответа.',

  'top10.title': 'Голосование читателей',
  'top10.label': 'Варианты голосования',
  'top10.vote': 'Голосовать',
  'top10.voteFor': 'за «{title}»',
  'top10.voted': 'Голос учтен!', // docs/behaviour.md#top10
  'top10.failed': 'Голос не учтён.',
  'top10.refused': 'Голос не принят: {message}',
  'top10.loadFailed': 'Не удалось загрузить голосование.',
  'top10.empty': 'В этом голосовании пока нет вариантов.',
  'top10.loading': 'Загружаем голосование…',

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

/**
 * A name to put inside our own «…» without doubling quotes (Russian typography): a name that is
 * one quotation already («Окскэнерго») loses its outer «», and quotes inside a name become
 * „…“ (Банк «Окский кредит» → Банк „Окский кредит“). So `за «{title}»` gives
 * `за «Окскэнерго»` and `за «Банк „Окский кредит“»`, never `за ««Окскэнерго»»`.
 * @param title the name as the server sent it (plain text).
 * @returns the text to place between « and ».
 */
export function insideQuotes(title: string): string {
  let text = title.trim();
  if (text.startsWith('«') && text.endsWith('»')) {
    // Outer «» only if the first « closes at the very end.
    let depth = 0;
    let closesAtEnd = true;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '«') depth++;
      else if (text[i] === '»') depth--;
      if (depth === 0 && i < text.length - 1) {
        closesAtEnd = false;
        break;
      }
    }
    if (closesAtEnd) text = text.slice(1, -1);
  }
  return text.replace(/«/g, '„').replace(/»/g, '“');
}
