/* global self, clients, URL */
// The installable app's service worker imports this (ui/vite.config.ts, workbox.importScripts): it
// shows each push notification the portal sends (title, body, and the page to open, as JSON), and a
// tap on it brings the portal's open tab to that page, or opens one.
self.addEventListener('push', function (event) {
  var alert = { title: 'Career Fair', body: '', url: '/student' };
  try {
    alert = Object.assign(alert, event.data ? event.data.json() : {});
  } catch {
    alert.body = event.data ? event.data.text() : '';
  }
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      data: { url: alert.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: alert.title,
      renotify: true,
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var wanted = new URL((event.notification.data && event.notification.data.url) || '/student', self.location.origin);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var open = windows.find(function (client) {
        return new URL(client.url).origin === wanted.origin;
      });
      if (!open) return clients.openWindow(wanted.href);
      return open.focus().then(function (focused) {
        return focused.navigate ? focused.navigate(wanted.href) : focused;
      });
    }),
  );
});
