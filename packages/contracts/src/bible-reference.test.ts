import { bibleBooks } from './bible-books';
import {
  bibleBookName,
  formatBibleReference,
  parseBibleReference,
  type BibleBookNames,
  type BibleReference,
} from './bible-reference';

const spanish: BibleBookNames = {
  GEN: 'Génesis',
  PSA: 'Salmos',
  JHN: 'Juan',
  '1CO': '1 Corintios',
  JUD: 'Judas',
  REV: 'Apocalipsis',
};

const verse = (book: BibleReference['book'], chapter: number, first: number, endVerse = first): BibleReference => ({
  book,
  chapter,
  verse: first,
  endChapter: chapter,
  endVerse,
});
const chapters = (book: BibleReference['book'], chapter: number, endChapter = chapter): BibleReference => ({
  book,
  chapter,
  verse: null,
  endChapter,
  endVerse: null,
});

describe('parseBibleReference', () => {
  it('reads a book by its English name, any abbreviation or its USFM code', () => {
    for (const book of bibleBooks) {
      for (const form of [book.name, book.code, ...book.abbreviations]) {
        expect([form, parseBibleReference(`${form} 1:1`)?.book]).toEqual([form, book.code]);
      }
    }
  });

  it('ignores case, diacritics, extra spaces and a trailing period on abbreviations', () => {
    expect(parseBibleReference('JOHN 3:16')).toEqual(verse('JHN', 3, 16));
    expect(parseBibleReference('jn. 3:16')).toEqual(verse('JHN', 3, 16));
    expect(parseBibleReference('Génesis 1', { bookNames: spanish })).toEqual(chapters('GEN', 1));
    expect(parseBibleReference('genesis 1', { bookNames: spanish })).toEqual(chapters('GEN', 1));
    expect(parseBibleReference('  Song   of Songs 2:1  ')).toEqual(verse('SNG', 2, 1));
    for (const form of ['1Cor 13', '1 Cor 13', '1  Corinthians 13', '1 Cor. 13', '1co 13']) {
      expect([form, parseBibleReference(form)]).toEqual([form, chapters('1CO', 13)]);
    }
  });

  it('reads the number of a numbered book as a Roman numeral, 1st/2nd/3rd or First/Second/Third', () => {
    expect(parseBibleReference('I Corinthians 13')).toEqual(chapters('1CO', 13));
    expect(parseBibleReference('II Kings 2')).toEqual(chapters('2KI', 2));
    expect(parseBibleReference('III John 4')).toEqual(verse('3JN', 1, 4));
    expect(parseBibleReference('1st Peter 1:3')).toEqual(verse('1PE', 1, 3));
    expect(parseBibleReference('2nd Tim 3:16')).toEqual(verse('2TI', 3, 16));
    expect(parseBibleReference('Third John 2')).toEqual(verse('3JN', 1, 2));
    expect(parseBibleReference('first thessalonians 5:17')).toEqual(verse('1TH', 5, 17));
    expect(parseBibleReference('Isa 53:5')).toEqual(verse('ISA', 53, 5));
  });

  it('completes an unambiguous prefix of three letters or more, and refuses an ambiguous one', () => {
    expect(parseBibleReference('Phile 4')).toEqual(verse('PHM', 1, 4));
    expect(parseBibleReference('Gene 1')).toEqual(chapters('GEN', 1));
    expect(parseBibleReference('1 Corin 13')).toEqual(chapters('1CO', 13));
    expect(parseBibleReference('Jo 3:16')).toBeNull();
    expect(parseBibleReference('Ph 1:1')).toBeNull();
    expect(parseBibleReference('Phi 1:1')).toBeNull();
    expect(parseBibleReference('Ge 1')).toEqual(chapters('GEN', 1)); // short, but a listed abbreviation
    expect(parseBibleReference('Juanito 3:16', { bookNames: spanish })).toBeNull();
    expect(parseBibleReference('Apocal 1', { bookNames: spanish })).toEqual(chapters('REV', 1));
  });

  it('reads names from bookNames, including non-Latin scripts with or without a space before the digits', () => {
    expect(parseBibleReference('Juan 3:16', { bookNames: spanish })).toEqual(verse('JHN', 3, 16));
    expect(parseBibleReference('John 3:16', { bookNames: spanish })).toEqual(verse('JHN', 3, 16));
    expect(parseBibleReference('Juan 3:16')).toBeNull();
    expect(parseBibleReference('يوحنا 3:16', { bookNames: { JHN: 'يوحنا' } })).toEqual(verse('JHN', 3, 16));
    expect(parseBibleReference('約翰福音 3:16', { bookNames: { JHN: '約翰福音' } })).toEqual(verse('JHN', 3, 16));
    expect(parseBibleReference('約翰福音3:16', { bookNames: { JHN: '約翰福音' } })).toEqual(verse('JHN', 3, 16));
    expect(parseBibleReference('요한복음 3:16', { bookNames: { JHN: '요한복음' } })).toEqual(verse('JHN', 3, 16));
  });

  it("refuses a name two books share rather than pick one, but lets the reader's language win over an English abbreviation", () => {
    expect(parseBibleReference('Ju 3', { bookNames: { JDG: 'Juhu', JUD: 'Juhu' } })).toBeNull();
    expect(parseBibleReference('Juhu 3', { bookNames: { JDG: 'Juhu', JUD: 'Juhu' } })).toBeNull();
    expect(parseBibleReference('Jọn 3:16', { bookNames: { JHN: 'Jọn' } })).toEqual(verse('JHN', 3, 16));
    expect(parseBibleReference('Jon 3:16')).toEqual(verse('JON', 3, 16));
  });

  it('reads a chapter, a verse, verse and chapter ranges, with colon or period and any dash', () => {
    expect(parseBibleReference('John 3')).toEqual(chapters('JHN', 3));
    expect(parseBibleReference('John 3:16')).toEqual(verse('JHN', 3, 16));
    expect(parseBibleReference('John 3.16')).toEqual(verse('JHN', 3, 16));
    expect(parseBibleReference('John 3:16-18')).toEqual(verse('JHN', 3, 16, 18));
    expect(parseBibleReference('John 3:16–18')).toEqual(verse('JHN', 3, 16, 18));
    expect(parseBibleReference('John 3:16—18')).toEqual(verse('JHN', 3, 16, 18));
    expect(parseBibleReference('John 3:16 - 18')).toEqual(verse('JHN', 3, 16, 18));
    expect(parseBibleReference('John 3:16-4:2')).toEqual({
      book: 'JHN',
      chapter: 3,
      verse: 16,
      endChapter: 4,
      endVerse: 2,
    });
    expect(parseBibleReference('Psalm 23-25')).toEqual(chapters('PSA', 23, 25));
    expect(parseBibleReference('Psalm 23 – 25')).toEqual(chapters('PSA', 23, 25));
    expect(parseBibleReference('Psalm 119:176')).toEqual(verse('PSA', 119, 176));
  });

  it('reads the numbers of a single-chapter book as verses of chapter 1', () => {
    expect(parseBibleReference('Jude 3')).toEqual(verse('JUD', 1, 3));
    expect(parseBibleReference('Jude 3-5')).toEqual(verse('JUD', 1, 3, 5));
    expect(parseBibleReference('Jude 1:3')).toEqual(verse('JUD', 1, 3));
    expect(parseBibleReference('Obadiah 1')).toEqual(verse('OBA', 1, 1));
    expect(parseBibleReference('Philemon 2:1')).toBeNull();
  });

  it('reads a bare book as its first chapter whole', () => {
    expect(parseBibleReference('Genesis')).toEqual(chapters('GEN', 1));
    expect(parseBibleReference('Jude')).toEqual(chapters('JUD', 1));
    expect(parseBibleReference('1 John')).toEqual(chapters('1JN', 1));
  });

  it('refuses what it cannot read with certainty', () => {
    for (const text of [
      '',
      '   ',
      '3:16',
      'Hezekiah 3:16',
      'John 0',
      'John 0:1',
      'John 3:0',
      'Jude 0',
      'John 22',
      'Psalm 151',
      'Psalm 150-151',
      'John 3:18-16',
      'Psalm 5-3',
      'John 4:1-3:5',
      'John 3-4:2',
      'John 3:16 hello',
      'John 3:16-',
      'John 3:',
      'John 3:16:1',
      'John 1000',
      'Psalm 23:1234',
      'Jn 3:16, 18',
    ]) {
      expect([text, parseBibleReference(text)]).toEqual([text, null]);
    }
  });
});

describe('formatBibleReference', () => {
  it('writes each shape with English names and an en dash', () => {
    expect(formatBibleReference(chapters('1CO', 13))).toBe('1 Corinthians 13');
    expect(formatBibleReference(chapters('PSA', 23, 25))).toBe('Psalms 23–25');
    expect(formatBibleReference(verse('JHN', 3, 16))).toBe('John 3:16');
    expect(formatBibleReference(verse('JHN', 3, 16, 18))).toBe('John 3:16–18');
    expect(formatBibleReference({ book: 'GEN', chapter: 1, verse: 1, endChapter: 2, endVerse: 3 })).toBe(
      'Genesis 1:1–2:3',
    );
  });

  it('writes a single-chapter book without its chapter', () => {
    expect(formatBibleReference(verse('JUD', 1, 3))).toBe('Jude 3');
    expect(formatBibleReference(verse('JUD', 1, 3, 5))).toBe('Jude 3–5');
    expect(formatBibleReference(chapters('JUD', 1))).toBe('Jude');
  });

  it('writes names from bookNames, falling back to English for a missing book', () => {
    expect(formatBibleReference(verse('JHN', 3, 16), { bookNames: spanish })).toBe('Juan 3:16');
    expect(formatBibleReference(verse('ROM', 8, 28), { bookNames: spanish })).toBe('Romans 8:28');
    expect(bibleBookName('1CO', spanish)).toBe('1 Corintios');
    expect(bibleBookName('1CO')).toBe('1 Corinthians');
  });

  it('writes the shapes the parser never makes as the same or a wider passage', () => {
    expect(formatBibleReference({ book: 'JHN', chapter: 3, verse: null, endChapter: 4, endVerse: 2 })).toBe(
      'John 3:1–4:2',
    );
    expect(formatBibleReference({ book: 'JHN', chapter: 3, verse: 16, endChapter: 3, endVerse: null })).toBe('John 3');
  });

  it('is read back to the same reference, in English and with bookNames', () => {
    const references: BibleReference[] = [
      chapters('1CO', 13),
      chapters('PSA', 23, 25),
      chapters('GEN', 1),
      verse('JHN', 3, 16),
      verse('JHN', 3, 16, 18),
      { book: 'GEN', chapter: 1, verse: 1, endChapter: 2, endVerse: 3 },
      verse('JUD', 1, 3),
      verse('JUD', 1, 3, 5),
      chapters('JUD', 1),
      verse('REV', 22, 21),
    ];
    const arabicAndChinese: BibleBookNames = { JHN: 'يوحنا', '1CO': '哥林多前書', JUD: '犹大书' };
    for (const bookNames of [undefined, spanish, arabicAndChinese]) {
      for (const reference of references) {
        const text = formatBibleReference(reference, { bookNames });
        expect([text, parseBibleReference(text, { bookNames })]).toEqual([text, reference]);
      }
    }
  });
});
