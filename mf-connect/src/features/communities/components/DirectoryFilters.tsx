import { COMMUNITY_SEARCH_MAX_LENGTH, communityTypes, type CommunityType } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { ChoiceFilter, SearchFilters } from '../../../shared/search-filters';
import { useCampuses, type DirectoryFilters as Filters } from '../api';
import { typeLabels } from '../labels';

/** Words, type and campus: the words are looked for when the form is sent, the choices at once. */
export function DirectoryFilters({ filters, onChange }: { filters: Filters; onChange(next: Filters): void }) {
  const { t } = useLanguage();
  const campuses = useCampuses();
  return (
    <SearchFilters
      label={t('communities.filtersLabel', 'Find a community')}
      words={{ label: t('communities.searchLabel', 'Search communities'), value: filters.q, maxLength: COMMUNITY_SEARCH_MAX_LENGTH }}
      submitLabel={t('communities.search', 'Search')}
      onSearch={(q) => onChange({ ...filters, q })}
    >
      <ChoiceFilter
        label={t('communities.typeFilter', 'Type')}
        anyLabel={t('communities.allTypes', 'All types')}
        value={filters.type}
        options={communityTypes.map((type) => ({ value: type, label: t(`communities.type.${type}`, typeLabels[type]) }))}
        onChange={(type) => onChange({ ...filters, type: type as CommunityType | undefined })}
      />
      {campuses.items.length > 0 ? (
        <ChoiceFilter
          label={t('communities.campusFilter', 'Campus')}
          anyLabel={t('communities.allCampuses', 'All campuses')}
          value={filters.campusId}
          options={campuses.items.map((campus) => ({ value: campus.id, label: campus.name }))}
          onChange={(campusId) => onChange({ ...filters, campusId })}
        />
      ) : null}
    </SearchFilters>
  );
}
