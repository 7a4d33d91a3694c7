import { z } from 'zod';
import { searchWords } from './search-words';
import { bibleBookCodeSchema } from './bible';
import { withSchemas } from './endpoint';
import { individualPlanTiers } from './plans';
import {
  CUSTOM_PLAN_MAX_CHAPTERS_PER_DAY,
  CUSTOM_PLAN_MAX_TOPICS,
  CUSTOM_PLAN_TITLE_MAX_LENGTH,
  READING_PLAN_MAX_DAYS,
  READING_PLAN_SEARCH_MAX_LENGTH,
  readingPlanEndpoints,
  readingPlanLevels,
  readingPlanTopics,
} from './reading-plans-endpoints';
import { noControlCharacters } from './text-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date written YYYY-MM-DD. */
const isoDate = z.iso.date('The date must be written YYYY-MM-DD');

/**
 * The member's own date (`today`): at most a day from the server's UTC date, since every time zone is within
 * 14 hours of UTC. Left out, the server's UTC date is taken.
 */
export const memberTodaySchema = isoDate.refine((date) => {
  const distance = Math.abs(Date.parse(`${date}T12:00:00Z`) - Date.now());
  return distance <= 1.5 * DAY_MS;
}, 'today must be your date today (YYYY-MM-DD)');

/** A passage of a day: whole chapters of one book (verse and endVerse are null), as BibleReference reads it. */
export const readingPassageSchema = z.object({
  book: bibleBookCodeSchema,
  chapter: z.number().int(),
  verse: z.null(),
  endChapter: z.number().int(),
  endVerse: z.null(),
});
export type ReadingPassage = z.infer<typeof readingPassageSchema>;

export const readingPlanSummarySchema = z.object({
  /** A catalogue plan's name ("bible-in-a-year"), or a custom plan's uuid. */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** A catalogue plan's level; null for a custom plan. */
  level: z.enum(readingPlanLevels).nullable(),
  topics: z.array(z.enum(readingPlanTopics)),
  days: z.number().int(),
  /** Made with the custom generator by the caller. */
  custom: z.boolean(),
  /** The least individual plan that may start it (SPEC §6, §9). */
  requiredTier: z.enum(individualPlanTiers),
  /** The caller's plan does not include it: the screen shows the upsell, and starting it is a 403. */
  locked: z.boolean(),
});
export type ReadingPlanSummary = z.infer<typeof readingPlanSummarySchema>;

/** A plan's detail: its summary and the books it reads, in order. */
export const readingPlanSchema = readingPlanSummarySchema.extend({
  books: z.array(bibleBookCodeSchema),
  chapters: z.number().int(),
});
export type ReadingPlan = z.infer<typeof readingPlanSchema>;

export const readingPlanPageSchema = z.object({
  items: z.array(readingPlanSummarySchema),
  nextCursor: z.string().nullable(),
  /** How many plans match the filters, over every page. */
  total: z.number().int(),
});
export type ReadingPlanPage = z.infer<typeof readingPlanPageSchema>;

export const readingPlanDayOutlineSchema = z.object({ day: z.number().int(), passages: z.array(readingPassageSchema) });
export type ReadingPlanDayOutline = z.infer<typeof readingPlanDayOutlineSchema>;

export const readingPlanDaysSchema = z.object({ planId: z.string(), days: z.array(readingPlanDayOutlineSchema) });
export type ReadingPlanDays = z.infer<typeof readingPlanDaysSchema>;

/** A guided devotion written for the day's passages: what it is about, questions to reflect on, a prayer prompt. */
export const devotionSchema = z.object({
  title: z.string(),
  /** What the book is about, as a frame for the day. */
  context: z.string(),
  reflection: z.array(z.string()),
  prayer: z.string(),
});
export type Devotion = z.infer<typeof devotionSchema>;

export const readingPlanDaySchema = readingPlanDayOutlineSchema.extend({
  planId: z.string(),
  planTitle: z.string(),
  totalDays: z.number().int(),
  devotion: devotionSchema,
  /** The date the member marked it read (their calendar), or null. */
  readOn: isoDate.nullable(),
});
export type ReadingPlanDay = z.infer<typeof readingPlanDaySchema>;

export const readingStreakSchema = z.object({
  /** Consecutive days with a reading, up to today (or yesterday, while today may still be read). */
  current: z.number().int(),
  longest: z.number().int(),
});
export type ReadingStreak = z.infer<typeof readingStreakSchema>;

export const readingPlanProgressSchema = z.object({
  planId: z.string(),
  status: z.enum(['not_started', 'active', 'completed']),
  totalDays: z.number().int(),
  startedOn: isoDate.nullable(),
  /** The date of day 1 in the schedule (catching up moves it); null when not started. */
  scheduleStartsOn: isoDate.nullable(),
  /** The member's date the progress was worked out for. */
  today: isoDate,
  /** The day the schedule gives today (1 … totalDays); null when not started. */
  todayDay: z.number().int().nullable(),
  daysRead: z.array(z.number().int()),
  /** Days scheduled before today that are not read. */
  daysBehind: z.array(z.number().int()),
  /** The first day not read; null when every day is read or the plan is not started. */
  nextDay: z.number().int().nullable(),
  streak: readingStreakSchema,
  lastReadOn: isoDate.nullable(),
});
export type ReadingPlanProgress = z.infer<typeof readingPlanProgressSchema>;

export const followedReadingPlanSchema = z.object({
  plan: readingPlanSummarySchema,
  progress: readingPlanProgressSchema,
});
export type FollowedReadingPlan = z.infer<typeof followedReadingPlanSchema>;

export const myReadingPlansSchema = z.object({
  /** The caller's individual plan (SPEC §6), which decides what is locked. */
  planTier: z.enum(individualPlanTiers),
  customPlansAllowed: z.boolean(),
  items: z.array(followedReadingPlanSchema),
});
export type MyReadingPlans = z.infer<typeof myReadingPlansSchema>;

/** One chapter to keep for reading offline. */
export const offlineChapterSchema = z.object({ book: bibleBookCodeSchema, chapter: z.number().int() });
export type OfflineChapter = z.infer<typeof offlineChapterSchema>;

export const offlineChaptersSchema = z.object({
  /** The caller's individual plan (SPEC §6), which decides the limit. */
  planTier: z.enum(individualPlanTiers),
  /** How many chapters the caller's plan keeps offline (OFFLINE_CHAPTER_LIMIT); null when it is unlimited. */
  limit: z.number().int().nullable(),
  /** In the order they will be read, each once. */
  chapters: z.array(offlineChapterSchema),
});
export type OfflineChapters = z.infer<typeof offlineChaptersSchema>;

/** A catalogue plan's name or a custom plan's uuid: lower-case letters, digits and dashes. */
const planParamsSchema = z.strictObject({
  planId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'The plan id is not valid'),
});

const dayParamsSchema = planParamsSchema.extend({
  day: z.coerce
    .number('The day must be a number')
    .int('The day must be a whole number')
    .min(1, 'The day must be at least 1')
    .max(READING_PLAN_MAX_DAYS, `No plan has more than ${READING_PLAN_MAX_DAYS} days`),
});

const todayQuerySchema = z.strictObject({ today: memberTodaySchema.optional() });
/** A write's body: the member's date, or nothing (the server's UTC date). */
const todayBodySchema = z.strictObject({ today: memberTodaySchema.optional() }).default({});

const catalogueQuerySchema = z.strictObject({
  level: z.enum(readingPlanLevels, 'The level is beginner or intermediate').optional(),
  topic: z.enum(readingPlanTopics, 'This is not one of the topics').optional(),
  q: searchWords(READING_PLAN_SEARCH_MAX_LENGTH).optional(),
  /** The offset of the next plan: the catalogue is a fixed list kept in memory. */
  cursor: z
    .string()
    .regex(/^\d{1,4}$/, 'The page cursor is not valid')
    .optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(60, 'limit must be at most 60')
    .default(12),
});

const titleRule = noControlCharacters('The title', false);

/** The custom generator (SPEC §6 Torchbearer): what to read, and how long to take or how much to read a day. */
export const newCustomReadingPlanSchema = z.strictObject({
  title: z
    .string('Give the plan a title')
    .trim()
    .min(1, 'Give the plan a title')
    .max(CUSTOM_PLAN_TITLE_MAX_LENGTH, `The title may be at most ${CUSTOM_PLAN_TITLE_MAX_LENGTH} characters`)
    .refine(titleRule.check, titleRule.options),
  source: z.discriminatedUnion(
    'kind',
    [
      z.strictObject({
        kind: z.literal('books'),
        books: z
          .array(bibleBookCodeSchema)
          .min(1, 'Choose at least one book')
          .max(66, 'There are 66 books')
          .refine((books) => new Set(books).size === books.length, 'Choose each book once'),
      }),
      z.strictObject({
        kind: z.literal('topics'),
        topics: z
          .array(z.enum(readingPlanTopics, 'This is not one of the topics'))
          .min(1, 'Choose at least one topic')
          .max(CUSTOM_PLAN_MAX_TOPICS, `Choose at most ${CUSTOM_PLAN_MAX_TOPICS} topics`)
          .refine((topics) => new Set(topics).size === topics.length, 'Choose each topic once'),
      }),
    ],
    'Choose books or topics',
  ),
  schedule: z.discriminatedUnion(
    'kind',
    [
      z.strictObject({
        kind: z.literal('days'),
        days: z
          .number('Say how many days')
          .int('The number of days must be whole')
          .min(1, 'A plan has at least 1 day')
          .max(READING_PLAN_MAX_DAYS, `A plan has at most ${READING_PLAN_MAX_DAYS} days`),
      }),
      z.strictObject({
        kind: z.literal('pace'),
        chaptersPerDay: z
          .number('Say how many chapters a day')
          .int('The number of chapters must be whole')
          .min(1, 'Read at least 1 chapter a day')
          .max(CUSTOM_PLAN_MAX_CHAPTERS_PER_DAY, `Read at most ${CUSTOM_PLAN_MAX_CHAPTERS_PER_DAY} chapters a day`),
      }),
    ],
    'Choose a length in days or a pace',
  ),
  today: memberTodaySchema.optional(),
});
export type NewCustomReadingPlan = z.input<typeof newCustomReadingPlanSchema>;

const readingPlanSchemas = {
  catalogue: { query: catalogueQuerySchema, response: readingPlanPageSchema },
  create: { body: newCustomReadingPlanSchema, response: readingPlanSchema },
  mine: { query: todayQuerySchema, response: myReadingPlansSchema },
  offline: { response: offlineChaptersSchema },
  read: { params: planParamsSchema, response: readingPlanSchema },
  days: { params: planParamsSchema, response: readingPlanDaysSchema },
  day: { params: dayParamsSchema, response: readingPlanDaySchema },
  progress: { params: planParamsSchema, query: todayQuerySchema, response: readingPlanProgressSchema },
  start: { params: planParamsSchema, body: todayBodySchema, response: readingPlanProgressSchema },
  restart: { params: planParamsSchema, body: todayBodySchema, response: readingPlanProgressSchema },
  catchUp: { params: planParamsSchema, body: todayBodySchema, response: readingPlanProgressSchema },
  stop: { params: planParamsSchema },
  markRead: { params: dayParamsSchema, body: todayBodySchema, response: readingPlanProgressSchema },
  unmarkRead: { params: dayParamsSchema, body: todayBodySchema, response: readingPlanProgressSchema },
};
export type ReadingPlanSchemas = typeof readingPlanSchemas;

/** The reading plans' endpoints with their schemas: what the worship service mounts. */
export const readingPlanContract = withSchemas(readingPlanEndpoints, readingPlanSchemas);
