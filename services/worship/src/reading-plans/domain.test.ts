import type { BibleBookCode, ReadingPassage } from '@koinonia/contracts';
import {
  caughtUpScheduleStart,
  generateCustomPlan,
  offlineChapterLimit,
  offlineChapters,
  progressOf,
  scheduledDay,
  streakOf,
  toPlanSummary,
  type PlanRecord,
} from './domain';

const read = (...entries: Array<[number, string]>) => entries.map(([day, readOn]) => ({ day, readOn }));

describe('streaks', () => {
  it('counts consecutive days with a reading up to today', () => {
    expect(streakOf(['2026-11-18', '2026-11-19', '2026-11-20'], '2026-11-20')).toEqual({ current: 3, longest: 3 });
  });

  it('keeps the streak alive through today while today is not read yet, and ends it after a day missed', () => {
    expect(streakOf(['2026-11-18', '2026-11-19'], '2026-11-20')).toEqual({ current: 2, longest: 2 });
    expect(streakOf(['2026-11-18', '2026-11-19'], '2026-11-21')).toEqual({ current: 0, longest: 2 });
  });

  it('counts a date once however many days were read on it, and remembers the longest run', () => {
    expect(
      streakOf(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-03', '2026-11-10', '2026-11-11'], '2026-11-11'),
    ).toEqual({ current: 2, longest: 3 });
    expect(streakOf([], '2026-11-11')).toEqual({ current: 0, longest: 0 });
  });

  it('runs across the end of a month and of a year', () => {
    expect(streakOf(['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01').current).toBe(3);
  });
});

describe('progress', () => {
  const started = { startedOn: '2026-11-01', scheduleStartsOn: '2026-11-01' };

  it('is not started without a record', () => {
    expect(progressOf('p', 10, undefined, '2026-11-05')).toMatchObject({
      status: 'not_started',
      todayDay: null,
      nextDay: null,
      daysBehind: [],
    });
  });

  it('puts today at the scheduled day and lists the days before it that were not read', () => {
    const progress = progressOf(
      'p',
      10,
      { ...started, daysRead: read([1, '2026-11-01'], [3, '2026-11-03']) },
      '2026-11-05',
    );
    expect(progress).toMatchObject({
      status: 'active',
      todayDay: 5,
      daysRead: [1, 3],
      daysBehind: [2, 4],
      nextDay: 2,
      lastReadOn: '2026-11-03',
    });
    expect(progress.streak).toEqual({ current: 0, longest: 1 });
  });

  it('is completed once every day is read, and keeps today within the plan’s days', () => {
    const progress = progressOf(
      'p',
      2,
      { ...started, daysRead: read([1, '2026-11-01'], [2, '2026-11-02']) },
      '2026-12-01',
    );
    expect(progress).toMatchObject({ status: 'completed', todayDay: 2, nextDay: null, daysBehind: [] });
    expect(scheduledDay('2026-11-10', '2026-11-01', 30)).toBe(1);
  });

  it('has the last day behind once the schedule has run past it', () => {
    expect(
      progressOf('p', 3, { ...started, daysRead: read([1, '2026-11-01'], [2, '2026-11-02']) }, '2026-11-09').daysBehind,
    ).toEqual([3]);
  });
});

describe('catching up', () => {
  it('moves the schedule so that today is the first day not read, leaving nothing behind', () => {
    const before = progressOf(
      'p',
      10,
      { startedOn: '2026-11-01', scheduleStartsOn: '2026-11-01', daysRead: read([1, '2026-11-01'], [2, '2026-11-02']) },
      '2026-11-08',
    );
    expect(before.daysBehind).toEqual([3, 4, 5, 6, 7]);
    const start = caughtUpScheduleStart(before)!;
    expect(start).toBe('2026-11-06');
    const after = progressOf(
      'p',
      10,
      { startedOn: '2026-11-01', scheduleStartsOn: start, daysRead: read([1, '2026-11-01'], [2, '2026-11-02']) },
      '2026-11-08',
    );
    expect(after).toMatchObject({ todayDay: 3, nextDay: 3, daysBehind: [] });
  });

  it('changes nothing when nothing is behind', () => {
    const onTime = progressOf(
      'p',
      10,
      { startedOn: '2026-11-01', scheduleStartsOn: '2026-11-01', daysRead: [] },
      '2026-11-01',
    );
    expect(caughtUpScheduleStart(onTime)).toBe('2026-11-01');
  });
});

describe('locks', () => {
  const plan = (level: 'beginner' | 'intermediate', custom = false): PlanRecord => ({
    id: 'p',
    title: 'P',
    description: '',
    level,
    topics: [],
    days: [[]],
    custom,
    requiredTier: level === 'beginner' ? 'disciple' : 'servant',
  });

  it('locks intermediate plans below Servant and never a custom plan for its maker', () => {
    expect(toPlanSummary(plan('beginner'), 'disciple').locked).toBe(false);
    expect(toPlanSummary(plan('intermediate'), 'disciple').locked).toBe(true);
    expect(toPlanSummary(plan('intermediate'), 'servant').locked).toBe(false);
    expect(toPlanSummary(plan('intermediate'), 'torchbearer').locked).toBe(false);
    expect(toPlanSummary({ ...plan('intermediate', true), requiredTier: 'torchbearer' }, 'disciple').locked).toBe(
      false,
    );
  });
});

describe('the custom plan generator', () => {
  it('reads the chosen books in the Bible’s order over the days asked for', () => {
    const made = generateCustomPlan({
      title: ' My plan ',
      source: { kind: 'books', books: ['JHN', 'MRK'] },
      schedule: { kind: 'days', days: 37 },
    });
    if ('problem' in made) throw new Error(made.problem);
    expect(made.title).toBe('My plan');
    expect(made.days).toHaveLength(37);
    expect(made.days[0]).toEqual([{ book: 'MRK', chapter: 1, verse: null, endChapter: 1, endVerse: null }]);
    expect(made.days.at(-1)).toEqual([{ book: 'JHN', chapter: 21, verse: null, endChapter: 21, endVerse: null }]);
    expect(made.description).toBe('37 chapters of 2 books in 37 days, one chapter a day.');
  });

  it('takes as many days as the pace needs', () => {
    const made = generateCustomPlan({
      title: 'Fast',
      source: { kind: 'books', books: ['GEN'] },
      schedule: { kind: 'pace', chaptersPerDay: 3 },
    });
    if ('problem' in made) throw new Error(made.problem);
    expect(made.days).toHaveLength(17);
    expect(made.days.flat().reduce((sum, passage) => sum + passage.endChapter - passage.chapter + 1, 0)).toBe(50);
  });

  it('reads the chapters of the catalogue’s plans on the chosen topics', () => {
    const made = generateCustomPlan({
      title: 'Peace',
      source: { kind: 'topics', topics: ['peace'] },
      schedule: { kind: 'days', days: 7 },
    });
    if ('problem' in made) throw new Error(made.problem);
    expect(made.topics).toEqual(['peace']);
    expect(made.days.flat().some((passage) => passage.book === 'PSA' && passage.chapter === 23)).toBe(true);
  });

  it('refuses more days than chapters, and a pace that would take over a year', () => {
    expect(
      generateCustomPlan({
        title: 'Jude',
        source: { kind: 'books', books: ['JUD', 'PHM'] },
        schedule: { kind: 'days', days: 3 },
      }),
    ).toEqual({ problem: 'more_days_than_chapters', chapters: 2 });
    expect(
      generateCustomPlan({
        title: 'All',
        source: { kind: 'topics', topics: ['whole-bible'] },
        schedule: { kind: 'pace', chaptersPerDay: 1 },
      }),
    ).toEqual({ problem: 'too_long', days: 1189 });
  });
});

describe('the chapters kept for reading offline', () => {
  const passage = (book: BibleBookCode, chapter: number, endChapter = chapter): ReadingPassage => ({
    book,
    chapter,
    verse: null,
    endChapter,
    endVerse: null,
  });
  const started = { startedOn: '2026-11-01', scheduleStartsOn: '2026-11-01' };
  /** A plan of these days, with the days given read. */
  const following = (days: ReadingPassage[][], ...daysRead: number[]) => ({
    days,
    progress: progressOf(
      'p',
      days.length,
      { ...started, daysRead: daysRead.map((day) => ({ day, readOn: '2026-11-01' })) },
      '2026-11-05',
    ),
  });
  const names = (chapters: Array<{ book: string; chapter: number }>) =>
    chapters.map(({ book, chapter }) => `${book} ${chapter}`);

  const gospel = [[passage('MRK', 1, 2)], [passage('MRK', 3)], [passage('MRK', 4, 5)], [passage('MRK', 6)]];
  const psalms = [[passage('PSA', 1)], [passage('PSA', 2)], [passage('PSA', 3)]];

  it("starts at each plan's next unread day and takes the plans day by day, in the order given", () => {
    expect(names(offlineChapters([following(gospel, 1), following(psalms)], null))).toEqual([
      'MRK 3',
      'PSA 1',
      'MRK 4',
      'MRK 5',
      'PSA 2',
      'MRK 6',
      'PSA 3',
    ]);
  });

  it('skips a day read ahead of time', () => {
    expect(names(offlineChapters([following(gospel, 1, 3)], null))).toEqual(['MRK 3', 'MRK 6']);
  });

  it('keeps a chapter once when two plans read it', () => {
    const john = [[passage('JHN', 1)], [passage('JHN', 2)]];
    const alsoJohn = [[passage('JHN', 2)], [passage('JHN', 3)]];
    expect(names(offlineChapters([following(john), following(alsoJohn)], null))).toEqual(['JHN 1', 'JHN 2', 'JHN 3']);
  });

  it('cuts the list at the limit, in the middle of a day if need be', () => {
    expect(names(offlineChapters([following(gospel), following(psalms)], 4))).toEqual([
      'MRK 1',
      'MRK 2',
      'PSA 1',
      'MRK 3',
    ]);
  });

  it('takes nothing from a plan finished or not started', () => {
    const finished = following(psalms, 1, 2, 3);
    const notStarted = { days: psalms, progress: progressOf('p', psalms.length, undefined, '2026-11-05') };
    expect(offlineChapters([finished, notStarted], null)).toEqual([]);
    expect(offlineChapters([], 30)).toEqual([]);
  });

  it('keeps 30 chapters for Disciple and Servant, and every chapter ahead for Torchbearer (SPEC §6)', () => {
    expect(offlineChapterLimit('disciple')).toBe(30);
    expect(offlineChapterLimit('servant')).toBe(30);
    expect(offlineChapterLimit('torchbearer')).toBeNull();
  });
});
