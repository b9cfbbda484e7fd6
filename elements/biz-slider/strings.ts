/** `<biz-slider>`'s own Russian strings (shared ones: src/i18n); spec quotes verbatim, marked by docs/behaviour.md section. */
import { catalogue } from '../../src/i18n/index.ts';

/** `<biz-slider>`'s strings: `key → Russian text`, with `{param}` placeholders filled from the second argument. */
export const sliderText = catalogue({
  'slider.roledescription': 'карусель',
  'slider.label': 'Фотогалерея',
  'slider.slide': 'слайд',
  'slider.position': '{n} из {count}',
  'slider.previous': 'Предыдущий слайд',
  'slider.next': 'Следующий слайд',
  'slider.stop': 'Остановить автопрокрутку',
  'slider.start': 'Запустить автопрокрутку',
  'slider.picker': 'Выбор слайда',
  'slider.goTo': 'Показать слайд {n}',
  'slider.empty': 'В галерее нет слайдов.',
} as const);
