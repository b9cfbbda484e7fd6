/** Types of scripts/eslint-rules/no-comment-citations.mjs for its unit test. */
import type { Rule } from 'eslint';

/** What a comment must not say: an issue number, the section sign, the design document, a spec section. */
export declare const CITATIONS: RegExp[];

/** The rule's message (`{{text}}`: the citation). */
export declare const MESSAGE: string;

/** The citations in a comment's whole text: offset in it and matched text. */
export declare function citationsIn(comment: string): { index: number; text: string }[];

/** The rule: one problem per citation in a comment. */
declare const rule: Rule.RuleModule;
export default rule;
