/** Types of scripts/eslint-rules/no-comment-citations.mjs for its unit test. */
import type { Rule } from 'eslint';

/** The citations in a comment's whole text: offset in it and matched text. */
export declare function citationsIn(comment: string): { index: number; text: string }[];

/** The rule: one problem per citation in a comment. */
declare const rule: Rule.RuleModule;
export default rule;
