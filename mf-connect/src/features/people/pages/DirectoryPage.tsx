import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ListPage, paths, useLanguage } from '@koinonia/shell-contract';
import { useDirectory, type DirectoryFilters as Filters } from '../api';
import { DirectoryFilters } from '../components/DirectoryFilters';
import { PersonCardView } from '../components/PersonCardView';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

/**
 * /people: the people of the member's church who let them find them, by name; narrowed by words (?q=) and one of
 * the member's communities (?community=), kept in the address so Back finds the list as it was.
 */
export function DirectoryPage() {
  const { t } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const filters: Filters = { q: search.get('q') ?? '', communityId: search.get('community') ?? '' };
  const filtered = Boolean(filters.q || filters.communityId);
  const show = (next: Filters) =>
    setSearch(Object.fromEntries(Object.entries({ q: next.q, community: next.communityId }).filter(([, value]) => value)) as Record<string, string>, {
      replace: true,
    });
  return (
    <ListPage
      title={t('people.title', 'People')}
      list={useDirectory(filters)}
      actions={
        <>
          <Links>
            <Link to={paths.directorySharing()}>{t('people.sharingLink', 'What you share')}</Link>
            <Link to={paths.contacts()}>{t('people.contactsLink', 'Your contacts')}</Link>
          </Links>
          <DirectoryFilters key={`${filters.q}|${filters.communityId}`} filters={filters} onChange={show} />
        </>
      }
      empty={
        filtered
          ? { title: t('people.noMatches', 'Nobody matches'), body: t('people.noMatchesBody', 'Try another name or community.') }
          : {
              title: t('people.emptyTitle', 'Nobody to show yet'),
              body: t('people.emptyBody', 'People of your church appear here when they let you find them.'),
            }
      }
      keyOf={(person) => person.userId}
      renderItem={(person) => <PersonCardView person={person} />}
    />
  );
}
