import { useMemo } from 'react';
import {
  bibleBooks,
  formatBibleReference,
  parseBibleReference,
  type BibleBookNames,
  type BibleReference,
} from '@koinonia/contracts';
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

/** A reference kept in English (as the service keeps a journal entry's Scripture), written in the reader's language. */
export function useLocalReference(): (englishReference: string) => string {
  const bookNames = useBookNames();
  return (reference) => {
    const parsed = parseBibleReference(reference);
    return parsed ? formatBibleReference(parsed, { bookNames }) : reference;
  };
}
