// A static route: prerendered at build time (with cacheComponents, a route that reads no request
// data is), its HTML holding the tags. The API base is read at build time here.
import { Widgets } from './widgets';

export default function Page() {
  return (
    <main>
      <h1>Статья</h1>
      <Widgets apiBase={process.env.BIZ_API_BASE ?? ''} />
    </main>
  );
}
