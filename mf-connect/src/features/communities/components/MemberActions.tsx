import { useId, useState } from 'react';
import styled from 'styled-components';
import { communityRoles, type CommunityMember, type CommunityRole } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, ConfirmDialog, VisuallyHidden } from '@koinonia/ui';
import { useRemoveMember, useSetRole } from '../api';
import { roleLabels } from '../labels';

const RoleSelect = styled.select`
  font: inherit;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
`;

/** What an admin does to one member: change their role, or remove them after a confirmation. */
export function MemberActions({ communityId, member }: { communityId: string; member: CommunityMember }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const setRole = useSetRole();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const roleId = useId();
  const name = member.name || t('communities.unnamed', 'A member');
  const call = { params: { communityId, userId: member.userId } };
  return (
    <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
      <label htmlFor={roleId}>
        <VisuallyHidden>{t('communities.roleOf', 'Role of {name}', { name })}</VisuallyHidden>
      </label>
      <RoleSelect
        id={roleId}
        value={member.role}
        disabled={setRole.isPending}
        onChange={(event) =>
          setRole.mutate(
            { ...call, body: { role: event.target.value as CommunityRole } },
            {
              onSuccess: (changed) =>
                toast({
                  title: t('communities.roleChanged', '{name} is now {role}', {
                    name,
                    role: t(`communities.role.${changed.role}`, roleLabels[changed.role]),
                  }),
                }),
              onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }),
            },
          )
        }
      >
        {communityRoles.map((role) => (
          <option key={role} value={role}>
            {t(`communities.role.${role}`, roleLabels[role])}
          </option>
        ))}
      </RoleSelect>
      <Button
        type="button"
        $variant="secondary"
        aria-label={t('communities.removeMemberLabel', 'Remove {name}', { name })}
        onClick={() => setConfirming(true)}
      >
        {t('communities.remove', 'Remove')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('communities.removeMemberTitle', 'Remove {name}?', { name })}
          confirmLabel={t('communities.remove', 'Remove')}
          busyLabel={t('communities.removing', 'Removing…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          busy={remove.isPending}
          error={removeError}
          destructive
          onCancel={() => {
            setConfirming(false);
            setRemoveError(null);
          }}
          onConfirm={() =>
            remove.mutate(call, {
              onSuccess: () => {
                setConfirming(false);
                toast({ title: t('communities.memberRemoved', '{name} is removed', { name }) });
              },
              onError: (error) => setRemoveError(messageOf(error)),
            })
          }
        >
          <p>{t('communities.removeMemberBody', 'They can come back only by joining or being added again.')}</p>
        </ConfirmDialog>
      ) : null}
    </span>
  );
}
