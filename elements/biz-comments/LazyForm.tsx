/**
 * The comment form in its own chunk, so the list's stays within its 10 KB budget; the download
 * starts with this module, alongside the list's data. A failed one is retried once.
 */
import { Suspense } from 'react';
import type { CommentFormProps } from './Form.tsx';
import { preloaded } from './preloaded.tsx';
import { commentsText } from './strings.ts';

const load = () => import('./Form.tsx');
const Form = preloaded(load().catch(load), (module) => module.CommentForm);

/**
 * Form.tsx's `<CommentForm>` once loaded; until then the main form's place keeps about its height,
 * so the list does not move (a reply form opens on a click, where movement is expected).
 */
export function CommentForm(props: CommentFormProps) {
  const main = props.parentId === '0';
  return (
    <Suspense
      fallback={
        <p className={`muted form-pending${main ? ' main' : ''}`}>{commentsText('formLoading')}</p>
      }
    >
      <Form {...props} />
    </Suspense>
  );
}
