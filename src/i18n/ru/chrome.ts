/**
 * Russian strings of the page chrome (docs/behaviour.md#constants): `<biz-to-top>`, `<biz-sticky-header>`,
 * `<biz-slider>`, `<biz-ad-rotator>`.
 */
import { catalogue } from '../index.ts';

/** `t()` of the page chrome. */
export const chromeText = catalogue({
  'toTop.label': 'Наверх',

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

  'ads.label': 'Рекламные объявления',
  'ads.stop': 'Остановить смену объявлений',
  'ads.start': 'Возобновить смену объявлений',
});
