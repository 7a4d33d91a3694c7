import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Prayer, SavedItemKind } from '@koinonia/contracts';
import { ListPage, useLanguage } from '@koinonia/shell-contract';
import { useSavedItems } from '../api';
import { SavedItemCard } from '../components/SavedItemCard';
import { SavedSearch } from '../components/SavedSearch';
import { SavedTabs } from '../components/SavedTabs';

/** Each list's empty state says how its things are saved. */
function useEmptyState(kind: SavedItemKind | undefined) {
  const { t } = useLanguage();
  switch (kind) {
    case 'prayer':
      return {
        title: t('saved.emptyPrayersTitle', 'No saved prayers yet'),
        body: t('saved.emptyPrayersBody', 'On the prayer wall, press Save on a request to keep praying for it here.'),
      };
    case 'verse':
      return {
        title: t('saved.emptyVersesTitle', 'No saved verses yet'),
        body: t('saved.emptyVersesBody', 'In the Bible reader, choose a verse and press Save.'),
      };
    case 'reflection':
      return {
        title: t('saved.emptyReflectionsTitle', 'No saved reflections yet'),
        body: t('saved.emptyReflectionsBody', 'Open an entry of your S.O.A.P. journal and press Save.'),
      };
    default:
      return {
        title: t('saved.emptyTitle', 'Nothing saved yet'),
        body: t(
          'saved.emptyBody',
          'Press Save on a prayer request, a verse in the Bible reader or an entry of your journal, and find it here.',
        ),
      };
  }
}

/**
 * /saved (all), /saved/prayers, /saved/verses, /saved/reflections: the member's saved items, newest first, searched
 * by ?q= (kept in the address, so Back finds the search as it was).
 */
export function SavedPage({ kind, renderPrayer }: { kind?: SavedItemKind; renderPrayer?(prayer: Prayer): ReactNode }) {
  const { t } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const empty = useEmptyState(kind);
  return (
    <ListPage
      title={t('saved.title', 'Saved')}
      list={useSavedItems({ kind, q })}
      actions={
        <>
          <SavedTabs />
          <SavedSearch key={q} words={q} onSearch={(words) => setSearch(words ? { q: words } : {}, { replace: true })} />
        </>
      }
      empty={
        q
          ? {
              title: t('saved.noMatches', 'Nothing saved matches'),
              body: t('saved.noMatchesBody', 'Try other words.'),
            }
          : empty
      }
      keyOf={(item) => item.id}
      renderItem={(item) => <SavedItemCard item={item} renderPrayer={renderPrayer} />}
    />
  );
}
