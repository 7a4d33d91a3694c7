import { useState } from 'react';
import styled from 'styled-components';
import { PEOPLE_SEARCH_MAX_LENGTH } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Field } from '@koinonia/ui';
import { useMyCommunities, type DirectoryFilters as Filters } from '../api';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

/** Words of a name and one of the member's communities; searched when submitted, a community when chosen. */
export function DirectoryFilters({ filters, onChange }: { filters: Filters; onChange(filters: Filters): void }) {
  const { t } = useLanguage();
  const [typed, setTyped] = useState(filters.q ?? '');
  const communities = useMyCommunities();
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, q: typed.trim() });
      }}
    >
      <Field>
        {t('people.search', 'Search by name')}
        <input type="search" dir="auto" value={typed} maxLength={PEOPLE_SEARCH_MAX_LENGTH} onChange={(event) => setTyped(event.target.value)} />
      </Field>
      {communities.data && communities.data.length > 0 ? (
        <Field>
          {t('people.community', 'Community')}
          <select value={filters.communityId ?? ''} onChange={(event) => onChange({ ...filters, q: typed.trim(), communityId: event.target.value })}>
            <option value="">{t('people.allCommunities', 'Everyone in your church')}</option>
            {communities.data.map((community) => (
              <option key={community.id} value={community.id}>
                {community.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Button type="submit" $variant="secondary">
        {t('people.searchButton', 'Search')}
      </Button>
    </Form>
  );
}
