import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CHURCH_MEMBERSHIP_MANAGER_ROLES, hasAnyRole } from '@koinonia/contracts';
import { ListPage, useAuth, useLanguage } from '@koinonia/shell-contract';
import { useModeratedCommunities, useThreads, type ThreadFilters as Filters } from '../api';
import { ThreadCard } from '../components/ThreadCard';
import { ThreadFilters } from '../components/ThreadFilters';
import { forumPaths } from '../paths';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The filters are in the address (?q=&category=&community=), so going back finds them as they were. */
function filtersOf(search: URLSearchParams): Filters {
  return {
    q: search.get('q') || undefined,
    categoryId: search.get('category') || undefined,
    communityId: search.get('community') || undefined,
  };
}

/** /forums: the threads the reader may see, pinned first, then the latest activity; starting one; moderation. */
export function ForumsPage() {
  const { t } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const filtered = Boolean(filters.q || filters.categoryId || filters.communityId);
  const { role } = useAuth();
  // Moderation is for the church's staff and for those who run a community (its list is theirs).
  const moderated = useModeratedCommunities();
  const moderates = hasAnyRole(role, CHURCH_MEMBERSHIP_MANAGER_ROLES) || moderated.items.length > 0;
  return (
    <ListPage
      title={t('forums.title', 'Forums')}
      list={useThreads(filters)}
      actions={
        <>
          <Links>
            <Link to={forumPaths.newThread()}>{t('forums.newThread', 'New thread')}</Link>
            {moderates ? <Link to={forumPaths.moderation()}>{t('forums.moderationLink', 'Moderation')}</Link> : null}
          </Links>
          <ThreadFilters
            filters={filters}
            onChange={(next) =>
              setSearch(
                Object.fromEntries(
                  [
                    ['q', next.q],
                    ['category', next.categoryId],
                    ['community', next.communityId],
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
              title: t('forums.noMatches', 'No threads match'),
              body: t('forums.noMatchesBody', 'Try other words, another category or another community.'),
            }
          : {
              title: t('forums.emptyTitle', 'No threads yet'),
              body: t('forums.emptyBody', 'Start the first conversation of your church.'),
            }
      }
      keyOf={(thread) => thread.id}
      renderItem={(thread) => <ThreadCard thread={thread} />}
    />
  );
}
