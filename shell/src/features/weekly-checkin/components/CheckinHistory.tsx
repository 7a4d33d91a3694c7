import styled from 'styled-components';
import type { WeeklyCheckin } from '@koinonia/contracts';
import { QueryErrorState, useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Button, EmptyState, FieldError, LoadingState, Stack } from '@koinonia/ui';
import { useCheckinHistory } from '../api';
import { ratingQuestions } from './ratings';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Entry = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    font-size: 1rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const Ratings = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** "Week of 23 November 2026" in the reader's language; the week start is a UTC date. */
function weekOf(weekStart: string, languageCode: string): string {
  try {
    return new Intl.DateTimeFormat(languageCode, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${weekStart}T00:00:00Z`),
    );
  } catch {
    return weekStart;
  }
}

function HistoryEntry({ checkin }: { checkin: WeeklyCheckin }) {
  const { t, code } = useLanguage();
  return (
    <Entry>
      <h3>{t('checkin.weekOf', 'Week of {date}').replace('{date}', weekOf(checkin.weekStart, code))}</h3>
      <Ratings>
        {ratingQuestions.map((rating) => (
          <div key={rating.name}>
            <dt>{t(`checkin.${rating.name}`, rating.label)}</dt>
            <dd>{t('checkin.outOfFive', '{rating}/5').replace('{rating}', String(checkin[rating.name]))}</dd>
          </div>
        ))}
      </Ratings>
      {checkin.gratitude ? (
        <p>
          <strong>{t('checkin.gratitudeHeading', 'Grateful for')}:</strong> <span dir="auto">{checkin.gratitude}</span>
        </p>
      ) : null}
      {checkin.prayerRequest ? (
        <p>
          <strong>{t('checkin.prayerRequestHeading', 'Prayer request')}:</strong>{' '}
          <span dir="auto">{checkin.prayerRequest}</span>
        </p>
      ) : null}
    </Entry>
  );
}

/** Every check-in so far, newest week first, with Load more. */
export function CheckinHistory() {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const history = useCheckinHistory();
  if (history.isPending) return <LoadingState label={t('checkin.loadingHistory', 'Loading your check-ins')} />;
  // A failed Load more keeps the pages already shown (and its error shows below them).
  if (!history.data) {
    return (
      <QueryErrorState error={history.error} onRetry={() => void history.refetch()} />
    );
  }
  const checkins = history.data.pages.flatMap((page) => page.items);
  if (checkins.length === 0) {
    return (
      <EmptyState title={t('checkin.noHistory', 'No check-ins yet')}>
        {t('checkin.noHistoryHint', 'Your weekly check-ins will appear here.')}
      </EmptyState>
    );
  }
  return (
    <Stack $gap={3}>
      <List>
        {checkins.map((checkin) => (
          <HistoryEntry key={checkin.id} checkin={checkin} />
        ))}
      </List>
      {history.isFetchNextPageError ? <FieldError role="alert">{messageOf(history.error)}</FieldError> : null}
      {history.hasNextPage ? (
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage ? t('common.loading', 'Loading…') : t('common.loadMore', 'Load more')}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
