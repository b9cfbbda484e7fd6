import { createElementClass } from '../../src/element/define.ts';
import { BizArticleRating, type ArticleRatingProps } from './BizArticleRating.tsx';
import { articleRatingAttributes } from './attributes.ts';
import css from './biz-article-rating.css?inline';

/**
 * Plus/minus rating of an article (docs/behaviour.md#article-rating). A first vote moves the sum by 1, switching sign
 * by 2, the same sign again does nothing; the choice is remembered in localStorage
 * `article_ratings-{article_id}` and shown pressed after a reload. Optimistic, rolled back with a
 * message and a retry when POST /article/rate fails.
 *
 * @summary Article rating: plus, minus and the sum.
 * @tagname biz-article-rating
 *
 * @csspart plus - The plus button (`aria-pressed` when chosen).
 * @csspart minus - The minus button (`aria-pressed` when chosen).
 * @csspart sum - The sum.
 * @csspart error - The failure message.
 * @csspart retry - The retry button inside the failure message.
 * @csspart notice - The thank-you message.
 *
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
