import type { Database } from '@koinonia/service-kit';
import { seedDemoEvents } from './events';
import { seedDemoNotifications } from './notifications';
import { seedDemoCommunities } from './communities';
import { seedDemoStaff } from './staff';
import { seedDemoPeople } from './people';
import { seedDemoEngagement } from './engagement';

/** DESIGN "Demo data": the demo church's people, events and communities with their staff, every demo account's notifications, and Engagement Board points. */
export async function seedDemoData(db: Database): Promise<void> {
  await seedDemoPeople(db);
  await seedDemoEvents(db);
  await seedDemoNotifications(db);
  await seedDemoCommunities(db);
  await seedDemoStaff(db);
  await seedDemoEngagement(db);
}
