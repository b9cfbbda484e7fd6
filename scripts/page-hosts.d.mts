/** Types of scripts/page-hosts.mjs. */

/** The source of a function expression returning every `biz-*` element, shadow roots included. */
export declare const OUR_HOSTS: string;
