import type { Database } from '@koinonia/service-kit';
import {
  DEMO_CHURCH,
  demoAccount,
  NEIGHBOUR_CHURCH,
  NEIGHBOUR_MEMBER,
  type DemoAccount,
  type PrayerCategory,
} from '@koinonia/contracts';
import { insertPrayerRows, type PrayerRow } from '../prayer-wall/database-store';
import { seedDemoReadingPlans } from './reading-plans';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const seedId = (n: number) => `00000000-0000-4000-8000-0000000a${String(n).padStart(4, '0')}`;
const commentId = (n: number) => `00000000-0000-4000-8000-0000000b${String(n).padStart(4, '0')}`;
const nameOf = (account: DemoAccount) => `${account.firstName} ${account.lastName}`;

/** The demo circle: the leader's, with the member in it, and a private request shared with it. */
export const DEMO_PRAYER_CIRCLE = { id: '00000000-0000-4000-8000-0000000c0001', name: 'Tuesday prayer partners' };

interface DemoPrayer {
  id: string;
  churchId: string;
  author: DemoAccount;
  title: string;
  body: string;
  category: PrayerCategory;
  visibility: PrayerRow['visibility'];
  /** Who prayed for it (the count is theirs). */
  intercessors: DemoAccount[];
  hoursAgo: number;
  answered?: { testimony: string };
  circle?: boolean;
  comments?: Array<{ author: DemoAccount; body: string }>;
}

function demoPrayers(): DemoPrayer[] {
  const [member, leader, groupAdmin, ministryAdmin, pastor, churchAdmin, admin] = [
    'member',
    'leader',
    'group_admin',
    'ministry_admin',
    'pastor',
    'church_admin',
    'admin',
  ].map((role) => demoAccount(role as DemoAccount['role'])) as [
    DemoAccount,
    DemoAccount,
    DemoAccount,
    DemoAccount,
    DemoAccount,
    DemoAccount,
    DemoAccount,
  ];
  const demo = (prayer: Omit<DemoPrayer, 'churchId'>): DemoPrayer => ({ ...prayer, churchId: DEMO_CHURCH.id });
  return [
    demo({
      id: seedId(1),
      author: member,
      title: 'Healing for my mother',
      category: 'health',
      visibility: 'public',
      hoursAgo: 2,
      body: 'My mother has surgery on Thursday. Please pray for the doctors and for her recovery.',
      intercessors: [leader, groupAdmin, pastor, churchAdmin, ministryAdmin],
      comments: [
        { author: pastor, body: 'Praying for her and for the surgical team. We will visit on Friday.' },
        { author: groupAdmin, body: 'Holding your family in prayer this week.' },
      ],
    }),
    demo({
      id: seedId(2),
      author: leader,
      title: 'Our small group retreat',
      category: 'church',
      visibility: 'public',
      hoursAgo: 20,
      body: 'Pray that the young adults retreat this weekend draws us closer to God and to each other.',
      intercessors: [member, groupAdmin, admin],
    }),
    demo({
      id: seedId(3),
      author: member,
      title: 'A new job',
      category: 'provision',
      visibility: 'anonymous',
      hoursAgo: 30,
      body: 'I have been looking for work for four months. Praying for provision and patience.',
      intercessors: [leader, pastor, churchAdmin, ministryAdmin, admin, groupAdmin],
      comments: [{ author: member, body: 'Thank you all. I have a second interview on Monday.' }],
    }),
    demo({
      id: seedId(4),
      author: pastor,
      title: 'Sunday services',
      category: 'church',
      visibility: 'public',
      hoursAgo: 50,
      body: 'Pray for open hearts as we begin the series on the Book of Acts.',
      intercessors: [member, leader, churchAdmin, admin],
      answered: { testimony: 'Forty people stayed after the first service to pray together. Thank you, church.' },
    }),
    demo({
      id: seedId(5),
      author: member,
      title: 'Peace in my family',
      category: 'family',
      visibility: 'private',
      hoursAgo: 70,
      body: 'Something I am not ready to share widely yet.',
      intercessors: [],
    }),
    demo({
      id: seedId(7),
      author: leader,
      title: 'Wisdom for a hard conversation',
      category: 'relationships',
      visibility: 'private',
      hoursAgo: 8,
      body: 'I need to talk with my brother about our father’s care. Pray for gentleness and clear words.',
      intercessors: [member],
      circle: true,
    }),
    {
      id: seedId(6),
      churchId: NEIGHBOUR_CHURCH.id,
      author: NEIGHBOUR_MEMBER,
      title: 'Our new building',
      category: 'church',
      visibility: 'public',
      hoursAgo: 5,
      body: 'Pray for wisdom as Hope Community plans its move.',
      intercessors: [],
    },
  ];
}

/**
 * DESIGN "Demo data": prayer requests on the demo church's wall (with who prayed, comments and an answered
 * one), the leader's prayer circle with the member in it, and one request on the neighbouring church's wall.
 */
export async function seedDemoData(db: Database): Promise<void> {
  const prayers = demoPrayers();
  const leader = demoAccount('leader');
  const member = demoAccount('member');
  await db.transaction(async (trx) => {
    await insertPrayerRows(
      trx,
      prayers.map((prayer) => ({
        id: prayer.id,
        church_id: prayer.churchId,
        author_id: prayer.author.id,
        author_name: nameOf(prayer.author),
        title: prayer.title,
        body: prayer.body,
        category: prayer.category,
        visibility: prayer.visibility,
        prayer_count: prayer.intercessors.length,
        comment_count: prayer.comments?.length ?? 0,
        created_at: hoursAgo(prayer.hoursAgo),
        answered_at: prayer.answered ? hoursAgo(prayer.hoursAgo - 24) : null,
        testimony: prayer.answered?.testimony ?? null,
      })),
    );
    const intercessions = prayers.flatMap((prayer) =>
      prayer.intercessors.map((account, index) => ({
        prayer_id: prayer.id,
        user_id: account.id,
        user_name: nameOf(account),
        prayed_at: hoursAgo(prayer.hoursAgo - 0.5 - index * 0.25),
      })),
    );
    await trx('worship.prayer_intercessions').insert(intercessions).onConflict(['prayer_id', 'user_id']).ignore();
    const comments = prayers.flatMap((prayer) =>
      (prayer.comments ?? []).map((comment, index) => ({
        prayer_id: prayer.id,
        author_id: comment.author.id,
        author_name: nameOf(comment.author),
        body: comment.body,
        created_at: hoursAgo(prayer.hoursAgo - 1 - index),
      })),
    );
    await trx('worship.prayer_comments')
      .insert(comments.map((comment, index) => ({ id: commentId(index + 1), ...comment })))
      .onConflict('id')
      .ignore();
    await trx('worship.prayer_circles')
      .insert({
        id: DEMO_PRAYER_CIRCLE.id,
        church_id: DEMO_CHURCH.id,
        owner_id: leader.id,
        name: DEMO_PRAYER_CIRCLE.name,
        description: 'We meet on Tuesdays at 7 and pray for each other all week.',
        created_at: hoursAgo(24 * 30),
      })
      .onConflict('id')
      .ignore();
    await trx('worship.prayer_circle_members')
      .insert(
        [leader, member].map((account, index) => ({
          circle_id: DEMO_PRAYER_CIRCLE.id,
          user_id: account.id,
          user_name: nameOf(account),
          joined_at: hoursAgo(24 * 30 - index),
        })),
      )
      .onConflict(['circle_id', 'user_id'])
      .ignore();
    await trx('worship.prayer_circle_shares')
      .insert(
        prayers
          .filter((prayer) => prayer.circle)
          .map((prayer) => ({
            prayer_id: prayer.id,
            circle_id: DEMO_PRAYER_CIRCLE.id,
            shared_at: hoursAgo(prayer.hoursAgo),
          })),
      )
      .onConflict(['prayer_id', 'circle_id'])
      .ignore();
  });
  await seedDemoReadingPlans(db);
}
