import { useId, useState } from 'react';
import styled from 'styled-components';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Muted } from '@koinonia/ui';
import { useSetOptedOut } from '../api';

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: 600;
  cursor: pointer;
  input {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin-block-start: 0.15em;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** "Hide me from the Engagement Board": the member leaves every board (their church's, their communities'). */
export function OptOutSwitch({ optedOut }: { optedOut: boolean }) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const toast = useToast();
  const save = useSetOptedOut();
  const [failure, setFailure] = useState<string | null>(null);
  // What the member just chose, shown from the click itself (a controlled box would otherwise spring back for a
  // moment before the save starts) until the save settles and the boards are read again.
  const [choice, setChoice] = useState<boolean | null>(null);
  const hintId = useId();
  return (
    <div>
      {failure ? <Alert>{failure}</Alert> : null}
      <Label>
        <input
          type="checkbox"
          role="switch"
          checked={choice ?? optedOut}
          disabled={save.isPending}
          aria-describedby={hintId}
          onChange={(event) => {
            setFailure(null);
            const hide = event.target.checked;
            setChoice(hide);
            save.mutate(hide, {
              onSettled: () => setChoice(null),
              onSuccess: () =>
                toast({
                  title: hide
                    ? t('engagement.hiddenNow', 'You are hidden from the Engagement Board.')
                    : t('engagement.shownNow', 'You are on the Engagement Board again.'),
                }),
              onError: (error) => setFailure(messageOf(error)),
            });
          }}
        />
        <span>
          {t('engagement.optOut', 'Hide me from the Engagement Board')}
          <Muted as="span" id={hintId} style={{ display: 'block', fontWeight: 400 }}>
            {t(
              'engagement.optOutHint',
              'Nobody sees you on any board, your church’s or your communities’. You still see your own points.',
            )}
          </Muted>
        </span>
      </Label>
    </div>
  );
}
