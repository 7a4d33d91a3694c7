import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  EVENT_ANSWER_MAX_LENGTH,
  eventReminderOffsets,
  eventRsvpChoices,
  type ChurchEvent,
  type EventReminderOffset,
  type EventRsvpChoice,
} from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Card, Field, FieldError, Muted, Stack } from '@koinonia/ui';
import { useRsvp } from '../api';
import { reminderLabels, statusLabels } from '../labels/event-labels';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
`;

const choiceKey: Record<EventRsvpChoice, 'going' | 'maybe' | 'not_going'> = {
  going: 'going',
  maybe: 'maybe',
  not_going: 'not_going',
};

/** The reader's answer to one occurrence: going / maybe / not going, the event's questions, and reminders. */
export function RsvpPanel({ event }: { event: ChurchEvent }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const rsvp = useRsvp();
  const mine = event.myRsvp;
  const [answers, setAnswers] = useState<Record<string, string>>(mine?.answers ?? {});
  const [reminders, setReminders] = useState<number[]>(mine?.reminderOffsets ?? [1440]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const baseId = useId();

  function answer(choice: EventRsvpChoice, submitted?: FormEvent) {
    submitted?.preventDefault();
    const missing: Record<string, string> = {};
    if (choice !== 'not_going') {
      for (const question of event.questions) {
        if (question.required && !(answers[question.id] ?? '').trim()) {
          missing[`answers.${question.id}`] = t('events.answerRequired', 'Answer this question');
        }
      }
    }
    setFieldErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    rsvp.mutate(
      {
        params: { eventId: event.id },
        body: {
          occurrence: event.occurrence,
          status: choice,
          answers: choice === 'not_going' ? {} : answers,
          reminderOffsets: reminders as EventReminderOffset[],
        },
      },
      {
        onSuccess: (updated) => {
          const status = updated.myRsvp?.status ?? choice;
          toast({
            title:
              status === 'waitlisted'
                ? t('events.toastWaitlisted', 'The event is full: you are number {position} on the waitlist', {
                    position: updated.myRsvp?.waitlistPosition ?? 1,
                  })
                : t('events.toastAnswered', 'Your answer is saved: {status}', {
                    status: t(statusLabels[status].key, statusLabels[status].text),
                  }),
          });
        },
        onError: (error) => {
          const byField = fieldErrorsOf(error);
          setFieldErrors(byField);
          if (Object.keys(byField).length === 0) setFailure(messageOf(error));
        },
      },
    );
  }

  const current = mine ? (mine.status === 'waitlisted' ? 'going' : mine.status) : null;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <form noValidate onSubmit={(submitted) => answer(current ?? 'going', submitted)}>
        <Stack>
          <h2 id={headingId} style={{ margin: 0, fontSize: '1.125rem' }}>
            {t('events.rsvpTitle', 'Will you come?')}
          </h2>
          {mine ? (
            <p role="status" style={{ margin: 0, fontWeight: 600 }}>
              {mine.status === 'waitlisted'
                ? t('events.waitlistPosition', 'You are number {position} on the waitlist', {
                    position: mine.waitlistPosition ?? 1,
                  })
                : t('events.yourAnswer', 'Your answer: {status}', {
                    status: t(statusLabels[mine.status].key, statusLabels[mine.status].text),
                  })}
            </p>
          ) : null}
          {failure ? <Alert>{failure}</Alert> : null}
          {event.questions.map((question) => {
            const id = `${baseId}-${question.id}`;
            const error = fieldErrors[`answers.${question.id}`];
            const label = `${question.label}${question.required ? ' *' : ''}`;
            return (
              <Field as="div" key={question.id}>
                <label htmlFor={id}>{label}</label>
                {question.kind === 'choice' ? (
                  <select
                    id={id}
                    value={answers[question.id] ?? ''}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(change) => setAnswers({ ...answers, [question.id]: change.target.value })}
                  >
                    <option value="">{t('events.chooseAnswer', 'Choose…')}</option>
                    {question.choices.map((choice) => (
                      <option key={choice} value={choice}>
                        {choice}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={id}
                    dir="auto"
                    maxLength={EVENT_ANSWER_MAX_LENGTH}
                    value={answers[question.id] ?? ''}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(change) => setAnswers({ ...answers, [question.id]: change.target.value })}
                  />
                )}
                {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
              </Field>
            );
          })}
          <Choices>
            <legend>{t('events.remindMe', 'Remind me')}</legend>
            {eventReminderOffsets.map((offset) => (
              <label key={offset}>
                <input
                  type="checkbox"
                  checked={reminders.includes(offset)}
                  onChange={(change) =>
                    setReminders(
                      change.target.checked ? [...reminders, offset] : reminders.filter((chosen) => chosen !== offset),
                    )
                  }
                />
                {t(reminderLabels[offset].key, reminderLabels[offset].text)}
              </label>
            ))}
          </Choices>
          <Muted>{t('events.reminderHint', 'Reminders come as notifications while you are going or maybe.')}</Muted>
          <div
            role="group"
            aria-label={t('events.rsvpTitle', 'Will you come?')}
            style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}
          >
            {eventRsvpChoices.map((choice) => (
              <Button
                key={choice}
                type="button"
                disabled={rsvp.isPending}
                $variant={current === choice ? 'primary' : 'secondary'}
                aria-pressed={current === choice}
                onClick={() => answer(choice)}
              >
                {t(statusLabels[choiceKey[choice]].key, statusLabels[choiceKey[choice]].text)}
              </Button>
            ))}
          </div>
        </Stack>
      </form>
    </Card>
  );
}
