// A server-rendered route (rendered on every request): the server component renders the
// article, the client component below renders the widgets with biz-widgets/react.
import { Widgets } from './widgets.jsx';

export const dynamic = 'force-dynamic';

export default async function Page() {
  return (
    <main>
      <h1>Статья</h1>
      <Widgets apiBase={process.env.BIZ_API_BASE ?? ''} />
    </main>
  );
}
