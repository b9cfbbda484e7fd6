/** The `biz-widgets/react` entry (built `'use client'`): the components and the tag autoloader. */
import '../autoloader.ts';

export * from './index.ts';
