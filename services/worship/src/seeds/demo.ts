import type { Database } from '@koinonia/service-kit';
import { DEMO_CHURCH, demoAccount } from '@koinonia/contracts';
import { insertPrayers, type PrayerRow } from '../store/prayers';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const seedId = (n: number) => `00000000-0000-4000-8000-0000000a${String(n).padStart(4, '0')}`;

/** DESIGN "Demo data": prayer requests on the demo church's wall. */
export async function seedDemoData(db: Database): Promise<void> {
  const member = demoAccount('member');
  const leader = demoAccount('leader');
  const pastor = demoAccount('pastor');
  const name = (account: { firstName: string; lastName: string }) => `${account.firstName} ${account.lastName}`;
  const prayers: Array<{ id: string; author: typeof member; title: string; body: string; visibility: PrayerRow['visibility']; prayer_count: number; hours: number; answered?: boolean }> = [
    { id: seedId(1), author: member, title: 'Healing for my mother', body: 'My mother has surgery on Thursday. Please pray for the doctors and for her recovery.', visibility: 'public', prayer_count: 14, hours: 2 },
    { id: seedId(2), author: leader, title: 'Our small group retreat', body: 'Pray that the young adults retreat this weekend draws us closer to God and to each other.', visibility: 'public', prayer_count: 9, hours: 20 },
    { id: seedId(3), author: member, title: 'A new job', body: 'I have been looking for work for four months. Praying for provision and patience.', visibility: 'anonymous', prayer_count: 22, hours: 30 },
    { id: seedId(4), author: pastor, title: 'Sunday services', body: 'Pray for open hearts as we begin the series on the Book of Acts.', visibility: 'public', prayer_count: 31, hours: 50, answered: true },
    { id: seedId(5), author: member, title: 'Peace in my family', body: 'Something I am not ready to share widely yet.', visibility: 'private', prayer_count: 0, hours: 70 },
  ];
  await insertPrayers(db, prayers.map(({ author, hours, answered, ...prayer }) => ({
    ...prayer,
    church_id: DEMO_CHURCH.id,
    author_id: author.id,
    author_name: name(author),
    created_at: hoursAgo(hours),
    answered_at: answered ? hoursAgo(hours - 24) : null,
  })));
}
