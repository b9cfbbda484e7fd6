/**
 * The `biz-widgets/react` entry (vite.npm.config.ts): the React components of every element
 * (src/react/index.ts) and the autoloader, which upgrades the tags they render once the page is
 * in a browser (on a server it does nothing). The built entry starts with `'use client'`.
 */
import '../autoloader.ts';

export * from './index.ts';
