// No zod here: the Bible reader imports this module.

/**
 * The 66 books of the Protestant canon in their order, by their USFM code (the code every Bible API and
 * data set agrees on), with the English name, the number of chapters, and the English abbreviations a
 * reference may use ("Jn 3:16", "1 Cor 13"). Names in other languages are in @koinonia/i18n.
 */
export const bibleBooks = [
  { code: 'GEN', name: 'Genesis', chapters: 50, abbreviations: ['Gen', 'Ge', 'Gn'] },
  { code: 'EXO', name: 'Exodus', chapters: 40, abbreviations: ['Exod', 'Exo', 'Ex'] },
  { code: 'LEV', name: 'Leviticus', chapters: 27, abbreviations: ['Lev', 'Le', 'Lv'] },
  { code: 'NUM', name: 'Numbers', chapters: 36, abbreviations: ['Num', 'Nu', 'Nm', 'Nb'] },
  { code: 'DEU', name: 'Deuteronomy', chapters: 34, abbreviations: ['Deut', 'Deu', 'Dt'] },
  { code: 'JOS', name: 'Joshua', chapters: 24, abbreviations: ['Josh', 'Jos', 'Jsh'] },
  { code: 'JDG', name: 'Judges', chapters: 21, abbreviations: ['Judg', 'Jdg', 'Jg', 'Jdgs'] },
  { code: 'RUT', name: 'Ruth', chapters: 4, abbreviations: ['Rth', 'Ru'] },
  { code: '1SA', name: '1 Samuel', chapters: 31, abbreviations: ['1 Sam', '1 Sa', '1Sm', '1 S'] },
  { code: '2SA', name: '2 Samuel', chapters: 24, abbreviations: ['2 Sam', '2 Sa', '2Sm', '2 S'] },
  { code: '1KI', name: '1 Kings', chapters: 22, abbreviations: ['1 Kgs', '1 Ki', '1 Kin', '1K'] },
  { code: '2KI', name: '2 Kings', chapters: 25, abbreviations: ['2 Kgs', '2 Ki', '2 Kin', '2K'] },
  { code: '1CH', name: '1 Chronicles', chapters: 29, abbreviations: ['1 Chron', '1 Chr', '1 Ch'] },
  { code: '2CH', name: '2 Chronicles', chapters: 36, abbreviations: ['2 Chron', '2 Chr', '2 Ch'] },
  { code: 'EZR', name: 'Ezra', chapters: 10, abbreviations: ['Ezr', 'Ez'] },
  { code: 'NEH', name: 'Nehemiah', chapters: 13, abbreviations: ['Neh', 'Ne'] },
  { code: 'EST', name: 'Esther', chapters: 10, abbreviations: ['Esth', 'Est', 'Es'] },
  { code: 'JOB', name: 'Job', chapters: 42, abbreviations: ['Jb'] },
  { code: 'PSA', name: 'Psalms', chapters: 150, abbreviations: ['Psalm', 'Ps', 'Psa', 'Pss'] },
  { code: 'PRO', name: 'Proverbs', chapters: 31, abbreviations: ['Prov', 'Pro', 'Prv', 'Pr'] },
  { code: 'ECC', name: 'Ecclesiastes', chapters: 12, abbreviations: ['Eccl', 'Ecc', 'Ec', 'Qoh'] },
  { code: 'SNG', name: 'Song of Songs', chapters: 8, abbreviations: ['Song of Solomon', 'Song', 'Sng', 'SS', 'Cant'] },
  { code: 'ISA', name: 'Isaiah', chapters: 66, abbreviations: ['Isa', 'Is'] },
  { code: 'JER', name: 'Jeremiah', chapters: 52, abbreviations: ['Jer', 'Je', 'Jr'] },
  { code: 'LAM', name: 'Lamentations', chapters: 5, abbreviations: ['Lam', 'La'] },
  { code: 'EZK', name: 'Ezekiel', chapters: 48, abbreviations: ['Ezek', 'Eze', 'Ezk'] },
  { code: 'DAN', name: 'Daniel', chapters: 12, abbreviations: ['Dan', 'Da', 'Dn'] },
  { code: 'HOS', name: 'Hosea', chapters: 14, abbreviations: ['Hos', 'Ho'] },
  { code: 'JOL', name: 'Joel', chapters: 3, abbreviations: ['Joe', 'Jl'] },
  { code: 'AMO', name: 'Amos', chapters: 9, abbreviations: ['Amo', 'Am'] },
  { code: 'OBA', name: 'Obadiah', chapters: 1, abbreviations: ['Obad', 'Oba', 'Ob'] },
  { code: 'JON', name: 'Jonah', chapters: 4, abbreviations: ['Jnh', 'Jon'] },
  { code: 'MIC', name: 'Micah', chapters: 7, abbreviations: ['Mic', 'Mc'] },
  { code: 'NAM', name: 'Nahum', chapters: 3, abbreviations: ['Nah', 'Na'] },
  { code: 'HAB', name: 'Habakkuk', chapters: 3, abbreviations: ['Hab', 'Hb'] },
  { code: 'ZEP', name: 'Zephaniah', chapters: 3, abbreviations: ['Zeph', 'Zep', 'Zp'] },
  { code: 'HAG', name: 'Haggai', chapters: 2, abbreviations: ['Hag', 'Hg'] },
  { code: 'ZEC', name: 'Zechariah', chapters: 14, abbreviations: ['Zech', 'Zec', 'Zc'] },
  { code: 'MAL', name: 'Malachi', chapters: 4, abbreviations: ['Mal', 'Ml'] },
  { code: 'MAT', name: 'Matthew', chapters: 28, abbreviations: ['Matt', 'Mat', 'Mt'] },
  { code: 'MRK', name: 'Mark', chapters: 16, abbreviations: ['Mrk', 'Mar', 'Mk', 'Mr'] },
  { code: 'LUK', name: 'Luke', chapters: 24, abbreviations: ['Luk', 'Lk'] },
  { code: 'JHN', name: 'John', chapters: 21, abbreviations: ['Jhn', 'Joh', 'Jn'] },
  { code: 'ACT', name: 'Acts', chapters: 28, abbreviations: ['Act', 'Ac'] },
  { code: 'ROM', name: 'Romans', chapters: 16, abbreviations: ['Rom', 'Ro', 'Rm'] },
  { code: '1CO', name: '1 Corinthians', chapters: 16, abbreviations: ['1 Cor', '1 Co'] },
  { code: '2CO', name: '2 Corinthians', chapters: 13, abbreviations: ['2 Cor', '2 Co'] },
  { code: 'GAL', name: 'Galatians', chapters: 6, abbreviations: ['Gal', 'Ga'] },
  { code: 'EPH', name: 'Ephesians', chapters: 6, abbreviations: ['Eph', 'Ephes'] },
  { code: 'PHP', name: 'Philippians', chapters: 4, abbreviations: ['Phil', 'Php', 'Pp'] },
  { code: 'COL', name: 'Colossians', chapters: 4, abbreviations: ['Col'] },
  { code: '1TH', name: '1 Thessalonians', chapters: 5, abbreviations: ['1 Thess', '1 Thes', '1 Th'] },
  { code: '2TH', name: '2 Thessalonians', chapters: 3, abbreviations: ['2 Thess', '2 Thes', '2 Th'] },
  { code: '1TI', name: '1 Timothy', chapters: 6, abbreviations: ['1 Tim', '1 Ti'] },
  { code: '2TI', name: '2 Timothy', chapters: 4, abbreviations: ['2 Tim', '2 Ti'] },
  { code: 'TIT', name: 'Titus', chapters: 3, abbreviations: ['Tit', 'Ti'] },
  { code: 'PHM', name: 'Philemon', chapters: 1, abbreviations: ['Philem', 'Phm', 'Pm'] },
  { code: 'HEB', name: 'Hebrews', chapters: 13, abbreviations: ['Heb'] },
  { code: 'JAS', name: 'James', chapters: 5, abbreviations: ['Jas', 'Jm'] },
  { code: '1PE', name: '1 Peter', chapters: 5, abbreviations: ['1 Pet', '1 Pe', '1 Pt', '1 P'] },
  { code: '2PE', name: '2 Peter', chapters: 3, abbreviations: ['2 Pet', '2 Pe', '2 Pt', '2 P'] },
  { code: '1JN', name: '1 John', chapters: 5, abbreviations: ['1 Jn', '1 Jhn', '1 Jo', '1 J'] },
  { code: '2JN', name: '2 John', chapters: 1, abbreviations: ['2 Jn', '2 Jhn', '2 Jo', '2 J'] },
  { code: '3JN', name: '3 John', chapters: 1, abbreviations: ['3 Jn', '3 Jhn', '3 Jo', '3 J'] },
  { code: 'JUD', name: 'Jude', chapters: 1, abbreviations: ['Jud', 'Jd'] },
  { code: 'REV', name: 'Revelation', chapters: 22, abbreviations: ['Rev', 'Re', 'Rv', 'Apocalypse'] },
] as const;

export type BibleBook = (typeof bibleBooks)[number];
export type BibleBookCode = BibleBook['code'];

export const bibleBookCodes = bibleBooks.map((book) => book.code) as readonly BibleBookCode[];

const bookByCode = new Map<string, BibleBook>(bibleBooks.map((book) => [book.code, book]));

/** The book of a USFM code, or undefined for anything else. */
export function bibleBook(code: string): BibleBook | undefined {
  return bookByCode.get(code);
}

/** Whether a string is one of the 66 book codes. */
export function isBibleBookCode(code: string): code is BibleBookCode {
  return bookByCode.has(code);
}

/** The book's place in the canon, 1 (Genesis) to 66 (Revelation); Matthew (40) opens the New Testament. */
export function bibleBookNumber(code: BibleBookCode): number {
  return bibleBookCodes.indexOf(code) + 1;
}

export const FIRST_NEW_TESTAMENT_BOOK = 40;

/** A chapter of one book: where the reader is, and where "previous" and "next" lead. */
export interface BibleChapterRef {
  book: BibleBookCode;
  chapter: number;
}

/** The chapter before, across books; null before Genesis 1. */
export function previousChapter({ book, chapter }: BibleChapterRef): BibleChapterRef | null {
  if (chapter > 1) return { book, chapter: chapter - 1 };
  const index = bibleBookCodes.indexOf(book);
  if (index <= 0) return null;
  const previous = bibleBooks[index - 1]!;
  return { book: previous.code, chapter: previous.chapters };
}

/** The chapter after, across books; null after Revelation 22. */
export function nextChapter({ book, chapter }: BibleChapterRef): BibleChapterRef | null {
  const current = bibleBook(book);
  if (!current) return null;
  if (chapter < current.chapters) return { book, chapter: chapter + 1 };
  const next = bibleBooks[bibleBookCodes.indexOf(book) + 1];
  return next ? { book: next.code, chapter: 1 } : null;
}
