/** Types of scripts/check-comments.mjs for its unit test. */

/** A range of a file's text that is a comment: offsets, `end` exclusive. */
export interface CommentRange {
  start: number;
  end: number;
}

/** A citation found in a comment: its 1-based line and the matched text. */
export interface Citation {
  line: number;
  text: string;
}

/** The folders whose comments are checked. */
export declare const ROOTS: string[];

/** The citations the comment rule finds in a script read as file `filename`. */
export declare function scriptCitations(text: string, filename: string): Citation[];

/** The comments of CSS source. */
export declare function cssComments(text: string): CommentRange[];

/** The citations in an HTML, Vue or Svelte file: its comments and those of its scripts and styles. */
export declare function markupCitations(text: string): Citation[];

/** The citations in the comments of a file named `path` with text `text`, by line. */
export declare function findCitations(path: string, text: string): Citation[];
