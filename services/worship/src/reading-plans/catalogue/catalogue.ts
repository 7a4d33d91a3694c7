import {
  planTierForLevel,
  type BibleBookCode,
  type IndividualPlanTier,
  type ReadingPassage,
  type ReadingPlanLevel,
  type ReadingPlanTopic,
} from '@koinonia/contracts';
import { planDefinitions, type PlanDefinition } from './plan-definitions';
import { booksOf, chapterCount, chaptersInAll, passagesOf, spreadOverDays, type ChapterRef } from './schedule';

/** A plan of the catalogue as the service serves it: each day's passages worked out once. */
export interface CataloguePlan {
  id: string;
  title: string;
  description: string;
  level: ReadingPlanLevel;
  topics: readonly ReadingPlanTopic[];
  requiredTier: IndividualPlanTier;
  /** Day n is days[n - 1]. */
  days: ReadonlyArray<readonly ReadingPassage[]>;
  books: readonly BibleBookCode[];
  chapters: number;
}

/** Each day's chapters: the tracks shared out side by side, or each day's own reading. */
function chaptersByDay(reading: PlanDefinition['reading']): ChapterRef[][] {
  if ('daily' in reading) return reading.daily.map(chaptersInAll);
  const tracks = reading.tracks.map((ranges) => spreadOverDays(chaptersInAll(ranges), reading.days));
  return Array.from({ length: reading.days }, (_unused, day) => tracks.flatMap((track) => track[day]!));
}

function build(definition: PlanDefinition): CataloguePlan {
  const days = chaptersByDay(definition.reading).map(passagesOf);
  const empty = days.findIndex((passages) => passages.length === 0);
  if (empty !== -1) throw new Error(`${definition.id}: day ${empty + 1} has nothing to read`);
  return {
    id: definition.id,
    title: definition.title,
    description: definition.description,
    level: definition.level,
    topics: definition.topics,
    requiredTier: planTierForLevel[definition.level],
    days,
    books: booksOf(days),
    chapters: chapterCount(days),
  };
}

let built: readonly CataloguePlan[] | undefined;
let byId: ReadonlyMap<string, CataloguePlan> | undefined;

/**
 * The catalogue, generated from the plan definitions the first time it is asked for and kept in memory: it is the
 * same for everyone, and a few hundred kilobytes, so reading it costs no query.
 */
export function readingPlanCatalogue(): readonly CataloguePlan[] {
  if (!built) {
    built = planDefinitions.map(build);
    byId = new Map(built.map((plan) => [plan.id, plan]));
  }
  return built;
}

export function cataloguePlan(id: string): CataloguePlan | undefined {
  readingPlanCatalogue();
  return byId!.get(id);
}

/**
 * The chapters of the catalogue's plans about any of the topics, each once, in the order the plans read them: what
 * the custom generator reads for a plan by topics.
 */
export function chaptersOfTopics(topics: readonly ReadingPlanTopic[]): ChapterRef[] {
  const seen = new Set<string>();
  const chapters: ChapterRef[] = [];
  for (const plan of readingPlanCatalogue()) {
    if (!plan.topics.some((topic) => topics.includes(topic))) continue;
    for (const passage of plan.days.flat()) {
      for (let chapter = passage.chapter; chapter <= passage.endChapter; chapter += 1) {
        const key = `${passage.book} ${chapter}`;
        if (seen.has(key)) continue;
        seen.add(key);
        chapters.push({ book: passage.book, chapter });
      }
    }
  }
  return chapters;
}
