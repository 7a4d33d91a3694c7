import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { engagementPeriods, fullName, type EngagementBoard, type EngagementPeriod } from '@koinonia/contracts';
import { QueryErrorState, useLanguage, useShell } from '@koinonia/shell-contract';
import { Card, Columns, EmptyState, Field, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useBoard, useMyCommunities } from '../api';
import { BoardList } from '../components/BoardList';
import { HowPointsAreEarned } from '../components/HowPointsAreEarned';
import { OptOutSwitch } from '../components/OptOutSwitch';
import { PeriodTabs } from '../components/PeriodTabs';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  margin-block-end: ${({ theme }) => theme.space(2)};
  select {
    min-inline-size: 12rem;
  }
`;

const Standing = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 600;
`;

const isPeriod = (value: string | null): value is EngagementPeriod =>
  engagementPeriods.includes(value as EngagementPeriod);

/** The member's standing: their rank and points, or why they have no rank. */
function StandingText({ board }: { board: EngagementBoard }) {
  const { t } = useLanguage();
  const { me } = board;
  if (me.optedOut) {
    return (
      <Standing>
        {t('engagement.standingHidden', 'You are hidden from the board. You have {points} points in this period.', {
          points: me.points,
        })}
      </Standing>
    );
  }
  if (me.rank === null)
    return <Standing>{t('engagement.standingNone', 'You have no points in this period yet.')}</Standing>;
  return (
    <Standing>
      {t('engagement.standing', 'You are #{rank} with {points} points.', { rank: me.rank, points: me.points })}
    </Standing>
  );
}

/**
 * /leaderboard: the Engagement Board. The member's church (or one of their communities) by points over the last 7
 * days, 30 days or all time (?period=, ?community= keep the choice in the address), their own standing, the switch
 * that hides them everywhere, and how points are earned.
 */
export function EngagementBoardPage() {
  const { t } = useLanguage();
  const { user } = useShell();
  const [search, setSearch] = useSearchParams();
  const period: EngagementPeriod = isPeriod(search.get('period')) ? (search.get('period') as EngagementPeriod) : 'week';
  const communityId = search.get('community') ?? '';
  const board = useBoard({ period, communityId: communityId || undefined });
  const communities = useMyCommunities();
  const show = (next: { period: EngagementPeriod; communityId: string }) =>
    setSearch(
      Object.fromEntries(
        Object.entries({ period: next.period === 'week' ? '' : next.period, community: next.communityId }).filter(
          ([, value]) => value,
        ),
      ) as Record<string, string>,
      { replace: true },
    );
  const hints: Record<EngagementPeriod, string> = {
    week: t('engagement.period.weekHint', 'Points from the last 7 days.'),
    month: t('engagement.period.monthHint', 'Points from the last 30 days.'),
    all: t('engagement.period.allHint', 'Every point earned in your church.'),
  };
  const listLabel = t('engagement.listLabel', 'Members by points');

  let content;
  if (board.isPending) content = <LoadingState label={t('engagement.loading', 'Loading the Engagement Board')} />;
  else if (board.isError) content = <QueryErrorState error={board.error} onRetry={() => void board.refetch()} />;
  else {
    const { entries, me } = board.data;
    const ownOutsideTop =
      !me.optedOut && me.rank !== null && !entries.some((entry) => entry.isMe)
        ? {
            rank: me.rank,
            points: me.points,
            isMe: true,
            userId: user?.id ?? 'me',
            displayName: user ? fullName(user) : t('engagement.you', 'You'),
            profileImageUrl: user?.profileImageUrl ?? null,
          }
        : null;
    content = (
      <Stack $gap={3}>
        <Card aria-label={t('engagement.yourStanding', 'Your standing')}>
          <Stack $gap={3}>
            <StandingText board={board.data} />
            <OptOutSwitch optedOut={me.optedOut} />
          </Stack>
        </Card>
        {entries.length === 0 && !ownOutsideTop ? (
          <EmptyState title={t('engagement.emptyTitle', 'No points yet')}>
            {t(
              'engagement.emptyBody',
              'Read a day of a plan, write in your journal or share a prayer request to appear here.',
            )}
          </EmptyState>
        ) : (
          <BoardList entries={entries} own={ownOutsideTop} label={listLabel} />
        )}
      </Stack>
    );
  }

  return (
    <>
      <PageTitle>{t('engagement.title', 'Engagement Board')}</PageTitle>
      <Muted style={{ marginBlockEnd: '1rem' }}>
        {t(
          'engagement.intro',
          'Points for taking part in the life of your church: reading, prayer, journaling and more.',
        )}
      </Muted>
      <Controls>
        <PeriodTabs period={period} onChange={(next) => show({ period: next, communityId })} />
        {communities.data && communities.data.length > 0 ? (
          <Field>
            {t('engagement.community', 'Community')}
            <select value={communityId} onChange={(event) => show({ period, communityId: event.target.value })}>
              <option value="">{t('engagement.wholeChurch', 'Your whole church')}</option>
              {communities.data.map((community) => (
                <option key={community.id} value={community.id}>
                  {community.name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </Controls>
      <Muted style={{ marginBlockEnd: '1rem' }}>{hints[period]}</Muted>
      <Columns $desktopColumns="minmax(0, 2fr) minmax(0, 1fr)">
        <section aria-label={listLabel}>{content}</section>
        <HowPointsAreEarned />
      </Columns>
    </>
  );
}
