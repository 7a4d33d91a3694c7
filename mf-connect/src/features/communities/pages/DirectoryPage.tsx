import { Link, useSearchParams } from 'react-router-dom';
import { communityTypes, type CommunityType } from '@koinonia/contracts';
import { ListPage, useLanguage } from '@koinonia/shell-contract';
import { useDirectory, type DirectoryFilters as Filters } from '../api';
import { CommunityCard } from '../components/CommunityCard';
import { DirectoryFilters } from '../components/DirectoryFilters';
import { MembershipButton } from '../components/MembershipButton';
import { communityPaths } from '../paths';

/** The filters are in the address (?q=&type=&campus=), so going back finds them as they were. */
function filtersOf(search: URLSearchParams): Filters {
  const type = search.get('type');
  return {
    q: search.get('q') || undefined,
    type: communityTypes.includes(type as CommunityType) ? (type as CommunityType) : undefined,
    campusId: search.get('campus') || undefined,
  };
}

/** /communities: the church's communities the reader may see, with joining, requests and leaving. */
export function DirectoryPage() {
  const { t } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const filtered = Boolean(filters.q || filters.type || filters.campusId);
  return (
    <ListPage
      title={t('communities.directoryTitle', 'Communities')}
      list={useDirectory(filters)}
      actions={
        <>
          <p>
            <Link to={communityPaths.home()}>{t('communities.myCommunitiesLink', 'My communities')}</Link>
          </p>
          <DirectoryFilters
            filters={filters}
            onChange={(next) =>
              setSearch(
                Object.fromEntries(
                  [
                    ['q', next.q],
                    ['type', next.type],
                    ['campus', next.campusId],
                  ].filter((entry): entry is [string, string] => Boolean(entry[1])),
                ),
                { replace: true },
              )
            }
          />
        </>
      }
      empty={
        filtered
          ? {
              title: t('communities.noMatches', 'No communities match'),
              body: t('communities.noMatchesBody', 'Try other words, another type or all campuses.'),
            }
          : {
              title: t('communities.emptyTitle', 'No communities yet'),
              body: t('communities.emptyBody', 'When your church starts groups and ministries, they appear here.'),
            }
      }
      keyOf={(community) => community.id}
      renderItem={(community) => (
        <CommunityCard community={community} action={<MembershipButton community={community} />} />
      )}
    />
  );
}
