import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';

/**
 * The article's widgets: CUSTOM_ELEMENTS_SCHEMA lets the template use the biz-* tags, attributes
 * are bound with `[attr.…]` and events with `(biz-…)`; `$event` is typed from the package's
 * event map (`CustomEvent<ArticleRateDetail>` here), so `ng build` checks the handler.
 */
@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  templateUrl: './app.html',
})
export class App {
  protected readonly articleId = '1024';
  protected readonly rated = signal('');
}
