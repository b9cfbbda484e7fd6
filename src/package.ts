/**
 * The package entry for apps that bundle biz-widgets (`import { configure } from 'biz-widgets'`):
 * starts the autoloader (a side effect: every `biz-*` tag on the page, now or later, is defined
 * on sight) and exports the configuration and sign-in API. Built by `vite.npm.config.ts` into
 * `dist/npm/` with React, ReactDOM and the other runtime libraries left as imports for the
 * app's bundler to resolve, so an app that already has React bundles one copy.
 */
import './autoloader.ts';

export * from './index.ts';
