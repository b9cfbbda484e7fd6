'use client';
// As docs/partners.md#nextjs says: the components of biz-widgets/react in a client component;
// handlers are props, attached to the element after hydration.
import { useState } from 'react';
import { configure } from 'biz-widgets';
import { BizArticleRating, BizComments } from 'biz-widgets/react';

/** The article's widgets; `apiBase` is the API's origin (the demo backend's in the fixture). */
export function Widgets({ apiBase }: { apiBase: string }) {
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
