/**
 * What `<biz-push-prompt>` needs from the browser, behind one interface on the service registry
 * (tests fake it: headless Chromium has no push service). The worker registers at its own scope,
 * never `/`, where it would replace the site's worker; a subscription needs no controlled page,
 * and `serviceWorker.ready` would wait for one, so activation is awaited on the registration.
 */
import { shared, sharedBag } from '../../src/services/registry.ts';

/** What the push worker posts to the site's windows on `pushsubscriptionchange`. */
export const SUBSCRIPTION_CHANGE_MESSAGE = 'biz-push-subscription-change';

/** The browser capabilities the push prompt uses. */
export interface PushPlatform {
  /** Notifications, service workers and the Push API are there, on a secure page. */
  supported(): boolean;
  /** `Notification.permission`. */
  permission(): NotificationPermission;
  /** `Notification.requestPermission()`; must be called synchronously inside the reader's click. */
  requestPermission(): Promise<NotificationPermission>;
  /**
   * Registers `workerUrl` at `scope` and returns its push subscription for `key`, made anew if
   * missing or for another key. May never settle (Firefox): bound it with {@link settleWithin}.
   */
  subscribe(workerUrl: string, scope: string, key: Uint8Array): Promise<PushSubscriptionJSON>;
  /** Calls `listener` with each message a service worker posts to this page. @returns unsubscribe */
  onWorkerMessage(listener: (data: unknown) => void): () => void;
}

/**
 * A VAPID public key (base64url, as push services hand it out) as bytes, or null unless it is a
 * 65-byte uncompressed P-256 point (first byte 4).
 */
export function decodeVapidKey(text: string | undefined): Uint8Array | null {
  if (!text) return null;
  const base64 = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return bytes.length === 65 && bytes[0] === 4 ? bytes : null;
}

/** The browser did not settle the subscription in time; `ms` is the time allowed. */
export class PushTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`the browser did not settle pushManager.subscribe() within ${ms} ms`);
    this.name = 'PushTimeoutError';
  }
}

/** `promise`, or a {@link PushTimeoutError} after `ms` if it has not settled by then. */
export function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushTimeoutError(ms)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) => {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return b.every((byte, i) => view[i] === byte);
};

function activated(registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.active) return Promise.resolve();
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.reject(new Error('the push service worker did not install'));
  return new Promise((resolve, reject) => {
    const onChange = () => {
      if (worker.state === 'activated') resolve();
      else if (worker.state === 'redundant') reject(new Error('the push service worker failed'));
      else return;
      worker.removeEventListener('statechange', onChange);
    };
    worker.addEventListener('statechange', onChange);
  });
}

async function subscribeNow(
  workerUrl: string,
  scope: string,
  key: Uint8Array,
): Promise<PushSubscriptionJSON> {
  const registration = await navigator.serviceWorker.register(workerUrl, { scope });
  await activated(registration);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key as BufferSource,
  });
  return subscription.toJSON();
}

function browserPlatform(): PushPlatform {
  return {
    supported: () =>
      typeof window !== 'undefined' &&
      window.isSecureContext &&
      'Notification' in window &&
      'PushManager' in window &&
      'serviceWorker' in navigator,
    permission: () => Notification.permission,
    requestPermission: () =>
      new Promise((resolve, reject) => {
        // Older Safari only takes a callback and returns undefined.
        const answer = Notification.requestPermission(resolve) as
          Promise<NotificationPermission> | undefined;
        answer?.then(resolve, reject);
      }),
    subscribe: subscribeNow,
    onWorkerMessage(listener) {
      const onMessage = (event: MessageEvent) => listener(event.data);
      navigator.serviceWorker.addEventListener('message', onMessage);
      return () => navigator.serviceWorker.removeEventListener('message', onMessage);
    },
  };
}

/** The page's push platform. */
export function pushPlatform(): PushPlatform {
  return shared('push-platform', browserPlatform);
}

/** Replaces the push platform (tests); `null` brings the browser's back. */
export function setPushPlatform(platform: PushPlatform | null): void {
  const { services } = sharedBag();
  if (platform) services.set('push-platform', platform);
  else services.delete('push-platform');
}
