/**
 * The shell of `<biz-push-prompt>` (docs/behaviour.md#push-prompt): it decides whether and when
 * the prompt is wanted, and only then loads it (PushPromptView.tsx, a chunk of its own).
 * - Without a valid `vapid-public-key` and `service-worker`, or where the browser cannot do push,
 *   it stays hidden (a console warning names what is missing).
 * - Notifications already allowed: the prompt's part loads at once, to keep the server's
 *   subscription current; it shows nothing.
 * - Not asked yet: `delay` ms after the page's load event, unless a cookie holds it back
 *   (./timing.ts), the part loads and appears.
 * - Blocked: nothing, ever.
 * The polite live region that announces the prompt is here from the start, so screen readers
 * hear it. A part that does not arrive is logged and reported (`biz-error` kind `load`): the
 * reader asked for nothing, so nothing is shown; the next page view tries again.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import { useLazyPart, type LazyPart } from '../../src/element/lazy-part.tsx';
import { clock } from '../../src/element/clock.ts';
import type { pushPromptAttributes } from './attributes.ts';
import { decodeVapidKey, pushPlatform } from './platform.ts';
import { DELAY_COOKIE, DND_COOKIE, holdsBack } from './timing.ts';
import type { PushPromptViewProps } from './PushPromptView.tsx';
import './events.ts';

/** Attributes of `<biz-push-prompt>` as props, defaults applied (./attributes.ts). */
export type PushPromptProps = AttributeProps<typeof pushPromptAttributes>;

export { PUSH_DELAY_MS, PUSH_DND_MS } from './timing.ts';

const loadPrompt = (): Promise<LazyPart<PushPromptViewProps>> => import('./PushPromptView.tsx');

/** The registration scope: `scope` (default `biz-push/`, ./attributes.ts) resolved against the worker script. */
function resolveScope(worker: string | undefined, scope: string): string | null {
  if (!worker) return null;
  try {
    return new URL(scope, new URL(worker, document.baseURI)).href;
  } catch {
    return null;
  }
}

/**
 * A hook: what the page view needs of the prompt: `sync` (notifications allowed: keep the
 * subscription current), `due` (the prompt's time has come), or nothing (`idle`).
 */
function usePromptNeed(
  key: Uint8Array | null,
  workerScope: string | null,
  delay: number,
): 'idle' | 'sync' | 'due' {
  const [need, setNeed] = useState<'idle' | 'sync' | 'due'>('idle');
  useEffect(() => {
    if (!key || !workerScope) {
      console.warn(
        `[biz-widgets] <biz-push-prompt> needs ${key ? '' : 'a valid vapid-public-key'}${
          !key && !workerScope ? ' and ' : ''
        }${workerScope ? '' : 'a service-worker URL'}; it stays hidden.`,
      );
      return;
    }
    const platform = pushPlatform();
    if (!platform.supported()) return;
    const permission = platform.permission();
    if (permission === 'granted') setNeed('sync');
    if (permission !== 'default') return;
    const time = clock();
    const fire = () => {
      const now = time.now();
      if (platform.permission() !== 'default') return;
      if (holdsBack(DND_COOKIE, now) || holdsBack(DELAY_COOKIE, now)) return;
      setNeed('due');
    };
    let timer = 0;
    const start = () => {
      timer = time.setTimeout(fire, delay);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      time.clearTimeout(timer);
    };
  }, [key, workerScope, delay]);
  return need;
}

/** The element's component: the live region, and the prompt's part once it is needed. */
export function BizPushPrompt({
  vapidPublicKey,
  serviceWorker,
  scope,
  delay,
  host,
  root,
}: PushPromptProps & HostProps) {
  const [announcement, setAnnouncement] = useState('');
  const key = useMemo(() => decodeVapidKey(vapidPublicKey), [vapidPublicKey]);
  const workerScope = useMemo(() => resolveScope(serviceWorker, scope), [serviceWorker, scope]);
  const need = usePromptNeed(key, workerScope, delay);
  const { View } = useLazyPart('biz-push-prompt/prompt', loadPrompt, need !== 'idle', host, root);
  const announce = useCallback((text: string) => setAnnouncement(text), []);
  return (
    <>
      {View && key && serviceWorker && workerScope && (
        <View
          vapidKey={key}
          serviceWorker={serviceWorker}
          workerScope={workerScope}
          due={need === 'due'}
          announce={announce}
          host={host}
          root={root}
        />
      )}
      <p part="announcement" className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
