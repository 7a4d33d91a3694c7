import { Link, useSearchParams } from 'react-router-dom';
import { ListPage, useLanguage } from '@koinonia/shell-contract';
import { Muted } from '@koinonia/ui';
import { useChurchDirectory } from '../api';
import { ChurchCard } from '../components/ChurchCard';
import { DirectorySearch } from '../components/DirectorySearch';
import { claimingPath } from '../paths';

/** /churches: the directory of churches on Koinonia, searched by name or place (the words stay in the address). */
export function DirectoryPage() {
  const { t } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const words = search.get('q') ?? '';
  return (
    <ListPage
      title={t('churches.title', 'Churches')}
      list={useChurchDirectory(words || undefined)}
      actions={
        <>
          <Muted>
            {t(
              'churches.intro',
              'Find a church on Koinonia. If you lead a church that nobody runs here yet, you can claim it.',
            )}{' '}
            <Link to={claimingPath}>{t('churches.myClaimsLink', 'My claims')}</Link>
          </Muted>
          <DirectorySearch
            key={words}
            words={words}
            onSearch={(next) => setSearch(next ? { q: next } : {}, { replace: true })}
          />
        </>
      }
      empty={
        words
          ? {
              title: t('churches.noMatches', 'No churches match'),
              body: t('churches.noMatchesBody', 'Try other words, or the name of a city.'),
            }
          : {
              title: t('churches.emptyTitle', 'No churches yet'),
              body: t('churches.emptyBody', 'Churches appear here once they are on Koinonia.'),
            }
      }
      keyOf={(church) => church.id}
      renderItem={(church) => <ChurchCard church={church} />}
    />
  );
}
