import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Stack } from '@koinonia/ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: space-between;
  div { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(3)}; margin-inline-start: auto; }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.375rem;
  &:focus { outline: none; }
`;

export interface StepFormProps {
  title: string;
  intro?: string;
  /** A failure of saving that belongs to no single field. */
  error?: string | null;
  saving: boolean;
  onSubmit(form: HTMLFormElement): void;
  onBack?: () => void;
  /** Only the optional steps (church, interests) offer Skip. */
  onSkip?: () => void;
  continueDisabled?: boolean;
  continueLabel?: string;
  /** What the main button says while saving ("Saving…" unless given). */
  savingLabel?: string;
  /** A step's own second way on, beside Continue (e.g. the church step's "Keep my request"). */
  secondaryAction?: { label: string; onClick(): void };
  children: ReactNode;
}

/** One onboarding step: its heading (focused when the step opens), its fields, then Back, Skip and Continue. */
export function StepForm(props: StepFormProps) {
  const { t } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [props.title]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSubmit(event.currentTarget);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="onboarding-step-title">
      <Stack>
        <Heading id="onboarding-step-title" ref={heading} tabIndex={-1}>
          {props.title}
        </Heading>
        {props.intro ? <p>{props.intro}</p> : null}
        {props.error ? <Alert>{props.error}</Alert> : null}
        {props.children}
        <Actions>
          {props.onBack ? (
            <Button type="button" $variant="secondary" onClick={props.onBack} disabled={props.saving}>
              {t('onboarding.back', 'Back')}
            </Button>
          ) : null}
          <div>
            {props.secondaryAction ? (
              <Button type="button" $variant="secondary" onClick={props.secondaryAction.onClick} disabled={props.saving}>
                {props.secondaryAction.label}
              </Button>
            ) : null}
            {props.onSkip ? (
              <Button type="button" $variant="secondary" onClick={props.onSkip} disabled={props.saving}>
                {t('onboarding.skip', 'Skip')}
              </Button>
            ) : null}
            <Button type="submit" disabled={props.saving || props.continueDisabled}>
              {props.saving ? (props.savingLabel ?? t('onboarding.saving', 'Saving…')) : (props.continueLabel ?? t('onboarding.continue', 'Continue'))}
            </Button>
          </div>
        </Actions>
      </Stack>
    </form>
  );
}
