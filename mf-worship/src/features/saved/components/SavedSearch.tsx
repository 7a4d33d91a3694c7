import { useState } from 'react';
import styled from 'styled-components';
import { SAVED_ITEMS_SEARCH_MAX_LENGTH } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Field } from '@koinonia/ui';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

/** Words to find among the saved items, searched when submitted. */
export function SavedSearch({ words, onSearch }: { words: string; onSearch(words: string): void }) {
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
        {t('saved.search', 'Search your saved items')}
        <input
          type="search"
          dir="auto"
          value={typed}
          maxLength={SAVED_ITEMS_SEARCH_MAX_LENGTH}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Field>
      <Button type="submit" $variant="secondary">
        {t('saved.searchButton', 'Search')}
      </Button>
    </Form>
  );
}
