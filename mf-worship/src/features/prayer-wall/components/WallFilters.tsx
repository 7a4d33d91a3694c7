import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  PRAYER_SEARCH_MAX_LENGTH,
  prayerCategories,
  prayerWallScopes,
  type PrayerCategory,
  type PrayerWallScope,
} from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Field } from '@koinonia/ui';
import type { PrayerWallFilters } from '../api';
import { categoryLabels } from '../labels/prayer-labels';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const Scopes = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const scopeText: Record<PrayerWallScope, { key: string; label: string }> = {
  all: { key: 'prayer.scope.all', label: 'All requests' },
  mine: { key: 'prayer.scope.mine', label: 'My requests' },
  answered: { key: 'prayer.scope.answered', label: 'Answered' },
};

/** The wall's filters: whose requests (all, mine, answered) and a category at once; words when searched. */
export function WallFilters({
  filters,
  onChange,
}: {
  filters: PrayerWallFilters;
  onChange(filters: PrayerWallFilters): void;
}) {
  const { t } = useLanguage();
  const [words, setWords] = useState(filters.q ?? '');
  const scopesId = useId();
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, q: words.trim() || undefined });
      }}
    >
      <Scopes role="group" aria-labelledby={scopesId}>
        <span id={scopesId} hidden>
          {t('prayer.show', 'Show')}
        </span>
        {prayerWallScopes.map((scope) => (
          <Button
            key={scope}
            type="button"
            $variant={filters.scope === scope ? 'primary' : 'secondary'}
            aria-pressed={filters.scope === scope}
            onClick={() => onChange({ ...filters, scope })}
          >
            {t(scopeText[scope].key, scopeText[scope].label)}
          </Button>
        ))}
      </Scopes>
      <Field>
        {t('prayer.search', 'Search requests')}
        <input
          type="search"
          dir="auto"
          value={words}
          maxLength={PRAYER_SEARCH_MAX_LENGTH}
          onChange={(event) => setWords(event.target.value)}
        />
      </Field>
      <Field>
        {t('prayer.categoryLabel', 'Category')}
        <select
          value={filters.category ?? ''}
          onChange={(event) =>
            onChange({ ...filters, category: (event.target.value || undefined) as PrayerCategory | undefined })
          }
        >
          <option value="">{t('prayer.allCategories', 'All categories')}</option>
          {prayerCategories.map((category) => (
            <option key={category} value={category}>
              {t(`prayer.category.${category}`, categoryLabels[category])}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit">{t('prayer.searchButton', 'Search')}</Button>
    </Form>
  );
}
