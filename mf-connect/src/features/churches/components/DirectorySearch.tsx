import { useState } from 'react';
import styled from 'styled-components';
import { CHURCH_SEARCH_MAX_LENGTH } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Field } from '@koinonia/ui';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  label {
    flex: 1 1 16rem;
  }
`;

/** The directory's search: words of a church's name or of where it is. */
export function DirectorySearch({ words, onSearch }: { words: string; onSearch(words: string): void }) {
  const { t } = useLanguage();
  const [typed, setTyped] = useState(words);
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <Field>
        {t('churches.searchLabel', 'Search by name or city')}
        <input
          type="search"
          dir="auto"
          value={typed}
          maxLength={CHURCH_SEARCH_MAX_LENGTH}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Field>
      <Button type="submit">{t('churches.searchButton', 'Search')}</Button>
    </Form>
  );
}
