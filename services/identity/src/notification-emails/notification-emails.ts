import { connectEventTypes, notificationEmailRequestedEventSchema } from '@koinonia/contracts';
import type { Database, DomainEvent, Mailer } from '@koinonia/service-kit';
import { emailLinks, notificationEmail } from '../domain/emails';
import { findUserById } from '../store/users';

/**
 * Emails the notifications members chose to get by email (connect tells of each; only identity knows the address).
 * Each is sent once: its id is claimed before the mail goes and let go again when sending fails, so the event, which
 * then stays pending, is tried again. No transaction is held while the mail goes (embedded, the consumer shares the
 * one database connection). A suspended or removed account gets nothing.
 */
export function notificationEmails(deps: { db: Database; mailer: Mailer; publicUrl(): string }) {
  return async (event: DomainEvent): Promise<void> => {
    if (event.type !== connectEventTypes.notificationEmailRequested) return;
    const notice = notificationEmailRequestedEventSchema.parse(event.payload);
    const user = await findUserById(deps.db, notice.userId);
    if (!user || user.status !== 'active') return;
    const claimed = await deps.db('identity.notification_emails')
      .insert({ notification_id: notice.notificationId })
      .onConflict('notification_id')
      .ignore()
      .returning('notification_id');
    if (claimed.length === 0) return; // sent already
    const publicUrl = deps.publicUrl();
    const email = notificationEmail(
      { email: user.email, firstName: user.first_name },
      {
        title: notice.title,
        message: notice.message,
        link: emailLinks.inApp(publicUrl, notice.actionUrl ?? '/dashboard'),
        settingsLink: emailLinks.inApp(publicUrl, '/notification-settings'),
      },
    );
    try {
      await deps.mailer.send(email);
    } catch (error) {
      await deps.db('identity.notification_emails').where({ notification_id: notice.notificationId }).delete();
      throw error;
    }
  };
}
