import { bibleBooks, formatBibleReference, readingPlanTopics } from '@koinonia/contracts';
import { sectionOf } from './book-guide';
import { cataloguePlan, chaptersOfTopics, readingPlanCatalogue } from './catalogue';
import { bookGuides, devotionFor } from './devotions';
import { chaptersIn, passagesOf, spreadOverDays } from './schedule';

const chaptersOf = new Map(bibleBooks.map((book) => [book.code, book.chapters]));
const catalogue = readingPlanCatalogue();
const chapterKeys = (planId: string) =>
  cataloguePlan(planId)!
    .days.flat()
    .flatMap((passage) =>
      Array.from(
        { length: passage.endChapter - passage.chapter + 1 },
        (_unused, index) => `${passage.book} ${passage.chapter + index}`,
      ),
    );
const everyChapter = bibleBooks.flatMap((book) =>
  Array.from({ length: book.chapters }, (_unused, index) => `${book.code} ${index + 1}`),
);

describe('the reading plan catalogue', () => {
  it('holds at least 53 plans, 28 of them beginner and 25 intermediate (SPEC §9), each id once', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(53);
    expect(catalogue.filter((plan) => plan.level === 'beginner').length).toBeGreaterThanOrEqual(28);
    expect(catalogue.filter((plan) => plan.level === 'intermediate').length).toBeGreaterThanOrEqual(25);
    expect(new Set(catalogue.map((plan) => plan.id)).size).toBe(catalogue.length);
    for (const plan of catalogue) expect(plan.id).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/);
    expect(catalogue.map((plan) => plan.id)).not.toContain('mine');
  });

  it('gives beginner plans to Disciple and intermediate ones to Servant', () => {
    for (const plan of catalogue)
      expect([plan.level, plan.requiredTier]).toEqual([plan.level, plan.level === 'beginner' ? 'disciple' : 'servant']);
  });

  it('has passages on every day, each of chapters that exist', () => {
    for (const plan of catalogue) {
      expect(plan.days.length).toBeGreaterThan(0);
      plan.days.forEach((passages, index) => {
        expect([plan.id, index + 1, passages.length > 0]).toEqual([plan.id, index + 1, true]);
        for (const passage of passages) {
          const count = chaptersOf.get(passage.book)!;
          expect(passage.chapter).toBeGreaterThanOrEqual(1);
          expect(passage.endChapter).toBeGreaterThanOrEqual(passage.chapter);
          expect([plan.id, passage.book, passage.endChapter <= count]).toEqual([plan.id, passage.book, true]);
        }
      });
    }
  });

  it('reads the whole Bible once in the year-long and 90-day plans, and in the chronological one in another order', () => {
    for (const id of ['bible-in-a-year', 'bible-in-90-days', 'chronological-bible']) {
      const read = chapterKeys(id);
      expect([id, read.length, new Set(read).size]).toEqual([id, 1189, 1189]);
      expect([...read].sort()).toEqual([...everyChapter].sort());
    }
    expect(chapterKeys('chronological-bible').slice(0, 12)).toEqual(
      [...chaptersIn('GEN 1-11'), ...chaptersIn('JOB 1')].map((c) => `${c.book} ${c.chapter}`),
    );
    expect(cataloguePlan('bible-in-a-year')!.days).toHaveLength(365);
    expect(cataloguePlan('new-testament-in-90-days')!.days).toHaveLength(90);
    expect(cataloguePlan('gospels-in-30-days')!.days).toHaveLength(30);
  });

  it('reads the Old Testament, the New Testament and a psalm side by side in the Bible in a year', () => {
    const firstDay = cataloguePlan('bible-in-a-year')!.days[0]!.map((passage) => formatBibleReference(passage));
    expect(firstDay).toEqual(['Genesis 1–2', 'Matthew 1']);
    expect(
      cataloguePlan('bible-in-a-year')!.days.some((passages) => passages.some((passage) => passage.book === 'PSA')),
    ).toBe(true);
  });

  it('names each day’s topical reading as written', () => {
    expect(
      cataloguePlan('peace-for-anxious-hearts')!.days.map((passages) => formatBibleReference(passages[0]!)),
    ).toEqual(['Psalms 23', 'Matthew 6', 'Philippians 4', 'Psalms 46', 'Isaiah 26', 'John 14', '1 Peter 5']);
  });

  it('tags every topic on some plan, so the topic filter and the generator never come back empty', () => {
    for (const topic of readingPlanTopics) expect([topic, chaptersOfTopics([topic]).length > 0]).toEqual([topic, true]);
    const peace = chaptersOfTopics(['peace']);
    expect(new Set(peace.map((chapter) => `${chapter.book} ${chapter.chapter}`)).size).toBe(peace.length);
  });
});

describe('the schedule', () => {
  it('shares chapters out evenly over the days and joins following chapters into one passage', () => {
    const days = spreadOverDays(chaptersIn('MRK'), 5).map((chapters) => chapters.length);
    expect(days).toEqual([3, 3, 4, 3, 3]);
    expect(
      passagesOf([...chaptersIn('GEN 1-3'), ...chaptersIn('MAT 1')]).map((passage) => formatBibleReference(passage)),
    ).toEqual(['Genesis 1–3', 'Matthew 1']);
  });

  it('refuses a range that does not exist', () => {
    expect(() => chaptersIn('GEN 51')).toThrow('the book has chapters 1-50');
    expect(() => chaptersIn('XYZ')).toThrow('Not a range of chapters');
  });
});

describe('the devotions', () => {
  it('has a guide for every book, its runs of chapters in order from chapter 1 and within the book', () => {
    for (const book of bibleBooks) {
      const guide = bookGuides[book.code];
      expect([book.code, guide !== undefined]).toEqual([book.code, true]);
      const starts = guide!.sections.map((section) => section.from);
      expect([book.code, starts[0]]).toEqual([book.code, 1]);
      expect([book.code, starts]).toEqual([book.code, [...starts].sort((a, b) => a - b)]);
      expect([book.code, starts.every((from) => from <= book.chapters)]).toEqual([book.code, true]);
      expect(guide!.ideas.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('writes each day of a plan its own devotion: no two days of any plan alike', () => {
    for (const plan of catalogue) {
      const written = plan.days.map((passages, index) => JSON.stringify(devotionFor(passages, index + 1)));
      expect([plan.id, new Set(written).size]).toEqual([plan.id, plan.days.length]);
    }
  });

  it('asks about what the day’s passage says, not one template with the reference swapped', () => {
    const plan = cataloguePlan('bible-in-a-year')!;
    const withoutReferences = plan.days.map((passages, index) => {
      const devotion = devotionFor(passages, index + 1);
      const references = passages.map((passage) => formatBibleReference(passage));
      return references.reduce(
        (text, reference) => text.split(reference).join('…'),
        devotion.reflection.join(' ') + devotion.prayer,
      );
    });
    // Well over half the year's devotions differ even with every reference taken out.
    expect(new Set(withoutReferences).size).toBeGreaterThan(plan.days.length / 2);
    const genesisOne = devotionFor(plan.days[0]!, 1);
    expect(genesisOne.title).toBe(sectionOf(bookGuides.GEN!, 1).focus);
    expect(genesisOne.reflection[0]).toBe(`Genesis 1–2: ${sectionOf(bookGuides.GEN!, 1).question}`);
    expect(genesisOne.reflection[1]).toBe(`Matthew 1: ${sectionOf(bookGuides.MAT!, 1).question}`);
    expect(genesisOne.context).toBe(bookGuides.GEN!.theme);
    const exodus = devotionFor([{ book: 'EXO', chapter: 20, verse: null, endChapter: 20, endVerse: null }], 40);
    expect(exodus.title).toBe('Covenant at Sinai');
    expect(exodus.reflection).toHaveLength(3);
    expect(exodus.prayer).toContain(sectionOf(bookGuides.EXO!, 20).prayer);
  });
});
