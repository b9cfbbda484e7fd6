import { createElementClass } from '../../src/element/define.ts';
import { BizArticleRating, type ArticleRatingProps } from './BizArticleRating.tsx';
import { articleRatingAttributes } from './attributes.ts';
import css from './biz-article-rating.css?inline';

/**
 * Plus/minus rating of an article (docs/behaviour.md#article-rating).
 *
 * @summary Article rating: plus, minus and the sum.
 * @tagname biz-article-rating
 * @cssproperty --biz-accent - Accent colour.
 * @cssproperty --biz-positive - Colour of the chosen plus and a positive sum.
 * @cssproperty --biz-negative - Colour of the chosen minus and a negative sum.
 * @cssproperty --biz-font-family - Font family.
 * @cssproperty --biz-radius - Corner radius of notices.
 */
export class BizArticleRatingElement extends createElementClass<ArticleRatingProps>({
  component: BizArticleRating,
  attributes: articleRatingAttributes,
  styles: [css],
}) {}
