/**
 * «Перейти к форме комментария» and «Пропустить комментарии» (docs/behaviour.md#comments-keyboard):
 * the first Tab stops of `<biz-comments>`, shown while focused. They move focus (the page's URL
 * and scroll position are not touched otherwise): to the comment field, and to the end of the
 * comments, from where the next Tab goes on into the page.
 */
import type { MouseEvent } from 'react';
import { commentText } from '../../src/i18n/ru/comments.ts';

/** Focuses the element matching `selector` in the link's shadow root instead of following it. */
const jump = (selector: string) => (e: MouseEvent<HTMLAnchorElement>) => {
  const root = e.currentTarget.getRootNode() as ParentNode;
  const to = root.querySelector<HTMLElement>(selector);
  if (!to) return;
  e.preventDefault();
  // Chromium starts the next Tab at the top of the shadow root when focus is on an element with
  // tabindex -1; a target is in the Tab order while it has focus, so Tab goes on from it.
  if (to.tabIndex < 0) {
    to.tabIndex = 0;
    to.addEventListener('blur', () => (to.tabIndex = -1), { once: true });
  }
  to.focus();
};

/** The two skip links; the one to the form only when there is a form (`form`). */
export function SkipLinks({ form }: { form: boolean }) {
  const links = [
    ['skipToForm', 'comments-form', '.comments > form textarea'],
    ['skipComments', 'comments-end', '#comments-end'],
  ] as const;
  return (
    <div className="skip">
      {links.slice(form ? 0 : 1).map(([text, href, to]) => (
        <a key={href} part="skip-link" href={`#${href}`} onClick={jump(to)}>
          {commentText(text)}
        </a>
      ))}
    </div>
  );
}
