import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FORUM_SEARCH_MAX_LENGTH } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Field } from '@koinonia/ui';
import { useCategories, useMyCommunities, type ThreadFilters as Filters } from '../api';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  input[type='search'] {
    min-inline-size: min(18rem, 100%);
  }
  select {
    max-inline-size: 100%;
  }
`;

/** Title words, category and community: the words are looked for when the form is sent, the choices at once. */
export function ThreadFilters({ filters, onChange }: { filters: Filters; onChange(next: Filters): void }) {
  const { t } = useLanguage();
  const categories = useCategories();
  const communities = useMyCommunities();
  const [words, setWords] = useState(filters.q ?? '');
  const searchId = useId();
  const categoryId = useId();
  const communityId = useId();
  useEffect(() => setWords(filters.q ?? ''), [filters.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: words.trim() || undefined });
  };
  return (
    <Form role="search" onSubmit={submit} aria-label={t('forums.filtersLabel', 'Find a thread')}>
      <Field as="div">
        <label htmlFor={searchId}>{t('forums.searchLabel', 'Search titles')}</label>
        <input
          id={searchId}
          type="search"
          value={words}
          maxLength={FORUM_SEARCH_MAX_LENGTH}
          dir="auto"
          onChange={(event) => setWords(event.target.value)}
        />
      </Field>
      <Button type="submit" $variant="secondary">
        {t('forums.search', 'Search')}
      </Button>
      <Field as="div">
        <label htmlFor={categoryId}>{t('forums.categoryFilter', 'Category')}</label>
        <select
          id={categoryId}
          value={filters.categoryId ?? ''}
          onChange={(event) => onChange({ ...filters, categoryId: event.target.value || undefined })}
        >
          <option value="">{t('forums.allCategories', 'All categories')}</option>
          {categories.items.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </Field>
      {communities.data && communities.data.length > 0 ? (
        <Field as="div">
          <label htmlFor={communityId}>{t('forums.communityFilter', 'Community')}</label>
          <select
            id={communityId}
            value={filters.communityId ?? ''}
            onChange={(event) => onChange({ ...filters, communityId: event.target.value || undefined })}
          >
            <option value="">{t('forums.allCommunities', 'Whole church and my communities')}</option>
            {communities.data.map((community) => (
              <option key={community.id} value={community.id}>
                {community.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
    </Form>
  );
}
