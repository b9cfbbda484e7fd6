// A route rendered for each request: `connection()` waits for a request, inside <Suspense> as
// cacheComponents asks (the static shell is prerendered, the widgets stream in per request).
import { connection } from 'next/server';
import { Suspense } from 'react';
import { Widgets } from '../widgets';

async function PerRequest() {
  await connection();
  return <Widgets apiBase={process.env.BIZ_API_BASE ?? ''} />;
}

export default function Page() {
  return (
    <main>
      <h1>Статья</h1>
      <Suspense fallback={<p>Загрузка…</p>}>
        <PerRequest />
      </Suspense>
    </main>
  );
}
