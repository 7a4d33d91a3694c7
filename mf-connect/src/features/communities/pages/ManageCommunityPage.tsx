import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { QueryErrorState, useErrorText, useLanguage, useShell, useToast } from '@koinonia/shell-contract';
import { Button, Card, ConfirmDialog, LoadingState, PageTitle, Stack } from '@koinonia/ui';
import { useCommunity, useJoinRequests, useRemoveCommunity } from '../api';
import { AddMember } from '../components/AddMember';
import { CommunityFacts } from '../components/Badges';
import { CommunityForm } from '../components/CommunityForm';
import { JoinRequests } from '../components/JoinRequests';
import { MemberActions } from '../components/MemberActions';
import { MemberList } from '../components/MemberList';
import { communityPaths } from '../paths';
import { creatableTypes } from './ManagementPage';

const heading = { margin: 0, fontSize: '1.125rem' } as const;

/**
 * /community-management/:communityId: its settings, members and requests. The service decides who may: a reader
 * who may not answer its requests gets its 403, shown as the access the screen needs.
 */
export function ManageCommunityPage() {
  const { t } = useLanguage();
  const { role } = useShell();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const navigate = useNavigate();
  const { communityId = '' } = useParams();
  const community = useCommunity(communityId);
  const requests = useJoinRequests(communityId);
  const remove = useRemoveCommunity();
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (community.isError) return <QueryErrorState error={community.error} onRetry={() => void community.refetch()} />;
  if (requests.isError) return <QueryErrorState error={requests.error} onRetry={() => void requests.refetch()} />;
  if (community.isPending || requests.isPending) return <LoadingState />;
  const found = community.data;
  const types = creatableTypes(role);

  return (
    <Stack>
      <p>
        <Link to={communityPaths.management()}>{t('communities.backToManagement', 'Community management')}</Link>
      </p>
      <PageTitle>
        <bdi>{found.name}</bdi>
      </PageTitle>
      <CommunityFacts community={found} />
      <p>
        <Link to={communityPaths.community(found.id)}>{t('communities.viewPublic', 'See it as members do')}</Link>
      </p>
      {found.canManage ? (
        <CommunityForm key={found.id} community={found} types={types.length > 0 ? types : [found.type]} />
      ) : null}
      <Card aria-labelledby="manage-requests">
        <Stack $gap={2}>
          <h2 id="manage-requests" style={heading}>
            {t('communities.requestsTitle', 'Requests to join')}
          </h2>
          <JoinRequests communityId={found.id} requests={requests} />
        </Stack>
      </Card>
      <Card aria-labelledby="manage-members">
        <Stack $gap={2}>
          <h2 id="manage-members" style={heading}>
            {t('communities.membersTitle', 'Members')}
          </h2>
          {found.canManage ? <AddMember communityId={found.id} /> : null}
          <MemberList
            communityId={found.id}
            actions={found.canManage ? (member) => <MemberActions communityId={found.id} member={member} /> : undefined}
          />
        </Stack>
      </Card>
      {found.canDelete ? (
        <div>
          <Button type="button" $variant="danger" onClick={() => setDeleting(true)}>
            {t('communities.deleteCommunity', 'Delete community')}
          </Button>
        </div>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('communities.deleteTitle', 'Delete {name}?', { name: found.name })}
          confirmLabel={t('communities.delete', 'Delete')}
          busyLabel={t('communities.deleting', 'Deleting…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          busy={remove.isPending}
          error={deleteError}
          destructive
          onCancel={() => {
            setDeleting(false);
            setDeleteError(null);
          }}
          onConfirm={() =>
            remove.mutate(
              { params: { communityId: found.id } },
              {
                onSuccess: () => {
                  toast({ title: t('communities.deleted', '{name} is deleted', { name: found.name }) });
                  navigate(communityPaths.management());
                },
                onError: (error) => setDeleteError(messageOf(error)),
              },
            )
          }
        >
          <p>{t('communities.deleteBody', 'Its members, roles and requests go with it. This cannot be undone.')}</p>
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
