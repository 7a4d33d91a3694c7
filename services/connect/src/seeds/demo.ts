import type { Database } from '@koinonia/service-kit';
import { seedDemoEvents } from './events';
import { seedDemoNotifications } from './notifications';
import { seedDemoCommunities } from './communities';
import { seedDemoStaff } from './staff';
import { seedDemoPeople } from './people';

/** DESIGN "Demo data": the demo church's people, events and communities with their staff, and every demo account's notifications. */
export async function seedDemoData(db: Database): Promise<void> {
  await seedDemoPeople(db);
  await seedDemoEvents(db);
  await seedDemoNotifications(db);
  await seedDemoCommunities(db);
  await seedDemoStaff(db);
}
