import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { COMMUNITY_SEARCH_MAX_LENGTH, communityTypes, type CommunityType } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Field } from '@koinonia/ui';
import { useCampuses, type DirectoryFilters as Filters } from '../api';
import { typeLabels } from '../labels';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  input[type='search'] {
    min-inline-size: min(18rem, 100%);
  }
`;

/** Words, type and campus: the words are looked for when the form is sent, the choices at once. */
export function DirectoryFilters({ filters, onChange }: { filters: Filters; onChange(next: Filters): void }) {
  const { t } = useLanguage();
  const campuses = useCampuses();
  const [words, setWords] = useState(filters.q ?? '');
  const searchId = useId();
  const typeId = useId();
  const campusId = useId();
  useEffect(() => setWords(filters.q ?? ''), [filters.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: words.trim() || undefined });
  };
  return (
    <Form role="search" onSubmit={submit} aria-label={t('communities.filtersLabel', 'Find a community')}>
      <Field as="div">
        <label htmlFor={searchId}>{t('communities.searchLabel', 'Search communities')}</label>
        <input
          id={searchId}
          type="search"
          value={words}
          maxLength={COMMUNITY_SEARCH_MAX_LENGTH}
          dir="auto"
          onChange={(event) => setWords(event.target.value)}
        />
      </Field>
      <Button type="submit" $variant="secondary">
        {t('communities.search', 'Search')}
      </Button>
      <Field as="div">
        <label htmlFor={typeId}>{t('communities.typeFilter', 'Type')}</label>
        <select
          id={typeId}
          value={filters.type ?? ''}
          onChange={(event) =>
            onChange({ ...filters, type: (event.target.value || undefined) as CommunityType | undefined })
          }
        >
          <option value="">{t('communities.allTypes', 'All types')}</option>
          {communityTypes.map((type) => (
            <option key={type} value={type}>
              {t(`communities.type.${type}`, typeLabels[type])}
            </option>
          ))}
        </select>
      </Field>
      {campuses.items.length > 0 ? (
        <Field as="div">
          <label htmlFor={campusId}>{t('communities.campusFilter', 'Campus')}</label>
          <select
            id={campusId}
            value={filters.campusId ?? ''}
            onChange={(event) => onChange({ ...filters, campusId: event.target.value || undefined })}
          >
            <option value="">{t('communities.allCampuses', 'All campuses')}</option>
            {campuses.items.map((campus) => (
              <option key={campus.id} value={campus.id}>
                {campus.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
    </Form>
  );
}
