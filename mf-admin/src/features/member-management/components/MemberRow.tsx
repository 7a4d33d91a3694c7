import { useId, useState } from 'react';
import styled from 'styled-components';
import { roleLabel, type ChurchMember, type ChurchRole } from '@koinonia/contracts';
import { useErrorText, useLanguage, useShell, useToast } from '@koinonia/shell-contract';
import { Alert, Button } from '@koinonia/ui';
import { useChangeMemberRole } from '../api';
import { assignableRoles } from '../roles';
import { PersonDetails, RowActions, Tag } from './PersonList';

const RoleField = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  label { font-weight: 600; font-size: 0.9375rem; }
  select {
    font: inherit;
    min-height: 2.5rem;
    max-inline-size: 100%;
    padding-inline: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const ReadOnlyRole = styled.span`
  font-weight: 600;
`;

const RowError = styled.div`
  flex-basis: 100%;
`;

export const fullName = (person: Pick<ChurchMember, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`.trim();

/**
 * One person of the church. Their role is a choice of the roles the signed-in person may give (saved with
 * Save, so moving through the list with the keyboard changes nothing), or read-only when the server says
 * they are not the caller's to manage; Remove asks first (the page holds the dialog).
 */
export function MemberRow({ member, onRemove }: { member: ChurchMember; onRemove(member: ChurchMember, control: HTMLElement): void }) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const { user, role: actorRole } = useShell();
  const toast = useToast();
  const changeRole = useChangeMemberRole();
  const [chosen, setChosen] = useState<ChurchRole | null>(null);
  const selectId = useId();
  const nameId = useId();
  const name = fullName(member);
  const isYou = member.userId === user?.id;
  const roles = member.manageable ? assignableRoles(actorRole, member.role) : [];
  const editable = roles.length > 1;
  const shownRole = chosen ?? member.role;

  const save = () => {
    if (!chosen) return;
    changeRole.mutate(
      { userId: member.userId, role: chosen },
      {
        onSuccess: () => {
          setChosen(null);
          toast({
            title: t('memberManagement.roleChanged', '{name} is now {role}').replace('{name}', name).replace('{role}', roleLabel(chosen, t)),
          });
        },
      },
    );
  };

  return (
    <li>
      <PersonDetails>
        <strong id={nameId}>
          {name}
          {isYou ? <Tag>{t('memberManagement.you', 'You')}</Tag> : null}
        </strong>
        <span>{member.email}</span>
      </PersonDetails>
      <RowActions>
        {editable ? (
          <RoleField>
            <label htmlFor={selectId}>{t('memberManagement.role', 'Role')}</label>
            <select
              id={selectId}
              value={shownRole}
              aria-describedby={nameId}
              disabled={changeRole.isPending}
              onChange={(event) => {
                changeRole.reset();
                const next = event.target.value as ChurchRole;
                setChosen(next === member.role ? null : next);
              }}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role, t)}
                </option>
              ))}
            </select>
            {chosen ? (
              <>
                <Button type="button" onClick={save} disabled={changeRole.isPending}>
                  {changeRole.isPending ? t('memberManagement.savingRole', 'Saving…') : t('memberManagement.saveRole', 'Save role')}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={changeRole.isPending}
                  onClick={() => {
                    changeRole.reset();
                    setChosen(null);
                  }}
                >
                  {t('common.cancel', 'Cancel')}
                </Button>
              </>
            ) : null}
          </RoleField>
        ) : (
          <ReadOnlyRole>{t('memberManagement.readOnlyRole', 'Role: {role}').replace('{role}', roleLabel(member.role, t))}</ReadOnlyRole>
        )}
        {member.manageable ? (
          <Button
            type="button"
            $variant="secondary"
            aria-label={t('memberManagement.removePerson', 'Remove {name}').replace('{name}', name)}
            onClick={(event) => onRemove(member, event.currentTarget)}
          >
            {t('memberManagement.remove', 'Remove')}
          </Button>
        ) : null}
      </RowActions>
      {changeRole.error ? (
        <RowError>
          <Alert>
            {t('memberManagement.roleChangeFailed', 'The role of {name} was not changed: {reason}')
              .replace('{name}', name)
              .replace('{reason}', messageOf(changeRole.error))}
          </Alert>
        </RowError>
      ) : null}
    </li>
  );
}
