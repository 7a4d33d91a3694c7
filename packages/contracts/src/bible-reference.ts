// No zod here: the Bible reader imports this module.
import { bibleBooks, isBibleBookCode, type BibleBook, type BibleBookCode } from './bible-books';

/**
 * A passage: one verse, a verse range, a whole chapter, or a range across chapters of one book.
 * A bare book ("Genesis") is its first chapter whole: a reader opening it lands at chapter 1.
 */
export interface BibleReference {
  book: BibleBookCode;
  chapter: number; // first chapter
  verse: number | null; // first verse; null = from the chapter's start (whole chapter(s))
  endChapter: number; // last chapter (= chapter when the passage is within one chapter)
  endVerse: number | null; // last verse; null = to the end of endChapter
}

/** Names a parser also accepts and a formatter writes, e.g. a language's book names: { JHN: 'Juan', ... }. */
export type BibleBookNames = Partial<Record<BibleBookCode, string>>;

/** Where each written form of a book leads; a form two books share leads to null (never guess). */
interface BookLookup {
  exact: Map<string, BibleBookCode | null>;
  /** Full names and abbreviations, whose prefixes also name a book when only one starts so ("Phile"). */
  completions: { key: string; code: BibleBookCode }[];
}

const bookByCode = new Map<BibleBookCode, BibleBook>(bibleBooks.map((book) => [book.code, book]));
const ordinalDigits: Record<string, string> = {
  i: '1',
  ii: '2',
  iii: '3',
  first: '1',
  second: '2',
  third: '3',
  '1st': '1',
  '2nd': '2',
  '3rd': '3',
};
const MIN_PREFIX_LETTERS = 3; // "Ph" and "Jo" name several books; three letters are the least worth completing

/** The form names are compared in: no case, no diacritics, no spaces, ordinals as digits, no trailing period. */
function bookKey(text: string): string {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  // The ordinal needs a space after it, or "Isa" would read as "1 Sa".
  const numbered = plain.replace(
    /^(iii|ii|i|first|second|third|1st|2nd|3rd)\s+/,
    (_, ordinal: string) => ordinalDigits[ordinal] ?? ordinal,
  );
  return numbered.replace(/\s+/g, '').replace(/\.$/, '');
}

function addForm(lookup: BookLookup, form: string, code: BibleBookCode, completes: boolean): void {
  const key = bookKey(form);
  if (!key) return;
  const known = lookup.exact.get(key);
  lookup.exact.set(key, known === undefined || known === code ? code : null);
  if (completes) lookup.completions.push({ key, code });
}

function buildLookup(bookNames: BibleBookNames = {}): BookLookup {
  const lookup: BookLookup = { exact: new Map(), completions: [] };
  for (const book of bibleBooks) {
    addForm(lookup, book.code, book.code, false);
    addForm(lookup, book.name, book.code, true);
    for (const abbreviation of book.abbreviations) addForm(lookup, abbreviation, book.code, true);
  }
  // The reader's language wins over an English abbreviation that happens to read the same (Igbo's "Jọn" is
  // John, not Jonah's "Jon"); two of the language's own names that read the same still name neither.
  const own: BookLookup = { exact: new Map(), completions: lookup.completions };
  for (const [code, name] of Object.entries(bookNames)) {
    if (isBibleBookCode(code) && name) addForm(own, name, code, true);
  }
  for (const [key, code] of own.exact) lookup.exact.set(key, code);
  return lookup;
}

const englishLookup = buildLookup();
// Built once per bookNames object: a language's names are one constant object, read on every parse.
const lookupsByBookNames = new WeakMap<BibleBookNames, BookLookup>();

function lookupFor(bookNames: BibleBookNames | undefined): BookLookup {
  if (!bookNames) return englishLookup;
  let lookup = lookupsByBookNames.get(bookNames);
  if (!lookup) {
    lookup = buildLookup(bookNames);
    lookupsByBookNames.set(bookNames, lookup);
  }
  return lookup;
}

function findBook(text: string, lookup: BookLookup): BibleBook | undefined {
  const key = bookKey(text);
  const exact = lookup.exact.get(key);
  if (exact !== undefined) return exact === null ? undefined : bookByCode.get(exact);
  if ([...key.replace(/^\d/, '')].length < MIN_PREFIX_LETTERS) return undefined;
  const codes = new Set(lookup.completions.filter((form) => form.key.startsWith(key)).map((form) => form.code));
  return codes.size === 1 ? bookByCode.get([...codes][0]!) : undefined;
}

// The book (maybe led by its number, "1 Cor"), then the numbers; no space is needed before them ("約翰福音3:16").
const referencePattern = /^((?:\d\s*)?\D+?)\s*(\d.*)?$/;
// chapter[:verse][-chapter-or-verse[:verse]], a period also separating chapter and verse ("3.16").
const numbersPattern = /^(\d{1,3})(?:[:.](\d{1,3}))?(?:\s*[-–—]\s*(\d{1,3})(?:[:.](\d{1,3}))?)?$/;

const numberOrNull = (digits: string | undefined): number | null => (digits === undefined ? null : Number(digits));

function readNumbers(numbers: string, book: BibleBook): Omit<BibleReference, 'book'> | null {
  const match = numbersPattern.exec(numbers);
  if (!match) return null;
  const [first, firstVerse, second, secondVerse] = [
    Number(match[1]),
    numberOrNull(match[2]),
    numberOrNull(match[3]),
    numberOrNull(match[4]),
  ];
  if (firstVerse !== null) {
    return second !== null && secondVerse !== null
      ? { chapter: first, verse: firstVerse, endChapter: second, endVerse: secondVerse }
      : { chapter: first, verse: firstVerse, endChapter: first, endVerse: second ?? firstVerse };
  }
  if (secondVerse !== null) return null; // "3-4:2" says neither a verse nor a chapter range
  // A single-chapter book has only verses to number: "Jude 3", "Jude 3-5".
  if (book.chapters === 1) return { chapter: 1, verse: first, endChapter: 1, endVerse: second ?? first };
  return { chapter: first, verse: null, endChapter: second ?? first, endVerse: null };
}

function isWithinBook(
  { chapter, verse, endChapter, endVerse }: Omit<BibleReference, 'book'>,
  book: BibleBook,
): boolean {
  if (chapter < 1 || endChapter > book.chapters || endChapter < chapter) return false;
  if ((verse !== null && verse < 1) || (endVerse !== null && endVerse < 1)) return false;
  // A verse's upper bound is the server's: the book table knows chapters only.
  return endChapter > chapter || verse === null || endVerse === null || endVerse >= verse;
}

/**
 * Reads "John 3:16", "Jn 3:16-18", "1 Cor 13", "Psalm 23–25", "Genesis 1:1-2:3", "Jude 3" or a name from
 * bookNames ("Juan 3:16"); null for anything it cannot read with certainty (an unknown or ambiguous book, a
 * chapter outside the book, a backwards range, anything left over). A bare book is its first chapter whole.
 */
export function parseBibleReference(text: string, options: { bookNames?: BibleBookNames } = {}): BibleReference | null {
  const match = referencePattern.exec(text.trim());
  if (!match) return null;
  const book = findBook(match[1]!, lookupFor(options.bookNames));
  if (!book) return null;
  const numbers =
    match[2] === undefined ? { chapter: 1, verse: null, endChapter: 1, endVerse: null } : readNumbers(match[2], book);
  return numbers && isWithinBook(numbers, book) ? { book: book.code, ...numbers } : null;
}

/** The book part alone: a book's name in bookNames, or its English name. */
export function bibleBookName(code: BibleBookCode, bookNames?: BibleBookNames): string {
  return bookNames?.[code] || (bookByCode.get(code)?.name ?? code);
}

/**
 * Writes "John 3:16", "John 3:16–18", "Genesis 1:1–2:3", "1 Corinthians 13", "Psalms 23–25"; a single-chapter
 * book without its chapter ("Jude 3–5", "Jude"). parseBibleReference reads every written form back.
 */
export function formatBibleReference(reference: BibleReference, options: { bookNames?: BibleBookNames } = {}): string {
  const name = bibleBookName(reference.book, options.bookNames);
  const { chapter, endChapter } = reference;
  const isSingleChapter = bookByCode.get(reference.book)?.chapters === 1;
  // The parser never opens a start verse without an end verse: such a passage is written as the whole
  // chapters holding it, and one that ends on a verse starts at verse 1.
  const verse = reference.endVerse === null ? null : (reference.verse ?? 1);
  if (verse === null) {
    if (isSingleChapter) return name;
    return chapter === endChapter ? `${name} ${chapter}` : `${name} ${chapter}–${endChapter}`;
  }
  const endVerse = reference.endVerse ?? verse;
  const start = isSingleChapter && endChapter === chapter ? `${verse}` : `${chapter}:${verse}`;
  const end = endChapter !== chapter ? `–${endChapter}:${endVerse}` : endVerse !== verse ? `–${endVerse}` : '';
  return `${name} ${start}${end}`;
}
