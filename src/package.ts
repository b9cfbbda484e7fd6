/**
 * The package entry for apps that bundle biz-widgets: starts the autoloader (a side effect) and
 * exports the API; React stays an import (vite.npm.config.ts), so an app bundles one copy.
 */
import './autoloader.ts';

export * from './index.ts';
