import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PrayerCircleInvitationPreview } from '@koinonia/contracts';
import { paths, QueryErrorState, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Card, LoadingState, Muted, Stack } from '@koinonia/ui';
import { useAcceptInvitation, useInvitationPreview } from '../api';
import { PageHeading, UserText } from '../components/parts';
import { isNotThere } from '../failure-status';
import { useFocusOnShow } from '../focus-heading';

const Invitation = styled(Card)`
  max-inline-size: 36rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function BackToWall() {
  const { t } = useLanguage();
  return (
    <div>
      <Link to={paths.prayerWall()}>{t('circles.backToWall', 'Back to the prayer wall')}</Link>
    </div>
  );
}

/** A link that leads nowhere (renewed, the circle ended, another church's): the server's reason, and the way back. */
function InvalidInvitation({ message }: { message: string }) {
  const { t } = useLanguage();
  const focusOnShow = useFocusOnShow<HTMLHeadingElement>();
  return (
    <Invitation as="section" aria-labelledby="invitation-invalid-title">
      <Stack>
        <PageHeading id="invitation-invalid-title" tabIndex={-1} ref={focusOnShow}>
          {t('circles.invalidTitle', 'This invitation does not work')}
        </PageHeading>
        <Alert>{message}</Alert>
        <BackToWall />
      </Stack>
    </Invitation>
  );
}

function InvitationView({ code, preview }: { code: string; preview: PrayerCircleInvitationPreview }) {
  const { t } = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const { messageOf } = useErrorText();
  const accept = useAcceptInvitation();
  const focusOnShow = useFocusOnShow<HTMLHeadingElement>();
  const { circle } = preview;

  const join = () =>
    accept.mutate(
      { params: { code } },
      {
        onSuccess: (joined) => {
          toast({ title: t('circles.joined', 'You joined {name}', { name: joined.name }) });
          navigate(paths.prayerCircle(joined.id), { replace: true });
        },
      },
    );

  return (
    <Invitation as="section" aria-labelledby="invitation-title">
      <Stack>
        <Muted>{t('circles.invitedTo', 'You are invited to a prayer circle')}</Muted>
        <PageHeading id="invitation-title" tabIndex={-1} ref={focusOnShow} dir="auto">
          {circle.name}
        </PageHeading>
        {circle.description ? <UserText dir="auto">{circle.description}</UserText> : null}
        <Facts>
          <dt>{t('circles.owner', 'Owner')}</dt>
          <dd>
            <bdi>{circle.ownerName}</bdi>
          </dd>
          <dt>{t('circles.membersTitle', 'Members')}</dt>
          <dd>{circle.memberCount}</dd>
        </Facts>
        <Muted>
          {t(
            'circles.explanation',
            'A few people who pray for each other: requests you share privately with a circle reach its members only.',
          )}
        </Muted>
        {accept.isError ? <Alert>{messageOf(accept.error)}</Alert> : null}
        {preview.alreadyMember ? (
          <Stack $gap={2}>
            <strong role="status">{t('circles.alreadyMember', 'You are already in this circle')}</strong>
            <div>
              <Link to={paths.prayerCircle(circle.id)}>{t('circles.openCircle', 'Open the circle')}</Link>
            </div>
          </Stack>
        ) : (
          <div>
            <Button type="button" disabled={accept.isPending} onClick={join}>
              {accept.isPending ? t('circles.joining', 'Joining…') : t('circles.join', 'Join the circle')}
            </Button>
          </div>
        )}
      </Stack>
    </Invitation>
  );
}

/** /prayer-wall/circles/join/:code: what an invitation leads to, and joining the circle. */
export function JoinCirclePage() {
  const { code = '' } = useParams();
  const { messageOf } = useErrorText();
  const preview = useInvitationPreview(code);
  if (preview.isPending) return <LoadingState />;
  if (preview.isError) {
    if (isNotThere(preview.error)) return <InvalidInvitation message={messageOf(preview.error)} />;
    return <QueryErrorState error={preview.error} onRetry={() => void preview.refetch()} />;
  }
  return <InvitationView code={code} preview={preview.data} />;
}
