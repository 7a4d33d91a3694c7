import type { Database } from '@koinonia/service-kit';
import { demoAccounts } from '@koinonia/contracts';
import { insertNotifications, type NotificationRow } from '../store/notifications';

const seedId = (n: number) => `00000000-0000-4000-8000-0000000b${String(n).padStart(4, '0')}`;
const hoursAgo = (hours: number, now: Date) => new Date(now.getTime() - hours * 3_600_000);

type DemoNotification = Pick<NotificationRow, 'type' | 'title' | 'message' | 'action_url' | 'is_read'> & { hours: number };

/** DESIGN "Demo data": a few notifications for every demo account, the newest unread. */
export async function seedDemoNotifications(db: Database, now = new Date()): Promise<void> {
  const rows = demoAccounts.flatMap((account, index) => {
    const friend = demoAccounts[(index + 1) % demoAccounts.length] ?? account;
    const friendName = `${friend.firstName} ${friend.lastName}`;
    const notifications: DemoNotification[] = [
      { type: 'prayer', title: 'Someone prayed for you', message: `${friendName} prayed for your request.`, action_url: '/prayer-wall', is_read: false, hours: 1 },
      { type: 'event', title: 'Sunday Worship Service is coming up', message: 'Worship starts Sunday at 10:00 in the Main Sanctuary.', action_url: '/events', is_read: false, hours: 5 },
      { type: 'message', title: `New message from ${friend.firstName}`, message: `${friendName}: “See you at small group this week?”`, action_url: '/messages', is_read: true, hours: 26 },
    ];
    // Every other account also has an answered prayer, so some inboxes hold four.
    if (index % 2 === 0) {
      notifications.push({ type: 'prayer', title: 'A prayer was answered', message: 'A request you prayed for was marked answered. Praise God!', action_url: '/prayer-wall', is_read: true, hours: 72 });
    }
    return notifications.map(({ hours, ...notification }, position) => ({
      ...notification,
      id: seedId(index * 10 + position + 1),
      user_id: account.id,
      created_at: hoursAgo(hours, now),
    }));
  });
  await insertNotifications(db, rows);
}
