import type { Database } from '@koinonia/service-kit';
import { seedDemoEvents } from './events';
import { seedDemoNotifications } from './notifications';
import { seedDemoCommunities } from './communities';
import { seedDemoStaff } from './staff';
import { seedDemoPeople } from './people';
import { seedDemoEngagement } from './engagement';
import { seedDemoForums } from './forums';
import { seedDemoSocialFeed } from './social-feed';
import { seedDemoConversations } from './conversations';

/** DESIGN "Demo data": the demo church's people, events and communities with their staff, every demo account's notifications, Engagement Board points, social feed and the demo member's conversations. */
export async function seedDemoData(db: Database): Promise<void> {
  await seedDemoPeople(db);
  await seedDemoEvents(db);
  await seedDemoNotifications(db);
  await seedDemoCommunities(db);
  await seedDemoStaff(db);
  await seedDemoEngagement(db);
  await seedDemoForums(db);
  await seedDemoSocialFeed(db);
  await seedDemoConversations(db);
}
