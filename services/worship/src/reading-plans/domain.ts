import {
  bibleBookCodes,
  CUSTOM_READING_PLAN_TIER,
  includesPlanTier,
  OFFLINE_CHAPTER_LIMIT,
  READING_PLAN_MAX_DAYS,
  UNLIMITED_OFFLINE_CONTENT_TIER,
  type BibleBookCode,
  type IndividualPlanTier,
  type NewCustomReadingPlan,
  type ReadingPassage,
  type ReadingPlanLevel,
  type ReadingPlanProgress,
  type ReadingPlanSummary,
  type ReadingPlanTopic,
  type ReadingStreak,
} from '@koinonia/contracts';
import { chaptersOfTopics } from './catalogue/catalogue';
import {
  booksOf,
  chapterCount,
  chaptersOfBooks,
  passagesOf,
  spreadOverDays,
  type ChapterRef,
} from './catalogue/schedule';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date written YYYY-MM-DD moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The member's date: the one their screen sent (checked by the contract), else the server's UTC date. */
export const memberToday = (sent: string | undefined, now = new Date()): string =>
  sent ?? now.toISOString().slice(0, 10);

/** A plan as the service knows it, from the catalogue or made by the custom generator. */
export interface PlanRecord {
  id: string;
  title: string;
  description: string;
  level: ReadingPlanLevel | null;
  topics: readonly ReadingPlanTopic[];
  requiredTier: IndividualPlanTier;
  days: ReadonlyArray<readonly ReadingPassage[]>;
  custom: boolean;
}

/** A member's following of a plan, as kept. */
export interface ProgressRecord {
  startedOn: string;
  scheduleStartsOn: string;
  daysRead: ReadonlyArray<{ day: number; readOn: string }>;
}

export function toPlanSummary(plan: PlanRecord, tier: IndividualPlanTier): ReadingPlanSummary {
  return {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    level: plan.level,
    topics: [...plan.topics],
    days: plan.days.length,
    custom: plan.custom,
    requiredTier: plan.requiredTier,
    // The maker of a custom plan may always read it; a catalogue plan needs its level's plan tier.
    locked: !plan.custom && !includesPlanTier(tier, plan.requiredTier),
  };
}

export const customPlansAllowed = (tier: IndividualPlanTier): boolean =>
  includesPlanTier(tier, CUSTOM_READING_PLAN_TIER);

/**
 * Streaks count calendar days with a reading (any day of the plan, read that date). The current streak runs back
 * from today, or from yesterday while today has not been read yet (it is not broken before the day is over).
 */
export function streakOf(readDates: Iterable<string>, today: string): ReadingStreak {
  const dates = [...new Set(readDates)].filter((date) => date <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const date of dates) {
    run = previous !== undefined && daysBetween(previous, date) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = date;
  }
  const last = dates.at(-1);
  const current = last !== undefined && daysBetween(last, today) <= 1 ? run : 0;
  return { current, longest };
}

/** The day the schedule gives a date: day 1 on the schedule's first date, never before 1 nor past the last day. */
export const scheduledDay = (scheduleStartsOn: string, today: string, totalDays: number): number =>
  Math.min(Math.max(daysBetween(scheduleStartsOn, today) + 1, 1), totalDays);

/** SPEC §7 "progress": what the member has read of a plan, where the schedule has them today, what is behind. */
export function progressOf(
  planId: string,
  totalDays: number,
  record: ProgressRecord | undefined,
  today: string,
): ReadingPlanProgress {
  if (!record) {
    return {
      planId,
      status: 'not_started',
      totalDays,
      startedOn: null,
      scheduleStartsOn: null,
      today,
      todayDay: null,
      daysRead: [],
      daysBehind: [],
      nextDay: null,
      streak: { current: 0, longest: 0 },
      lastReadOn: null,
    };
  }
  const read = new Set(record.daysRead.map((entry) => entry.day));
  const daysRead = [...read].filter((day) => day <= totalDays).sort((a, b) => a - b);
  const todayDay = scheduledDay(record.scheduleStartsOn, today, totalDays);
  // Days before today's that are not read; today's own day is not behind yet. Once the schedule has run out, the
  // last day is behind too.
  const lastDue = daysBetween(record.scheduleStartsOn, today) + 1 > totalDays ? totalDays : todayDay - 1;
  const daysBehind = Array.from({ length: Math.max(lastDue, 0) }, (_unused, index) => index + 1).filter(
    (day) => !read.has(day),
  );
  let nextDay: number | null = null;
  for (let day = 1; day <= totalDays; day += 1) {
    if (!read.has(day)) {
      nextDay = day;
      break;
    }
  }
  const readDates = record.daysRead.map((entry) => entry.readOn);
  return {
    planId,
    status: nextDay === null ? 'completed' : 'active',
    totalDays,
    startedOn: record.startedOn,
    scheduleStartsOn: record.scheduleStartsOn,
    today,
    todayDay,
    daysRead,
    daysBehind,
    nextDay,
    streak: streakOf(readDates, today),
    lastReadOn: readDates.length ? readDates.reduce((latest, date) => (date > latest ? date : latest)) : null,
  };
}

/**
 * Catching up: the schedule moves so that today's day is the first one not read, so nothing is behind and the
 * member goes on from where they stopped. With every day read, or nothing behind, it stays as it is.
 */
export function caughtUpScheduleStart(progress: ReadingPlanProgress): string | null {
  if (progress.nextDay === null || progress.daysBehind.length === 0) return progress.scheduleStartsOn;
  return addDays(progress.today, -(progress.nextDay - 1));
}

/** How many chapters the member's plan keeps for reading offline (SPEC §1, §6); null for unlimited. */
export const offlineChapterLimit = (tier: IndividualPlanTier): number | null =>
  includesPlanTier(tier, UNLIMITED_OFFLINE_CONTENT_TIER) ? null : OFFLINE_CHAPTER_LIMIT;

/** A plan the member follows: its days and their progress in it. */
export interface FollowedPlanDays {
  days: ReadonlyArray<readonly ReadingPassage[]>;
  progress: ReadingPlanProgress;
}

/** The days of a plan not read yet, from its next unread day on (a day read ahead of time is skipped), in order. */
function daysAhead({ days, progress }: FollowedPlanDays): Array<readonly ReadingPassage[]> {
  if (progress.status !== 'active' || progress.nextDay === null) return [];
  const read = new Set(progress.daysRead);
  return days.filter((_passages, index) => index + 1 >= progress.nextDay! && !read.has(index + 1));
}

/**
 * Offline content (SPEC §1): the chapters the member will read next in the plans they follow, in the order they will
 * read them — every active plan's next day (the plans in the order given), then every plan's day after, and so on —
 * each chapter once, cut after `limit` chapters (null: all of them). A plan not started or finished gives nothing.
 */
export function offlineChapters(followed: readonly FollowedPlanDays[], limit: number | null): ChapterRef[] {
  const ahead = followed.map(daysAhead);
  const rounds = Math.max(0, ...ahead.map((days) => days.length));
  const seen = new Set<string>();
  const chapters: ChapterRef[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const passage of ahead.flatMap((days) => days[round] ?? [])) {
      for (let chapter = passage.chapter; chapter <= passage.endChapter; chapter += 1) {
        if (limit !== null && chapters.length >= limit) return chapters;
        const key = `${passage.book} ${chapter}`;
        if (seen.has(key)) continue;
        seen.add(key);
        chapters.push({ book: passage.book, chapter });
      }
    }
  }
  return chapters;
}

/** Why a custom plan cannot be made as asked, with the figures the message needs. */
export type CustomPlanProblem =
  { problem: 'more_days_than_chapters'; chapters: number } | { problem: 'too_long'; days: number };

export interface CustomPlanContent {
  title: string;
  description: string;
  topics: ReadingPlanTopic[];
  days: ReadingPassage[][];
}

type ParsedCustomPlan = Omit<NewCustomReadingPlan, 'today'>;

/**
 * SPEC §6 "custom reading plan generator": the chosen books' chapters in the Bible's order, or the chapters of the
 * catalogue's plans on the chosen topics, shared out over the days asked for, or at the pace asked for.
 */
export function generateCustomPlan(request: ParsedCustomPlan): CustomPlanContent | CustomPlanProblem {
  const { source, schedule } = request;
  const chapters =
    source.kind === 'books' ? chaptersOfBooks(sortedBooks(source.books)) : chaptersOfTopics(source.topics);
  const days = schedule.kind === 'days' ? schedule.days : Math.ceil(chapters.length / schedule.chaptersPerDay);
  if (days > READING_PLAN_MAX_DAYS) return { problem: 'too_long', days };
  if (days > chapters.length) return { problem: 'more_days_than_chapters', chapters: chapters.length };
  const byDay = spreadOverDays(chapters, days).map(passagesOf);
  const perDay = chapters.length / days;
  const pace = perDay === 1 ? 'one chapter a day' : `about ${Math.round(perDay * 10) / 10} chapters a day`;
  return {
    title: request.title.trim(),
    description: `${chapterCount(byDay)} chapters of ${booksOf(byDay).length} ${booksOf(byDay).length === 1 ? 'book' : 'books'} in ${days} ${days === 1 ? 'day' : 'days'}, ${pace}.`,
    topics: source.kind === 'topics' ? [...source.topics] : [],
    days: byDay,
  };
}

/** The books in the Bible's order, whatever order they were chosen in. */
const sortedBooks = <Book extends BibleBookCode>(books: readonly Book[]): Book[] =>
  [...books].sort((a, b) => bibleBookCodes.indexOf(a) - bibleBookCodes.indexOf(b));
