/**
 * The shell of `<biz-push-prompt>` (docs/behaviour.md#push-prompt): loads the prompt's chunk only
 * when it is due (`delay` ms after load, no cookie holding it back) or notifications are already
 * allowed (to keep the subscription current). The polite live region is here from the start, so
 * screen readers hear the prompt. A chunk that does not arrive is only logged and reported.
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

/** The registration scope: `scope` resolved against the worker script, or null. */
function resolveScope(worker: string | undefined, scope: string): string | null {
  if (!worker) return null;
  try {
    return new URL(scope, new URL(worker, document.baseURI)).href;
  } catch {
    return null;
  }
}

/** What the page needs of the prompt: `sync` (allowed: keep it current), `due` or `idle`. */
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
