/**
 * The push prompt (docs/behaviour.md#push-prompt), a non-modal dialog: «Включить» asks the browser
 * and, if allowed, the subscription goes to POST /ajax/messaging/token. A chunk the shell
 * (BizPushPrompt.tsx) loads only when the prompt is due or notifications are already allowed.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { registerPushToken } from '../../src/api/endpoints.ts';
import { isSuccessStatus } from '../../src/api/client.ts';
import { toApiError } from '../../src/api/errors.ts';
import type { HostProps } from '../../src/element/define.ts';
import { emit } from '../../src/element/events.ts';
import { clock } from '../../src/element/clock.ts';
import { setCookie } from '../../src/services/cookies.ts';
import { storage } from '../../src/services/storage.ts';
import { getConfig } from '../../src/services/config.ts';
import {
  pushPlatform,
  PushTimeoutError,
  settleWithin,
  SUBSCRIPTION_CHANGE_MESSAGE,
} from './platform.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import './events.ts';
import { PUSH_ENDPOINT_KEY } from '../../src/services/keys.ts';
import { pushPromptText } from './strings.ts';
import { useKeepClear } from './keep-clear.ts';
import { DELAY_COOKIE, DND_COOKIE, PUSH_DELAY_MS, PUSH_DND_MS } from './timing.ts';
import promptCss from './prompt.css?inline';

const TOKEN_PATH = '/ajax/messaging/token';

/** Writes cookie `name` for `ms` from now; @returns the end of the pause. */
function pause(name: string, ms: number): number {
  const until = clock().now() + ms;
  setCookie(name, String(until), { expires: new Date(until) });
  return until;
}

function Bell() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11c0-3.07-1.64-5.64-4.5-6.32V4a2.5 2.5 0 0 0-5 0v.68C6.63 5.36 5 7.92 5 11v5l-2 2v1h18v-1l-2-2z"
      />
    </svg>
  );
}

/**
 * The sync on its way, page-wide: the subscription belongs to the origin, not to one element, so
 * two prompts on a page (or one mounted again while it syncs) register it once.
 */
let syncing: Promise<void> | null = null;

/**
 * `sync()` gives the server the current subscription unless it already has this endpoint; one at a
 * time on the page (a call while one is on its way joins it). Failures are only logged and sent as
 * `biz-error` from the element that started it, the next page view tries again; a subscribe that
 * never settles (Firefox) is given up after `timeoutMs`, calling that element's `onTimeout`.
 */
function usePushSync(
  host: HTMLElement,
  key: Uint8Array | null,
  serviceWorker: string | undefined,
  workerScope: string | null,
  onTimeout: () => void,
): () => Promise<void> {
  return useCallback((): Promise<void> => {
    if (!key || !serviceWorker || !workerScope) return Promise.resolve();
    syncing ??= (async () => {
      let subscription: PushSubscriptionJSON;
      try {
        subscription = await settleWithin(
          pushPlatform().subscribe(serviceWorker, workerScope, key),
          getConfig().timeoutMs,
        );
        if (!subscription.endpoint) throw new Error('the subscription has no endpoint');
      } catch (error) {
        console.warn('[biz-widgets] push: no subscription', error);
        if (error instanceof PushTimeoutError) {
          emit(host, 'biz-error', {
            endpoint: 'pushManager.subscribe',
            kind: 'timeout',
            message: error.message,
          });
          onTimeout();
        }
        return;
      }
      const endpoint = subscription.endpoint;
      if (storage().get(PUSH_ENDPOINT_KEY) === endpoint) return;
      try {
        const answer = await registerPushToken(JSON.stringify(subscription));
        if (answer && answer.status !== undefined && !isSuccessStatus(answer.status)) {
          const said = typeof answer.message === 'string' ? answer.message : '';
          console.warn('[biz-widgets] push: the server refused the subscription', said);
          emit(host, 'biz-error', {
            endpoint: TOKEN_PATH,
            kind: 'http',
            message: `subscription refused (HTTP 200, status ${String(answer.status)}): ${said}`,
          });
          return;
        }
        storage().set(PUSH_ENDPOINT_KEY, endpoint);
        emit(host, 'biz-push-subscribe', { endpoint });
      } catch (error) {
        const apiError = toApiError(error, TOKEN_PATH);
        console.warn('[biz-widgets] push: subscription not registered', apiError);
        emit(host, 'biz-error', apiError.toDetail());
      }
    })().finally(() => {
      syncing = null;
    });
    return syncing;
  }, [host, key, serviceWorker, workerScope, onTimeout]);
}

function StalledNotice({ onClose }: { onClose: () => void }) {
  return (
    <div className="prompt stalled">
      <Notice kind="error" message={pushPromptText('push.timeout')} onClose={onClose} />
    </div>
  );
}

/** Escape inside the prompt closes it and goes no further. */
function onEscape(event: KeyboardEvent<HTMLElement>, close: () => void) {
  if (event.key !== 'Escape') return;
  event.stopPropagation();
  close();
}

/** Remembers where focus came from into the prompt, to give it back on close. */
function rememberOrigin(
  event: FocusEvent<HTMLElement>,
  dialog: HTMLElement | null,
  origin: { current: HTMLElement | null },
) {
  const from = event.relatedTarget;
  if (from instanceof HTMLElement && !dialog?.contains(from)) origin.current = from;
}

/** Props of {@link PushPromptView}, checked by the shell (BizPushPrompt.tsx). */
export interface PushPromptViewProps extends HostProps {
  /** The decoded VAPID key. */
  vapidKey: Uint8Array;
  /** The worker script URL (`service-worker`). */
  serviceWorker: string;
  /** The worker's registration scope, resolved. */
  workerScope: string;
  /** The prompt is due now (timer fired, no cookie holds it back). */
  due: boolean;
  /** Says `text` in the shell's polite live region. */
  announce: (text: string) => void;
}

/** While notifications are allowed, `sync`s on mount and when the worker re-subscribes. */
function useSubscriptionKept(sync: () => Promise<unknown>) {
  useEffect(() => {
    const platform = pushPlatform();
    const stopListening = platform.onWorkerMessage((data) => {
      const type = (data as { type?: unknown } | null)?.type;
      if (type === SUBSCRIPTION_CHANGE_MESSAGE && platform.permission() === 'granted') {
        void sync();
      }
    });
    if (platform.permission() === 'granted') void sync();
    return stopListening;
  }, [sync]);
}

/** The prompt, shown when `due`; keeps the subscription current while notifications are allowed. */
function PushPromptView({
  vapidKey: key,
  serviceWorker,
  workerScope,
  due,
  announce,
  host,
  root,
}: PushPromptViewProps) {
  const [open, setOpen] = useState(false);
  /** The browser never finished subscribing after the reader's «Включить». */
  const [stalled, setStalled] = useState(false);
  const asked = useRef(false);
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  /** What had focus before the dialog: it gets focus back on close. */
  const focusBefore = useRef<HTMLElement | null>(null);

  const onTimeout = useCallback(() => {
    if (asked.current) setStalled(true);
  }, []);
  const sync = usePushSync(host, key, serviceWorker, workerScope, onTimeout);

  useSubscriptionKept(sync);

  useEffect(() => {
    if (!due || pushPlatform().permission() !== 'default') return;
    const delayUntil = pause(DELAY_COOKIE, PUSH_DELAY_MS);
    setOpen(true);
    announce(pushPromptText('push.announce'));
    emit(host, 'biz-push-prompt-show', { delayUntil });
  }, [due, host, announce]);

  const close = () => {
    const hadFocus = Boolean(dialog.current?.contains(root.activeElement));
    setOpen(false);
    announce('');
    const back = focusBefore.current;
    focusBefore.current = null;
    if (hadFocus && back?.isConnected) back.focus({ preventScroll: true });
  };

  const accept = () => {
    // Inside the click, before anything asynchronous: browsers only ask from a reader's gesture.
    let answer: Promise<NotificationPermission>;
    try {
      answer = pushPlatform().requestPermission();
    } catch (error) {
      answer = Promise.reject(error);
    }
    close();
    answer
      .then((permission) => {
        emit(host, 'biz-push-permission-change', { permission });
        if (permission !== 'granted') return;
        asked.current = true;
        return sync().finally(() => {
          asked.current = false;
        });
      })
      .catch((error: unknown) =>
        console.warn('[biz-widgets] push: permission request failed', error),
      );
  };

  const edge = useKeepClear(open, dialog, close);

  const decline = () => {
    const until = pause(DND_COOKIE, PUSH_DND_MS);
    emit(host, 'biz-push-prompt-decline', { until });
    close();
  };

  return (
    <>
      {open && (
        // A named region: screen readers reach the prompt by its landmark.
        <section part="region" aria-label={pushPromptText('push.region')}>
          <div
            ref={dialog}
            part="dialog"
            className={edge === 'start' ? 'prompt at-top' : 'prompt'}
            role="dialog"
            aria-labelledby={titleId}
            aria-describedby={textId}
            onKeyDown={(event) => onEscape(event, close)}
            onFocus={(event) => rememberOrigin(event, dialog.current, focusBefore)}
          >
            <span className="icon">
              <Bell />
            </span>
            <div className="body">
              <p id={titleId} part="title" className="title">
                {pushPromptText('push.title')}
              </p>
              <p id={textId} part="text" className="text">
                {pushPromptText('push.text')}
              </p>
              <div className="actions">
                <button type="button" part="decline" className="decline" onClick={decline}>
                  {pushPromptText('push.decline')}
                </button>
                <button type="button" part="accept" className="accept" onClick={accept}>
                  {pushPromptText('push.accept')}
                </button>
              </div>
            </div>
          </div>
        </section>
      )}
      {stalled && <StalledNotice onClose={() => setStalled(false)} />}
    </>
  );
}

/** The lazy part's view (src/element/lazy-part.tsx). */
export const View = PushPromptView;
/** The sheet it draws with. */
export const styles: readonly string[] = [promptCss];
