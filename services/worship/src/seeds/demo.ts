import type { Database } from '@koinonia/service-kit';
import { DEMO_CHURCH, demoAccount, NEIGHBOUR_CHURCH, NEIGHBOUR_MEMBER, type DemoAccount } from '@koinonia/contracts';
import { insertPrayerRows, type PrayerRow } from '../prayer-wall/database-store';
import { seedDemoReadingPlans } from './reading-plans';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const seedId = (n: number) => `00000000-0000-4000-8000-0000000a${String(n).padStart(4, '0')}`;

interface DemoPrayer {
  id: string;
  churchId: string;
  author: DemoAccount;
  title: string;
  body: string;
  visibility: PrayerRow['visibility'];
  prayerCount: number;
  hoursAgo: number;
  answered?: boolean;
}

function demoPrayers(): DemoPrayer[] {
  const member = demoAccount('member');
  const leader = demoAccount('leader');
  const pastor = demoAccount('pastor');
  const demo = (prayer: Omit<DemoPrayer, 'churchId'>): DemoPrayer => ({ ...prayer, churchId: DEMO_CHURCH.id });
  return [
    demo({ id: seedId(1), author: member, title: 'Healing for my mother', body: 'My mother has surgery on Thursday. Please pray for the doctors and for her recovery.', visibility: 'public', prayerCount: 14, hoursAgo: 2 }),
    demo({ id: seedId(2), author: leader, title: 'Our small group retreat', body: 'Pray that the young adults retreat this weekend draws us closer to God and to each other.', visibility: 'public', prayerCount: 9, hoursAgo: 20 }),
    demo({ id: seedId(3), author: member, title: 'A new job', body: 'I have been looking for work for four months. Praying for provision and patience.', visibility: 'anonymous', prayerCount: 22, hoursAgo: 30 }),
    demo({ id: seedId(4), author: pastor, title: 'Sunday services', body: 'Pray for open hearts as we begin the series on the Book of Acts.', visibility: 'public', prayerCount: 31, hoursAgo: 50, answered: true }),
    demo({ id: seedId(5), author: member, title: 'Peace in my family', body: 'Something I am not ready to share widely yet.', visibility: 'private', prayerCount: 0, hoursAgo: 70 }),
    { id: seedId(6), churchId: NEIGHBOUR_CHURCH.id, author: NEIGHBOUR_MEMBER, title: 'Our new building', body: 'Pray for wisdom as Hope Community plans its move.', visibility: 'public', prayerCount: 3, hoursAgo: 5 },
  ];
}

/** DESIGN "Demo data": prayer requests on the demo church's wall, and one on the neighbouring church's. */
export async function seedDemoData(db: Database): Promise<void> {
  await insertPrayerRows(
    db,
    demoPrayers().map((prayer) => ({
      id: prayer.id,
      church_id: prayer.churchId,
      author_id: prayer.author.id,
      author_name: `${prayer.author.firstName} ${prayer.author.lastName}`,
      title: prayer.title,
      body: prayer.body,
      visibility: prayer.visibility,
      prayer_count: prayer.prayerCount,
      created_at: hoursAgo(prayer.hoursAgo),
      answered_at: prayer.answered ? hoursAgo(prayer.hoursAgo - 24) : null,
    })),
  );
  await seedDemoReadingPlans(db);
}
