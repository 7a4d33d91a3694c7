import { useMemo } from 'react';
import { bibleBooks, parseBibleReference, type BibleBookNames, type BibleReference } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';

/** The 66 books' names in the reader's language (the app's "bible" strings), English where one is missing. */
export function useBookNames(): BibleBookNames & Record<string, string> {
  const { t } = useLanguage();
  return useMemo(
    () => Object.fromEntries(bibleBooks.map((book) => [book.code, t(`bible.book.${book.code}`, book.name)])),
    [t],
  );
}

/** Reads a reference typed in the reader's language, or in English, or in book codes. */
export function useReferenceParser(): (text: string) => BibleReference | null {
  const bookNames = useBookNames();
  return (text) => parseBibleReference(text, { bookNames }) ?? parseBibleReference(text);
}
