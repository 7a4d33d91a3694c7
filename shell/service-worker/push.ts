// Web Push (SPEC §2 /notification-settings "push"): what connect pushes to a browser is shown as a system
// notification, and opening it opens the app where the notification leads.

declare const self: ServiceWorkerGlobalScope;

/** What connect pushes (services/connect/src/notifications/push/push-sender.ts PushMessage). */
export interface PushedNotification {
  notificationId: string;
  title: string;
  message: string;
  actionUrl: string | null;
}

/** The pushed message, or null for anything that is not one (a push from an older server, garbage). */
export function pushedNotificationOf(data: { json(): unknown } | null): PushedNotification | null {
  try {
    const value = data?.json() as Partial<PushedNotification> | undefined;
    if (!value || typeof value.title !== 'string' || typeof value.message !== 'string' || typeof value.notificationId !== 'string') return null;
    return { notificationId: value.notificationId, title: value.title, message: value.message, actionUrl: typeof value.actionUrl === 'string' ? value.actionUrl : null };
  } catch {
    return null;
  }
}

/** Only the app's own paths are opened: a push never sends the member to another site. */
export function pathToOpen(actionUrl: string | null): string {
  return actionUrl && actionUrl.startsWith('/') && !actionUrl.startsWith('//') ? actionUrl : '/dashboard';
}

export function listenForPushes(): void {
  self.addEventListener('push', (event) => {
    const pushed = pushedNotificationOf(event.data);
    if (!pushed) return;
    event.waitUntil(
      self.registration.showNotification(pushed.title, {
        body: pushed.message,
        // One system notification per notification, however often it is pushed.
        tag: pushed.notificationId,
        data: { path: pathToOpen(pushed.actionUrl) },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = (event.notification.data as { path?: string } | null)?.path ?? '/dashboard';
    event.waitUntil(
      (async () => {
        const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const sameApp = open.find((client) => new URL(client.url).origin === self.location.origin) as WindowClient | undefined;
        if (sameApp) {
          await sameApp.focus();
          await sameApp.navigate(path);
        } else {
          await self.clients.openWindow(path);
        }
      })(),
    );
  });
}
