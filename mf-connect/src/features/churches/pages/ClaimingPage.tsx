import { Link, useSearchParams } from 'react-router-dom';
import { hasAnyRole, PLATFORM_STAFF_ROLES } from '@koinonia/contracts';
import { QueryErrorState, useAuth, useLanguage } from '@koinonia/shell-contract';
import { EmptyState, LoadingState, PageTitle, Stack } from '@koinonia/ui';
import { useChurch, useMyClaims } from '../api';
import { ClaimFlow } from '../components/ClaimFlow';
import { MyClaims } from '../components/MyClaims';
import { ReviewQueue } from '../components/ReviewQueue';
import { churchesPath, isChurchId } from '../paths';

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/**
 * /church-claiming: with ?churchId= the claim of that church; without it the caller's claims, and for platform
 * support the claims waiting for review.
 */
export function ClaimingPage() {
  const { t } = useLanguage();
  const { role } = useAuth();
  const [search] = useSearchParams();
  const churchId = search.get('churchId');
  if (churchId) return <ClaimOneChurch churchId={churchId} />;
  return (
    <Stack>
      <PageTitle>{t('churches.claimingTitle', 'Church claiming')}</PageTitle>
      {hasAnyRole(role, PLATFORM_STAFF_ROLES) ? <ReviewQueue /> : null}
      <MyClaims />
    </Stack>
  );
}

function ClaimOneChurch({ churchId }: { churchId: string }) {
  const { t } = useLanguage();
  const valid = isChurchId(churchId);
  const church = useChurch(valid ? churchId : '00000000-0000-4000-8000-000000000000');
  const mine = useMyClaims();
  const back = <Link to={churchesPath}>{t('churches.backToDirectory', 'Back to the directory')}</Link>;
  const notFound = (
    <EmptyState title={t('churches.notFoundTitle', 'This church is not in the directory')}>
      {t('churches.notFoundBody', 'It may have left the directory. Search for it again.')}
    </EmptyState>
  );
  if (!valid) {
    return (
      <Stack>
        {back}
        {notFound}
      </Stack>
    );
  }
  let content;
  if (church.isPending || mine.isPending) content = <LoadingState />;
  else if (church.isError)
    content = isNotFound(church.error) ? (
      notFound
    ) : (
      <QueryErrorState error={church.error} onRetry={() => void church.refetch()} />
    );
  else if (mine.isError) content = <QueryErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  else {
    const openClaim = mine.data.items.find((claim) => claim.church.id === churchId && claim.status === 'pending');
    content = (
      <>
        <PageTitle>{t('churches.claimTitle', 'Claim {name}', { name: church.data.name })}</PageTitle>
        <ClaimFlow key={churchId} church={church.data} openClaim={openClaim} />
      </>
    );
  }
  return (
    <Stack>
      {back}
      {content}
    </Stack>
  );
}
