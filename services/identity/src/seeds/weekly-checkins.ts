import type { Database } from '@koinonia/service-kit';
import { demoAccount } from '@koinonia/contracts';
import { isoWeekStartBefore } from '../domain/iso-week';
import { insertCheckins, type WeeklyCheckinAnswers } from '../store/weekly-checkins';

const pastWeeks: Array<WeeklyCheckinAnswers & { weeksAgo: number }> = [
  {
    weeksAgo: 1,
    spiritual_growth: 4,
    prayer_life: 3,
    bible_reading: 4,
    community: 5,
    gratitude: 'Our small group met again after the summer.',
    prayer_request: 'Wisdom for a decision at work.',
  },
  {
    weeksAgo: 2,
    spiritual_growth: 3,
    prayer_life: 3,
    bible_reading: 2,
    community: 4,
    gratitude: 'A quiet Sunday afternoon with family.',
    prayer_request: null,
  },
  {
    weeksAgo: 3,
    spiritual_growth: 3,
    prayer_life: 4,
    bible_reading: 3,
    community: 3,
    gratitude: null,
    prayer_request: 'Healing for my aunt.',
  },
  {
    weeksAgo: 5,
    spiritual_growth: 2,
    prayer_life: 2,
    bible_reading: 3,
    community: 2,
    gratitude: 'Finished the Gospel of Mark.',
    prayer_request: null,
  },
];

/**
 * DESIGN "Demo data": a few past weeks of check-ins for the demo member (one week skipped, as people
 * do), leaving this week open so the form starts empty. Weeks are relative to today; existing ones stay.
 */
export async function seedDemoWeeklyCheckins(db: Database, now = new Date()): Promise<void> {
  const member = demoAccount('member');
  await insertCheckins(
    db,
    pastWeeks.map(({ weeksAgo, ...answers }) => {
      const weekStart = isoWeekStartBefore(now, weeksAgo);
      // Filled in on the Sunday that ends that week.
      const filledIn = new Date(`${weekStart}T18:00:00Z`);
      filledIn.setUTCDate(filledIn.getUTCDate() + 6);
      return { user_id: member.id, week_start: weekStart, ...answers, created_at: filledIn, updated_at: filledIn };
    }),
  );
}
