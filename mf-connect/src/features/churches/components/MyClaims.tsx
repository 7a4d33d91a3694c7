import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ChurchClaim } from '@koinonia/contracts';
import { QueryErrorState, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, Card, EmptyState, LoadingState, Muted, Stack } from '@koinonia/ui';
import { useMyClaims, useWithdrawClaim } from '../api';
import { churchesPath, claimPath } from '../paths';
import { Badge } from './ChurchCard';
import { methodText, statusText } from './claim-labels';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

function MyClaim({ claim }: { claim: ChurchClaim }) {
  const { t, code } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const withdraw = useWithdrawClaim();
  const headingId = `claim-${claim.id}`;
  const status = statusText[claim.status];
  const method = methodText[claim.method];
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack>
        <Row>
          <h3 id={headingId} style={{ margin: 0, fontSize: '1rem' }}>
            {claim.church.name}
          </h3>
          <Badge>{t(status.key, status.label)}</Badge>
        </Row>
        <Muted style={{ margin: 0 }}>
          {t(method.key, method.label)} ·{' '}
          <time dateTime={claim.createdAt}>
            {new Date(claim.createdAt).toLocaleDateString(code, { dateStyle: 'medium' })}
          </time>
        </Muted>
        {claim.reason ? (
          <p style={{ margin: 0 }}>{t('churches.rejectedBecause', 'Reason: {reason}', { reason: claim.reason })}</p>
        ) : null}
        {claim.status === 'pending' ? (
          <Row>
            {claim.method === 'email' ? (
              <Link to={claimPath(claim.church.id)}>{t('churches.enterCode', 'Enter the code')}</Link>
            ) : (
              <span />
            )}
            <Button
              type="button"
              $variant="secondary"
              disabled={withdraw.isPending}
              aria-label={t('churches.withdrawNamed', 'Withdraw the claim on {name}', { name: claim.church.name })}
              onClick={() =>
                withdraw.mutate(claim, {
                  onSuccess: () => toast({ title: t('churches.withdrawn', 'Your claim is withdrawn') }),
                  onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }),
                })
              }
            >
              {t('churches.withdraw', 'Withdraw')}
            </Button>
          </Row>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The caller's claims with where each stands; a pending one can be taken up or withdrawn. */
export function MyClaims() {
  const { t } = useLanguage();
  const claims = useMyClaims();
  let content;
  if (claims.isPending) content = <LoadingState />;
  else if (claims.isError) content = <QueryErrorState error={claims.error} onRetry={() => void claims.refetch()} />;
  else if (claims.data.items.length === 0)
    content = (
      <EmptyState title={t('churches.noClaimsTitle', 'You have not claimed a church')}>
        {t('churches.noClaimsBody', 'Find your church in the directory and claim it there.')}
      </EmptyState>
    );
  else content = claims.data.items.map((claim) => <MyClaim key={claim.id} claim={claim} />);
  return (
    <section aria-labelledby="my-claims-title">
      <Stack>
        <Row>
          <h2 id="my-claims-title" style={{ margin: 0, fontSize: '1.25rem' }}>
            {t('churches.myClaimsTitle', 'My claims')}
          </h2>
          <Link to={churchesPath}>{t('churches.findInDirectory', 'Find a church in the directory')}</Link>
        </Row>
        {content}
      </Stack>
    </section>
  );
}
