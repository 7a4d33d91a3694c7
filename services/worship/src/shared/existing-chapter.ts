import { bibleBook, type BibleBookCode } from '@koinonia/contracts';
import { HttpError } from '@koinonia/service-kit';

/**
 * The place if its book has the chapter; a 404 that says how many it has otherwise (the schemas know only
 * that no book has more than 150).
 */
export function existingChapter<Place extends { book: BibleBookCode; chapter: number }>(place: Place): Place {
  const book = bibleBook(place.book)!;
  if (place.chapter > book.chapters) {
    throw new HttpError(404, `${book.name} has ${book.chapters} ${book.chapters === 1 ? 'chapter' : 'chapters'}`, { code: 'bible_chapter_not_found' });
  }
  return place;
}
