import type { Plugin } from 'vite';

/** Babel's rest loops of `code` as rest parameters: the code, its source map, how many. */
export declare function restParameters(
  code: string,
  id?: string,
): {
  code: string;
  map: ReturnType<import('magic-string').default['generateMap']> | null;
  count: number;
};

/** How a chunk that still spreads `arguments` is found. */
export declare const SPREAD_ARGUMENTS: string;

/** The Vite plugin: rest loops as rest parameters; fails a build whose chunk spreads `arguments`. */
export declare function restParametersPlugin(): Plugin;
