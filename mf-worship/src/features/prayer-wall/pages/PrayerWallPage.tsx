import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  prayerCategories,
  prayerWallScopes,
  PRAYER_BODY_MAX_LENGTH,
  PRAYER_TITLE_MAX_LENGTH,
  type PrayerCategory,
  type PrayerWallScope,
} from '@koinonia/contracts';
import { ListPage, useLanguage } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';
import { usePrayerWall, type PrayerWallFilters } from '../api';
import { PrayerActions } from '../components/PrayerActions';
import { PrayerCard } from '../components/PrayerCard';
import { PrayerForm } from '../components/PrayerForm';
import { WallFilters } from '../components/WallFilters';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const oneOf = <Value extends string>(values: readonly Value[], value: string | null): Value | undefined =>
  values.includes(value as Value) ? (value as Value) : undefined;

/** The filters are in the address (?scope=&category=&q=), so going back to the wall finds them as they were. */
function filtersOf(search: URLSearchParams): PrayerWallFilters {
  return {
    scope: oneOf<PrayerWallScope>(prayerWallScopes, search.get('scope')) ?? 'all',
    category: oneOf<PrayerCategory>(prayerCategories, search.get('category')),
    q: search.get('q') || undefined,
  };
}

/**
 * A request started elsewhere (the journal's "Application → prayer request"): ?share=1&title=&body=
 * opens the form with them.
 */
function prefillOf(search: URLSearchParams) {
  if (search.get('share') !== '1') return null;
  return {
    title: (search.get('title') ?? '').slice(0, PRAYER_TITLE_MAX_LENGTH),
    body: (search.get('body') ?? '').slice(0, PRAYER_BODY_MAX_LENGTH),
  };
}

/** /prayer-wall and /prayer: the church's requests, newest first, filtered; sharing and editing one (SPEC §1). */
export function PrayerWallPage() {
  const { t } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const prefill = prefillOf(search);
  const [sharing, setSharing] = useState(prefill !== null);
  const [editing, setEditing] = useState<string | null>(null);
  const filtered = filters.scope !== 'all' || Boolean(filters.category) || Boolean(filters.q);
  const closeForm = () => {
    setSharing(false);
    if (prefill)
      setSearch(
        (current) => Object.fromEntries([...current].filter(([key]) => !['share', 'title', 'body'].includes(key))),
        { replace: true },
      );
  };
  return (
    <ListPage
      title={t('prayer.wallTitle', 'Prayer Wall')}
      list={usePrayerWall(filters)}
      actions={
        <>
          <Bar>
            {sharing ? null : (
              <Button type="button" onClick={() => setSharing(true)}>
                {t('prayer.shareTitle', 'Share a prayer request')}
              </Button>
            )}
            <Link to="circles">{t('prayer.circlesLink', 'Prayer circles')}</Link>
          </Bar>
          {sharing ? (
            <div style={{ marginBlockEnd: '1rem' }}>
              <PrayerForm prefill={prefill ?? undefined} onDone={closeForm} />
            </div>
          ) : null}
          <WallFilters
            filters={filters}
            onChange={(next) =>
              setSearch(
                Object.fromEntries(
                  Object.entries(next).filter(
                    (entry): entry is [string, string] =>
                      Boolean(entry[1]) && !(entry[0] === 'scope' && entry[1] === 'all'),
                  ),
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
              title: t('prayer.noMatches', 'No requests match'),
              body: t('prayer.noMatchesBody', 'Try other words, another category or all requests.'),
            }
          : {
              title: t('prayer.emptyTitle', 'No prayer requests yet'),
              body: t('prayer.emptyBody', 'When members of your church share a request, it appears here.'),
            }
      }
      keyOf={(prayer) => prayer.id}
      renderItem={(prayer) =>
        editing === prayer.id ? (
          <PrayerForm prayer={prayer} onDone={() => setEditing(null)} />
        ) : (
          <PrayerCard
            linked
            prayer={prayer}
            actions={<PrayerActions showComments prayer={prayer} onEdit={() => setEditing(prayer.id)} />}
          />
        )
      }
    />
  );
}
