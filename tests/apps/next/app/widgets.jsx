'use client';
// As docs/partners.md#nextjs says: the components of biz-widgets/react in a client component;
// handlers are props, attached to the element after hydration.
import { useState } from 'react';
import { configure } from 'biz-widgets';
import { BizArticleRating, BizComments } from 'biz-widgets/react';

export function Widgets({ apiBase }) {
  const [rated, setRated] = useState('');
  configure({ apiBase });
  return (
    <>
      <BizArticleRating articleId="1024" onBizArticleRate={(e) => setRated(e.detail.choice)} />
      <p id="rated">{rated && `Оценка принята: ${rated}`}</p>
      <BizComments articleId="1024" />
    </>
  );
}
