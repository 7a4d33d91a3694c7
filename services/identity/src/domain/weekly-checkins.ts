import type { z } from 'zod';
import type { WeeklyCheckin, weeklyCheckinRequestSchema } from '@koinonia/contracts';
import type { WeeklyCheckinAnswers, WeeklyCheckinRow } from '../store/weekly-checkins';

/** A stored check-in as the API answers it. */
export function toWeeklyCheckin(row: WeeklyCheckinRow): WeeklyCheckin {
  return {
    id: row.id,
    weekStart: row.week_start,
    spiritualGrowth: row.spiritual_growth,
    prayerLife: row.prayer_life,
    bibleReading: row.bible_reading,
    community: row.community,
    gratitude: row.gratitude,
    prayerRequest: row.prayer_request,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The parsed request as columns; a blank text is stored as no text. */
export function toCheckinAnswers(request: z.output<typeof weeklyCheckinRequestSchema>): WeeklyCheckinAnswers {
  return {
    spiritual_growth: request.spiritualGrowth,
    prayer_life: request.prayerLife,
    bible_reading: request.bibleReading,
    community: request.community,
    gratitude: request.gratitude || null,
    prayer_request: request.prayerRequest || null,
  };
}
