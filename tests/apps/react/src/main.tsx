// A React 19 app using biz-widgets as a partner's developer would: configure, the JSX types of
// the elements (attributes and typed `on<event>` handlers), and the element type map.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { configure, type CommentSendDetail } from 'biz-widgets';
import type {} from 'biz-widgets/react';

configure({ apiBase: 'https://www.example-news.ru', credentials: 'include' });

function Article() {
  const [sent, setSent] = useState<CommentSendDetail | null>(null);
  return (
    <article>
      <biz-article-rating article-id="42" rating={17} />
      <biz-comments
        article-id="42"
        onbiz-comment-send={(event) => setSent(event.detail)}
        onbiz-error={(event) => console.warn(event.detail.kind, event.detail.message)}
      />
      <p>{sent ? `Комментарий отправлен: ${sent.status}` : ''}</p>
    </article>
  );
}

const rating: HTMLElementTagNameMap['biz-article-rating'] | null =
  document.querySelector('biz-article-rating');
void rating;

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <Article />
  </StrictMode>,
);
