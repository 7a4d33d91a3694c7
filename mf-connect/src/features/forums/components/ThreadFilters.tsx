import { FORUM_SEARCH_MAX_LENGTH } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { ChoiceFilter, SearchFilters } from '../../../shared/search-filters';
import { useCategories, useMyCommunities, type ThreadFilters as Filters } from '../api';

/** Title words, category and community: the words are looked for when the form is sent, the choices at once. */
export function ThreadFilters({ filters, onChange }: { filters: Filters; onChange(next: Filters): void }) {
  const { t } = useLanguage();
  const categories = useCategories();
  const communities = useMyCommunities();
  return (
    <SearchFilters
      label={t('forums.filtersLabel', 'Find a thread')}
      words={{ label: t('forums.searchLabel', 'Search titles'), value: filters.q, maxLength: FORUM_SEARCH_MAX_LENGTH }}
      submitLabel={t('forums.search', 'Search')}
      onSearch={(q) => onChange({ ...filters, q })}
    >
      <ChoiceFilter
        label={t('forums.categoryFilter', 'Category')}
        anyLabel={t('forums.allCategories', 'All categories')}
        value={filters.categoryId}
        options={categories.items.map((category) => ({ value: category.id, label: category.name }))}
        onChange={(categoryId) => onChange({ ...filters, categoryId })}
      />
      {communities.data && communities.data.length > 0 ? (
        <ChoiceFilter
          label={t('forums.communityFilter', 'Community')}
          anyLabel={t('forums.allCommunities', 'Whole church and my communities')}
          value={filters.communityId}
          options={communities.data.map((community) => ({ value: community.id, label: community.name }))}
          onChange={(communityId) => onChange({ ...filters, communityId })}
        />
      ) : null}
    </SearchFilters>
  );
}
