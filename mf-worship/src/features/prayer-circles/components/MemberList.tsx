import { useId, useState } from 'react';
import styled from 'styled-components';
import type { PrayerCircle, PrayerCircleMember } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, Card, ConfirmDialog, Stack } from '@koinonia/ui';
import { useRemoveMember } from '../api';
import { Badge, SectionHeading } from './parts';

const Members = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 2.5rem;
  }
  li > button {
    margin-inline-start: auto;
  }
`;

const Name = styled.bdi`
  overflow-wrap: anywhere;
`;

/** Who is in the circle, its owner and the reader marked; the owner may remove anyone but themselves. */
export function MemberList({ circle }: { circle: PrayerCircle }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<PrayerCircleMember | null>(null);
  const headingId = useId();

  const close = () => {
    remove.reset();
    setRemoving(null);
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack $gap={3}>
        <SectionHeading id={headingId}>
          {t('circles.membersTitle', 'Members')} ({circle.members.length})
        </SectionHeading>
        <Members>
          {circle.members.map((member) => (
            <li key={member.userId}>
              <Name>{member.name}</Name>
              {member.isOwner ? <Badge>{t('circles.owner', 'Owner')}</Badge> : null}
              {member.isMe ? <Badge>{t('circles.you', 'You')}</Badge> : null}
              {circle.isOwner && !member.isMe ? (
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t('circles.removeNamed', 'Remove {name}', { name: member.name })}
                  onClick={() => setRemoving(member)}
                >
                  {t('circles.remove', 'Remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </Members>
      </Stack>
      {removing ? (
        <ConfirmDialog
          title={t('circles.removeTitle', 'Remove {name} from the circle?', { name: removing.name })}
          confirmLabel={t('circles.remove', 'Remove')}
          busyLabel={t('circles.removing', 'Removing…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          destructive
          busy={remove.isPending}
          error={remove.isError ? messageOf(remove.error) : null}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(
              { params: { circleId: circle.id, userId: removing.userId } },
              {
                onSuccess: () => {
                  toast({ title: t('circles.removed', '{name} is no longer in the circle', { name: removing.name }) });
                  setRemoving(null);
                },
              },
            )
          }
        >
          <p>
            {t(
              'circles.removeBody',
              'They will no longer see the requests shared with this circle. If they should not join again, make a new invitation link too.',
            )}
          </p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
