/** State shared by the components of one `<biz-comments>` (one React root, so context is fine). */
import { createContext } from 'react';
import type { Thread } from '../../src/comments/thread.ts';

/** What every comment of the element reads. */
export interface CommentsState {
  articleId: string;
  host: HTMLElement;
  thread: Thread;
  /** Comment id → '+' or '-' (the reader's votes). */
  ratings: ReadonlyMap<string, string>;
  /** Comment id → emoji id (the reader's reactions). */
  emoji: ReadonlyMap<string, string>;
  /** Comments marked «новый». */
  fresh: ReadonlySet<string>;
  /** Comments whose branch is hidden. */
  hidden: ReadonlySet<string>;
  toggleBranch(id: string): void;
  /** The comment whose reply form is open. */
  replyTo: string | null;
  setReplyTo(id: string | null): void;
  /** The comment opened by a permalink (highlighted). */
  target: string | null;
  minlength: number;
}

/** The element's shared state. */
export const CommentsContext = createContext<CommentsState | null>(null);
