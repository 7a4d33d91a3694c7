// No zod here: a remote's screens import this module (their bundles stay free of zod); the schemas are
// in engagement.ts, which only the service and tests load.
import { defineEndpoints } from './endpoint';
import type { EngagementSchemas } from './engagement';

/** Which stretch of time the Engagement Board adds points over: the last 7 days, the last 30 days, or all time. */
export const engagementPeriods = ['week', 'month', 'all'] as const;
export type EngagementPeriod = (typeof engagementPeriods)[number];

/** How many days back a period reaches (all time reaches back to the first point). */
export const ENGAGEMENT_PERIOD_DAYS: Readonly<Record<Exclude<EngagementPeriod, 'all'>, number>> = {
  week: 7,
  month: 30,
};

/** What earns points on the Engagement Board. */
export const engagementKinds = [
  'reading_day',
  'journal_entry',
  'prayer_shared',
  'prayed',
  'event_attended',
  'serving',
] as const;
export type EngagementKind = (typeof engagementKinds)[number];

/**
 * SPEC §1 "Engagement Board": the points each activity earns, once each (a day read again, an entry saved again,
 * earn nothing more). Event attendance is earned at check-in and serving by a served slot, once those features
 * award it (connect's engagement store takes their awards).
 */
export const ENGAGEMENT_POINTS: Readonly<Record<EngagementKind, number>> = {
  reading_day: 10,
  journal_entry: 10,
  prayer_shared: 5,
  prayed: 2,
  event_attended: 15,
  serving: 20,
};

/** The activities that earn points today, in the order the board explains them. */
export const earningEngagementKinds: readonly EngagementKind[] = [
  'reading_day',
  'journal_entry',
  'prayer_shared',
  'prayed',
  'event_attended',
];

/** The board lists at most this many members; the caller's own standing is answered besides. */
export const ENGAGEMENT_BOARD_SIZE = 50;

/** /leaderboard (SPEC §2 Connect "Engagement Board"): a church's or a community's members by points. */
export const engagementEndpoints = defineEndpoints<EngagementSchemas>()({
  /** The caller's church's board (or one of the caller's communities'), over a period, with the caller's standing. */
  board: ['GET', '/api/engagement-board'],
  /** Hides the caller from every board, or shows them again; answers the setting kept. */
  setMine: ['PUT', '/api/engagement-board/me'],
});
