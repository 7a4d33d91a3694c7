import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { bibleBook, bibleBooks, type BibleBookCode, type BibleTranslation } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Field, FieldError, InlineField } from '@koinonia/ui';
import { useBookNames, useReferenceParser } from '../book-names';
import type { ReadingPlace } from '../reading-place';

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** A one-field form (go to, search): its label above, the field and its button side by side. */
const InlineForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  grid-column: 1 / -1;
  label {
    font-weight: 600;
  }
`;

const translationOption = (translation: BibleTranslation) => (
  <option key={translation.code} value={translation.code}>
    {translation.abbreviation} · {translation.name}
  </option>
);

interface ReaderControlsProps {
  place: ReadingPlace;
  translations: readonly BibleTranslation[];
  onGo(place: Partial<ReadingPlace>): void;
  onSearch(words: string): void;
}

/** Translation, comparison, book and chapter; a passage typed by reference; a search of the words. */
export function ReaderControls({ place, translations, onGo, onSearch }: ReaderControlsProps) {
  const { t } = useLanguage();
  const names = useBookNames();
  const parse = useReferenceParser();
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const [words, setWords] = useState('');
  const [wordsError, setWordsError] = useState<string | null>(null);
  const chapters = bibleBook(place.book)!.chapters;

  const goToReference = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(reference);
    if (!parsed) {
      setReferenceError(
        t('reader.referenceUnreadable', 'We could not read “{reference}”. Try a book and chapter, such as John 3 or Psalm 23:1.', { reference: reference.trim() }),
      );
      return;
    }
    setReferenceError(null);
    setReference('');
    onGo({ book: parsed.book, chapter: parsed.chapter, verse: parsed.verse });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (words.trim().length < 2) {
      setWordsError(t('reader.searchTooShort', 'Search for at least 2 characters'));
      return;
    }
    setWordsError(null);
    onSearch(words.trim());
  };

  return (
    <Controls>
      <Field as="div">
        <label htmlFor="bible-translation">{t('reader.translation', 'Translation')}</label>
        <select id="bible-translation" value={place.translation} onChange={(event) => onGo({ translation: event.target.value, compare: place.compare === event.target.value ? null : place.compare })}>
          {translations.map(translationOption)}
        </select>
      </Field>
      <Field as="div">
        <label htmlFor="bible-compare">{t('reader.compareWith', 'Compare with')}</label>
        <select id="bible-compare" value={place.compare ?? ''} onChange={(event) => onGo({ compare: event.target.value || null })}>
          <option value="">{t('reader.compareNone', 'No comparison')}</option>
          {translations.filter((translation) => translation.code !== place.translation).map(translationOption)}
        </select>
      </Field>
      <Field as="div">
        <label htmlFor="bible-book">{t('reader.book', 'Book')}</label>
        <select id="bible-book" value={place.book} onChange={(event) => onGo({ book: event.target.value as BibleBookCode, chapter: 1, verse: null })}>
          {bibleBooks.map((book) => (
            <option key={book.code} value={book.code}>
              {names[book.code]}
            </option>
          ))}
        </select>
      </Field>
      <Field as="div">
        <label htmlFor="bible-chapter">{t('reader.chapter', 'Chapter')}</label>
        <select id="bible-chapter" value={place.chapter} onChange={(event) => onGo({ chapter: Number(event.target.value), verse: null })}>
          {Array.from({ length: chapters }, (_, index) => index + 1).map((chapter) => (
            <option key={chapter} value={chapter}>
              {chapter}
            </option>
          ))}
        </select>
      </Field>
      <InlineForm onSubmit={goToReference} noValidate>
        <label htmlFor="bible-go-to">{t('reader.goTo', 'Go to a passage')}</label>
        <InlineField>
          <input
            id="bible-go-to"
            aria-invalid={referenceError ? true : undefined}
            aria-describedby={referenceError ? 'bible-go-to-error' : undefined}
            placeholder={t('reader.goToPlaceholder', 'For example John 3:16')}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
          <Button type="submit">{t('reader.go', 'Go')}</Button>
        </InlineField>
        {referenceError ? <FieldError id="bible-go-to-error">{referenceError}</FieldError> : null}
      </InlineForm>
      <InlineForm onSubmit={search} noValidate role="search">
        <label htmlFor="bible-search">{t('reader.search', 'Search the Bible')}</label>
        <InlineField>
          <input
            type="search"
            id="bible-search"
            aria-invalid={wordsError ? true : undefined}
            aria-describedby={wordsError ? 'bible-search-error' : undefined}
            placeholder={t('reader.searchPlaceholder', 'Words such as good shepherd')}
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
          <Button type="submit" $variant="secondary">
            {t('reader.searchButton', 'Search')}
          </Button>
        </InlineField>
        {wordsError ? <FieldError id="bible-search-error">{wordsError}</FieldError> : null}
      </InlineForm>
    </Controls>
  );
}
