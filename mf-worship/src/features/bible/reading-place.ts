import { bibleBook, isBibleBookCode, type BibleBookCode } from '@koinonia/contracts';
import { paths } from '@koinonia/shell-contract';
import { DEFAULT_TRANSLATION, READING_PLACE_KEY } from '../../shared/reader-translation';

/** Where the reader is: the URL's ?translation=&book=&chapter=&verse=&compare= on /bible-reading. */
export interface ReadingPlace {
  translation: string;
  book: BibleBookCode;
  chapter: number;
  /** A verse to show marked (from a reference or a search result), or null. */
  verse: number | null;
  /** A second translation read beside the first, or null. */
  compare: string | null;
}

export { DEFAULT_TRANSLATION };
const FIRST_PLACE = { translation: DEFAULT_TRANSLATION, book: 'JHN', chapter: 1 } as const;
const STORAGE_KEY = READING_PLACE_KEY;

/** The last chapter read on this device, so /bible-reading opens where the reader left off. */
function lastPlace(): Pick<ReadingPlace, 'translation' | 'book' | 'chapter'> {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<ReadingPlace> | null;
    if (saved && typeof saved.book === 'string' && isBibleBookCode(saved.book) && typeof saved.translation === 'string') {
      return { translation: saved.translation, book: saved.book, chapter: validChapter(saved.book, saved.chapter) };
    }
  } catch {
    // Storage unavailable or a stale value: start at the beginning.
  }
  return FIRST_PLACE;
}

export function rememberPlace(place: Pick<ReadingPlace, 'translation' | 'book' | 'chapter'>): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ translation: place.translation, book: place.book, chapter: place.chapter }));
  } catch {
    // Private mode: the reader starts at the beginning next time.
  }
}

function validChapter(book: BibleBookCode, chapter: unknown): number {
  const number = Number(chapter);
  return Number.isInteger(number) && number >= 1 && number <= bibleBook(book)!.chapters ? number : 1;
}

/** The place a URL names, completed from the last place read; nonsense in the URL falls back, never breaks. */
export function placeFromSearch(search: URLSearchParams): ReadingPlace {
  const last = lastPlace();
  const bookParam = search.get('book')?.toUpperCase() ?? '';
  const book = isBibleBookCode(bookParam) ? bookParam : last.book;
  const chapter = search.has('chapter') ? validChapter(book, search.get('chapter')) : book === last.book ? last.chapter : 1;
  const verse = Number(search.get('verse'));
  return {
    translation: search.get('translation') || last.translation,
    book,
    chapter,
    verse: Number.isInteger(verse) && verse >= 1 ? verse : null,
    compare: search.get('compare') || null,
  };
}

/** The URL query of a place (what placeFromSearch reads back). */
export function searchOfPlace(place: ReadingPlace): string {
  const search = new URLSearchParams({ translation: place.translation, book: place.book, chapter: String(place.chapter) });
  if (place.verse) search.set('verse', String(place.verse));
  if (place.compare) search.set('compare', place.compare);
  return `?${search.toString()}`;
}

/** Where a place is read: /bible-reading with its query. */
export const readingPath = (place: ReadingPlace) => `${paths.bibleReading()}${searchOfPlace(place)}`;

/** The search of some words in one translation: /bible-reading/search?q=&translation=. */
export const searchPath = (words: string, translation: string) => `${paths.bibleReading()}/search?${new URLSearchParams({ q: words, translation }).toString()}`;
