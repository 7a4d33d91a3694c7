import { Link, useParams } from 'react-router-dom';
import { QueryErrorState, SectionNotFound, useLanguage } from '@koinonia/shell-contract';
import { Card, EmptyState, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useChurch } from '../api';
import { ChurchStanding, websiteLabel } from '../components/ChurchCard';
import { placeOf } from '../components/place';
import { churchesPath, isChurchId } from '../paths';

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/** /churches/:churchId: one church of the directory. */
export function ChurchPage() {
  const { churchId = '' } = useParams();
  return isChurchId(churchId) ? <OneChurch churchId={churchId} /> : <SectionNotFound />;
}

function OneChurch({ churchId }: { churchId: string }) {
  const { t, code } = useLanguage();
  const church = useChurch(churchId);
  const back = <Link to={churchesPath}>{t('churches.backToDirectory', 'Back to the directory')}</Link>;
  if (church.isPending) return <LoadingState />;
  if (church.isError) {
    return (
      <Stack>
        {back}
        {isNotFound(church.error) ? (
          <EmptyState title={t('churches.notFoundTitle', 'This church is not in the directory')}>
            {t('churches.notFoundBody', 'It may have left the directory. Search for it again.')}
          </EmptyState>
        ) : (
          <QueryErrorState error={church.error} onRetry={() => void church.refetch()} />
        )}
      </Stack>
    );
  }
  const place = placeOf(church.data, code);
  return (
    <Stack>
      {back}
      <section aria-labelledby="church-title">
        <PageTitle id="church-title">{church.data.name}</PageTitle>
        <Card>
          <Stack>
            {place ? <Muted>{place}</Muted> : null}
            {church.data.description ? <p style={{ margin: 0 }}>{church.data.description}</p> : null}
            {church.data.website ? (
              <a href={church.data.website} target="_blank" rel="noopener noreferrer">
                {websiteLabel(church.data.website)}
              </a>
            ) : null}
            <Muted>{t('churches.memberCount', '{count} members', { count: church.data.memberCount })}</Muted>
            <div>
              <ChurchStanding church={church.data} />
            </div>
            {church.data.claimed && !church.data.isMine ? (
              <Muted>
                {t(
                  'churches.claimedHint',
                  'Its own staff run this church on Koinonia. To join it, ask them for its join link.',
                )}
              </Muted>
            ) : null}
          </Stack>
        </Card>
      </section>
    </Stack>
  );
}
