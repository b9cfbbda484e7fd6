/// <reference types="vite/client" />
// A React 19 app using biz-widgets as a partner's developer would: configure, a component of
// biz-widgets/react with a typed handler, a plain tag with its JSX types (attributes as strings),
// and the element type map. Built and opened in Chromium by tests/apps/check.mjs.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { configure, type CommentSendDetail } from 'biz-widgets';
import { BizArticleRating } from 'biz-widgets/react';

configure({ apiBase: import.meta.env.VITE_BIZ_API_BASE ?? '' });

function Article() {
  const [sent, setSent] = useState<CommentSendDetail | null>(null);
  const [rated, setRated] = useState('');
  return (
    <article>
      <BizArticleRating
        articleId="1024"
        rating="17"
        onBizArticleRate={(e) => setRated(e.detail.choice)}
      />
      <p id="rated">{rated && `Оценка принята: ${rated}`}</p>
      <biz-comments
        article-id="1024"
        poll-interval="30000"
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
