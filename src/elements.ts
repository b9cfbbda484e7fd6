/**
 * Types for apps (re-exported by the package entry, src/index.ts): every element's class, whose
 * define file also adds its tag to `HTMLElementTagNameMap`, and every event's detail type, whose
 * events file adds its events to `ElementEvents` (and so to `GlobalEventHandlersEventMap`). Type-only: nothing here runs.
 * tests/unit/elements.test.ts fails when an element or an events file is missing here.
 */
export type * from './forms/events.ts';
export type * from '../elements/biz-article-rating/events.ts';
export type * from '../elements/biz-auth-modal/events.ts';
export type * from '../elements/biz-bookmark/events.ts';
export type * from '../elements/biz-career-form/events.ts';
export type * from '../elements/biz-comment-embed/events.ts';
export type * from '../elements/biz-comments/events.ts';
export type * from '../elements/biz-conference-question/events.ts';
export type * from '../elements/biz-feedback/events.ts';
export type * from '../elements/biz-live/events.ts';
export type * from '../elements/biz-load-more/events.ts';
export type * from '../elements/biz-news-list/events.ts';
export type * from '../elements/biz-person-list/events.ts';
export type * from '../elements/biz-poll/events.ts';
export type * from '../elements/biz-profile/events.ts';
export type * from '../elements/biz-push-prompt/events.ts';
export type * from '../elements/biz-quiz/events.ts';
export type * from '../elements/biz-search/events.ts';
export type * from '../elements/biz-site-notifications/events.ts';
export type * from '../elements/biz-slider/events.ts';
export type * from '../elements/biz-standings/events.ts';
export type * from '../elements/biz-sticky-header/events.ts';
export type * from '../elements/biz-text-size/events.ts';
export type * from '../elements/biz-top10/events.ts';
export type * from '../elements/biz-typo-reporter/events.ts';
export type * from '../elements/biz-user-menu/events.ts';
export type { BizAdRotatorElement } from '../elements/biz-ad-rotator/biz-ad-rotator.ts';
export type { BizArticleRatingElement } from '../elements/biz-article-rating/biz-article-rating.ts';
export type { BizAuthModalElement } from '../elements/biz-auth-modal/biz-auth-modal.ts';
export type { BizBookmarkElement } from '../elements/biz-bookmark/biz-bookmark.ts';
export type { BizCareerFormElement } from '../elements/biz-career-form/biz-career-form.ts';
export type { BizCommentEmbedElement } from '../elements/biz-comment-embed/biz-comment-embed.ts';
export type { BizCommentsElement } from '../elements/biz-comments/biz-comments.ts';
export type { BizConferenceQuestionElement } from '../elements/biz-conference-question/biz-conference-question.ts';
export type { BizConsentGateElement } from '../elements/biz-consent-gate/biz-consent-gate.ts';
export type { BizFeedbackElement } from '../elements/biz-feedback/biz-feedback.ts';
export type { BizLiveElement } from '../elements/biz-live/biz-live.ts';
export type { BizLoadMoreElement } from '../elements/biz-load-more/biz-load-more.ts';
export type { BizNewsListElement } from '../elements/biz-news-list/biz-news-list.ts';
export type { BizPersonListElement } from '../elements/biz-person-list/biz-person-list.ts';
export type { BizPollElement } from '../elements/biz-poll/biz-poll.ts';
export type { BizProfileElement } from '../elements/biz-profile/biz-profile.ts';
export type { BizPushPromptElement } from '../elements/biz-push-prompt/biz-push-prompt.ts';
export type { BizQuizElement } from '../elements/biz-quiz/biz-quiz.ts';
export type { BizSearchElement } from '../elements/biz-search/biz-search.ts';
export type { BizSiteNotificationsElement } from '../elements/biz-site-notifications/biz-site-notifications.ts';
export type { BizSliderElement } from '../elements/biz-slider/biz-slider.ts';
export type { BizStandingsElement } from '../elements/biz-standings/biz-standings.ts';
export type { BizStickyHeaderElement } from '../elements/biz-sticky-header/biz-sticky-header.ts';
export type { BizTextSizeElement } from '../elements/biz-text-size/biz-text-size.ts';
export type { BizToTopElement } from '../elements/biz-to-top/biz-to-top.ts';
export type { BizTocElement } from '../elements/biz-toc/biz-toc.ts';
export type { BizTop10Element } from '../elements/biz-top10/biz-top10.ts';
export type { BizTypoReporterElement } from '../elements/biz-typo-reporter/biz-typo-reporter.ts';
export type { BizUserMenuElement } from '../elements/biz-user-menu/biz-user-menu.ts';
