/*
 * The demo's push service worker, registered by <biz-push-prompt service-worker="/push-sw.js">
 * at its own scope (/biz-push/), apart from the demo backend's mockServiceWorker.js at "/": two
 * registrations at one scope would replace each other. It controls no page; it only receives
 * pushes, shows them, and opens the article when a notification is clicked.
 *
 * A push message is JSON: {"title": "…", "body": "…", "url": "/article/1024", "icon": "…"}
 * (plain text becomes the body).
 */
/* global self, clients */

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Деловой регион';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      icon: data.icon || '/favicon.svg',
      data: { url: data.url || '/' },
      lang: 'ru',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});

// The browser replaced (or dropped) the subscription: subscribe again with the same key if it did
// not hand over a new one, then tell the site's open windows, whose <biz-push-prompt> sends the
// new subscription to the server (the worker does not know the visitor token).
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      if (!event.newSubscription && event.oldSubscription) {
        try {
          await self.registration.pushManager.subscribe(event.oldSubscription.options);
        } catch {
          /* the next page view subscribes again */
        }
      }
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: 'biz-push-subscription-change' });
    })(),
  );
});
