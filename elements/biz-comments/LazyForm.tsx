/**
 * The comment form in its own chunk (Form.tsx with the mention suggestions), so the list's chunk
 * stays within the 10 KB element budget (DESIGN budgets). Its download starts when this module
 * is evaluated, alongside the list's data, not when a form is first drawn; until it is in, a
 * form's place shows a quiet «Загружаем форму…». A failed download is the element boundary's
 * to report (src/element/boundary.tsx).
 */
import { lazy, Suspense } from 'react';
import type { CommentFormProps } from './Form.tsx';
import { commentsText } from './strings.ts';

const load = () => import('./Form.tsx');
const pending = load();
const Form = lazy(() => pending.catch(load).then((module) => ({ default: module.CommentForm })));

/**
 * `<CommentForm>` (Form.tsx), drawn once its chunk is in. Until then the main form's place is
 * held at about the form's height (biz-comments.css `.form-pending.main`), so the list below
 * does not move when the form arrives; a reply form's place is not (it opens on a click, and
 * what moves after a reader's own click is expected).
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
