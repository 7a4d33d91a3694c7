import { useState } from 'react';
import styled from 'styled-components';
import { bibleBooks, isBibleBookCode, SOAP_SEARCH_MAX_LENGTH } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Field } from '@koinonia/ui';
import { useBookNames } from '../../../shared/book-names';
import type { SoapEntryFilters } from '../api';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const Search = styled(Field)`
  grid-column: 1 / -1;
`;

/**
 * The list's search and filters: words (searched when submitted), a book and a range of dates (applied at once).
 * Books are named in the reader's language.
 */
export function EntryFilters({
  filters,
  onChange,
}: {
  filters: SoapEntryFilters;
  onChange(filters: SoapEntryFilters): void;
}) {
  const { t } = useLanguage();
  const bookNames = useBookNames();
  const [words, setWords] = useState(filters.q ?? '');
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, q: words.trim() || undefined });
      }}
    >
      <Search>
        {t('soap.search', 'Search your journal')}
        <input
          type="search"
          dir="auto"
          value={words}
          maxLength={SOAP_SEARCH_MAX_LENGTH}
          onChange={(event) => setWords(event.target.value)}
        />
      </Search>
      <Field>
        {t('soap.book', 'Book')}
        <select
          value={filters.book ?? ''}
          onChange={(event) =>
            onChange({ ...filters, book: isBibleBookCode(event.target.value) ? event.target.value : undefined })
          }
        >
          <option value="">{t('soap.allBooks', 'All books')}</option>
          {bibleBooks.map((book) => (
            <option key={book.code} value={book.code}>
              {bookNames[book.code]}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        {t('soap.from', 'From')}
        <input
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })}
        />
      </Field>
      <Field>
        {t('soap.to', 'To')}
        <input
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })}
        />
      </Field>
      <Button type="submit">{t('soap.searchButton', 'Search')}</Button>
    </Form>
  );
}
