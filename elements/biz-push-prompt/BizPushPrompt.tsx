/**
 * The shell of `<biz-push-prompt>` (docs/behaviour.md#push-prompt): loads the prompt's chunk only
 * when it is due (`delay` ms after load, no cookie holding it back) or notifications are already
 * allowed (to keep the subscription current). The polite live region is here from the start, so
 * screen readers hear the prompt. A chunk that does not arrive is only logged and reported.
 */
import { useCallback, useEffect, useState } from 'react';
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

/** What the page needs of the prompt, with the key and scope it was checked with. */
interface PromptNeed {
  /** `sync` (allowed: keep it current), `due` (show it) or `idle`. */
  need: 'idle' | 'sync' | 'due';
  key: Uint8Array | null;
  workerScope: string | null;
}

const IDLE: PromptNeed = { need: 'idle', key: null, workerScope: null };

/**
 * What the page needs of the prompt. Nothing is read before the page's `load`: then, in a task of
 * its own, the key is decoded, the scope resolved and the browser asked for push support and
 * `Notification.permission` (first reads of those cost 3–10 ms at 4× CPU), and the `delay` (ms)
 * starts. So the element's first render, in the task that defines it, does no more than its live
 * region (docs/architecture.md#budgets: no task of ours over 50 ms).
 */
function usePromptNeed(
  vapidPublicKey: string | undefined,
  serviceWorker: string | undefined,
  scope: string,
  delay: number,
): PromptNeed {
  const [need, setNeed] = useState<PromptNeed>(IDLE);
  useEffect(() => {
    const time = clock();
    let timer = 0;
    const check = () => {
      const key = decodeVapidKey(vapidPublicKey);
      const workerScope = resolveScope(serviceWorker, scope);
      if (!key || !workerScope) {
        setNeed(IDLE);
        console.warn(
          `[biz-widgets] <biz-push-prompt> needs ${key ? '' : 'a valid vapid-public-key'}${
            !key && !workerScope ? ' and ' : ''
          }${workerScope ? '' : 'a service-worker URL'}; it stays hidden.`,
        );
        return;
      }
      // New attributes reach a prompt already shown or syncing.
      setNeed((now) => (now.need === 'idle' ? now : { ...now, key, workerScope }));
      const platform = pushPlatform();
      if (!platform.supported()) return;
      const permission = platform.permission();
      if (permission === 'granted') setNeed({ need: 'sync', key, workerScope });
      if (permission !== 'default') return;
      const fire = () => {
        const now = time.now();
        if (platform.permission() !== 'default') return;
        if (holdsBack(DND_COOKIE, now) || holdsBack(DELAY_COOKIE, now)) return;
        setNeed({ need: 'due', key, workerScope });
      };
      timer = time.setTimeout(fire, delay);
    };
    let checking: ReturnType<typeof setTimeout> | undefined;
    const start = () => (checking = setTimeout(check));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(checking);
      time.clearTimeout(timer);
    };
  }, [vapidPublicKey, serviceWorker, scope, delay]);
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
  const { need, key, workerScope } = usePromptNeed(vapidPublicKey, serviceWorker, scope, delay);
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
