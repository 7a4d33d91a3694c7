import { useState } from 'react';
import styled from 'styled-components';
import type { Prayer } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';
import { useRemovePrayer, useSetAnswered, useTogglePrayed } from '../api';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** "I prayed" for everyone; answered and delete for the author, delete asking once more first. */
export function PrayerActions({ prayer }: { prayer: Prayer }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const prayed = useTogglePrayed();
  const setAnswered = useSetAnswered();
  const remove = useRemovePrayer();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const showFailure = (error: Error) => toast({ title: messageOf(error), variant: 'destructive' });

  if (confirmingRemoval) {
    return (
      <Row role="group" aria-label={t('prayer.confirmRemove', 'Delete this request?')}>
        <span>{t('prayer.confirmRemove', 'Delete this request?')}</span>
        <Button
          type="button"
          $variant="danger"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(prayer, {
              onSuccess: () => toast({ title: t('prayer.removed', 'Your request was deleted') }),
              onError: (error) => {
                setConfirmingRemoval(false);
                showFailure(error);
              },
            })
          }
        >
          {t('prayer.remove', 'Delete')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setConfirmingRemoval(false)}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </Row>
    );
  }

  return (
    <Row>
      <Button
        type="button"
        $variant={prayer.prayedByMe ? 'primary' : 'secondary'}
        aria-pressed={prayer.prayedByMe}
        onClick={() => prayed.toggle(prayer, { onError: showFailure })}
      >
        {t('prayer.pray', 'I prayed')}
      </Button>
      {prayer.isMine ? (
        <>
          <Button
            type="button"
            $variant="secondary"
            disabled={setAnswered.isPending}
            onClick={() => setAnswered.mutate({ prayer, answered: !prayer.answered }, { onError: showFailure })}
          >
            {prayer.answered ? t('prayer.markUnanswered', 'Mark as not answered') : t('prayer.markAnswered', 'Mark as answered')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setConfirmingRemoval(true)}>
            {t('prayer.remove', 'Delete')}
          </Button>
        </>
      ) : null}
    </Row>
  );
}
