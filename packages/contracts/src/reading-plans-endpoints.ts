// No zod here: the remote's screens import this module (their bundles stay free of zod); the schemas are in
// reading-plans.ts, which only the service and tests load.
import { defineEndpoints } from './endpoint';
import type { IndividualPlanTier } from './plans';
import type { ReadingPlanSchemas } from './reading-plans';

/** SPEC §9 "Reading plans": the catalogue's two levels. */
export const readingPlanLevels = ['beginner', 'intermediate'] as const;
export type ReadingPlanLevel = (typeof readingPlanLevels)[number];

/** What a plan is about; the catalogue filters by one, and the custom generator reads the chapters of those chosen. */
export const readingPlanTopics = [
  'whole-bible',
  'old-testament',
  'new-testament',
  'gospels',
  'letters',
  'law',
  'history',
  'wisdom',
  'prophets',
  'people',
  'new-believers',
  'prayer',
  'faith',
  'hope',
  'peace',
  'love',
  'forgiveness',
  'courage',
  'gratitude',
  'seasons',
] as const;
export type ReadingPlanTopic = (typeof readingPlanTopics)[number];

/**
 * SPEC §9 gives Disciple (free) "beginner reading plans", and lists nothing about intermediate ones: they come with
 * Servant and up. SPEC §6 gives the custom reading plan generator to Torchbearer.
 */
export const planTierForLevel: Readonly<Record<ReadingPlanLevel, IndividualPlanTier>> = {
  beginner: 'disciple',
  intermediate: 'servant',
};
export const CUSTOM_READING_PLAN_TIER: IndividualPlanTier = 'torchbearer';

/**
 * Offline content (SPEC §1): the chapters ahead in a member's reading plans are kept for reading offline, up to this
 * many; SPEC §6 gives Torchbearer unlimited offline content (every chapter ahead).
 */
export const OFFLINE_CHAPTER_LIMIT = 30;
export const UNLIMITED_OFFLINE_CONTENT_TIER: IndividualPlanTier = 'torchbearer';

/** Where the plans are compared and chosen (the public pricing page). */
export const PLAN_UPGRADE_PATH = '/pricing';

/** The longest plan, in days, and so the highest day number a path may name. */
export const READING_PLAN_MAX_DAYS = 365;
export const CUSTOM_PLAN_TITLE_MAX_LENGTH = 80;
export const CUSTOM_PLAN_MAX_TOPICS = 5;
export const CUSTOM_PLAN_MAX_CHAPTERS_PER_DAY = 10;
export const READING_PLAN_SEARCH_MAX_LENGTH = 80;

/**
 * Reading plans and their devotions (SPEC §1 "daily Bible reading with guided devotions, reading plans"; §7 GET
 * /api/reading-plans/{id}/days and /progress). A plan of the catalogue is the same for everyone; a custom plan is
 * its maker's alone (anyone else is told it does not exist). A member's progress is theirs alone.
 *
 * Dates are the member's own calendar: the screens send `today` (YYYY-MM-DD where the member is, at most a day from
 * the server's UTC date), so a reading at 23:00 counts for that day wherever the member lives.
 */
export const readingPlanEndpoints = defineEndpoints<ReadingPlanSchemas>()({
  /** The catalogue, a page at a time, filtered by ?level=, ?topic= and ?q= (words of the title or description). */
  catalogue: ['GET', '/api/reading-plans'],
  /** A custom plan from chosen books or topics (Torchbearer, SPEC §6); the maker follows it from today. */
  create: ['POST', '/api/reading-plans', 201],
  /** The plans the member follows, the most recently read first, with the member's plan tier. */
  mine: ['GET', '/api/reading-plans/mine'],
  /**
   * The chapters to keep for reading offline: those ahead in the plans the member follows, from each plan's next unread
   * day on, in the order they will be read (every plan's next day, then every plan's day after…), each once; the first
   * OFFLINE_CHAPTER_LIMIT of them (`limit`), or all of them for Torchbearer (`limit` null).
   */
  offline: ['GET', '/api/reading-plans/offline'],
  read: ['GET', '/api/reading-plans/:planId'],
  /** SPEC §7: every day of the plan with its passages. */
  days: ['GET', '/api/reading-plans/:planId/days'],
  /** One day: its passages, its devotion, and whether the member has read it. */
  day: ['GET', '/api/reading-plans/:planId/days/:day'],
  /** SPEC §7: the member's progress in the plan: days read, today's day, days behind, streak. */
  progress: ['GET', '/api/reading-plans/:planId/progress'],
  /** Follows the plan from today; following it already changes nothing. */
  start: ['POST', '/api/reading-plans/:planId/start'],
  /** From day 1 again, today, with no day read. */
  restart: ['POST', '/api/reading-plans/:planId/restart'],
  /** Moves the schedule so that today is the first day not read: no day is behind any more. */
  catchUp: ['POST', '/api/reading-plans/:planId/catch-up'],
  /** Stops following the plan: the member's progress in it is deleted. */
  stop: ['DELETE', '/api/reading-plans/:planId/progress', 204],
  markRead: ['PUT', '/api/reading-plans/:planId/days/:day/read'],
  unmarkRead: ['DELETE', '/api/reading-plans/:planId/days/:day/read'],
});
