/* Push and notification clicks for the service worker vite-plugin-pwa generates (workbox
 * importScripts). The server sends JSON { title, body, url, tag, data: { url, orderId } }
 * (pushMessageSchema in packages/shared/src/ordering/board.ts); a click opens or focuses that page. */
/* global self */

self.addEventListener('push', (event) => {
  let payload = {};
  if (event.data) {
    try {
      payload = event.data.json();
    } catch {
      payload = { body: event.data.text() };
    }
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'ScanOrder';
  const dataUrl = payload.data && typeof payload.data.url === 'string' ? payload.data.url : '';
  const url = typeof payload.url === 'string' && payload.url ? payload.url : dataUrl || '/';
  const tag = typeof payload.tag === 'string' && payload.tag ? payload.tag : undefined;
  const body = typeof payload.body === 'string' ? payload.body : '';
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, {
        body,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag,
        data: { url },
      }),
      // Open pages of ours show it in their notification dialog as well (a visible tab may not
      // show the system notification at all).
      self.clients
        .matchAll({ type: 'window', includeUncontrolled: true })
        .then((windows) =>
          windows.forEach((client) =>
            client.postMessage({ type: 'scanorder:push', title, body, url }),
          ),
        ),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const raw = (event.notification.data && event.notification.data.url) || '/';
  const target = new URL(raw, self.location.origin);
  // Only our own pages: a payload can never send the user elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (ours && 'navigate' in ours) {
        const navigated = await ours.navigate(url).catch(() => null);
        if (navigated) return navigated.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
