import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CHECKIN_TEXT_MAX_LENGTH, type WeeklyCheckin, type WeeklyCheckinRating } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Field, FieldError, Muted, Stack } from '@koinonia/ui';
import { useSaveCheckin } from '../api';
import { ratingQuestions } from './ratings';
import { RATING_SCALE_HINT_ID, RatingGroup } from './RatingGroup';

const TextArea = styled.textarea`
  font: inherit;
  font-weight: 400;
  min-block-size: 5rem;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const texts = [
  { name: 'gratitude', label: 'What are you grateful for this week?' },
  { name: 'prayerRequest', label: 'Is there anything you would like prayer for?' },
] as const;
type TextName = (typeof texts)[number]['name'];

/** This week's four ratings and two optional texts; Save the first time, Update after. */
export function CheckinForm({ current }: { current: WeeklyCheckin | null }) {
  const { t } = useLanguage();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const toast = useToast();
  const save = useSaveCheckin();
  const [ratings, setRatings] = useState<Record<WeeklyCheckinRating, number | null>>({
    spiritualGrowth: current?.spiritualGrowth ?? null,
    prayerLife: current?.prayerLife ?? null,
    bibleReading: current?.bibleReading ?? null,
    community: current?.community ?? null,
  });
  const [textValues, setTextValues] = useState<Record<TextName, string>>({
    gratitude: current?.gratitude ?? '',
    prayerRequest: current?.prayerRequest ?? '',
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    setError(null);
    // An unanswered rating is left out, so the server names it.
    const answered = Object.fromEntries(Object.entries(ratings).filter(([, value]) => value !== null));
    try {
      await save.mutateAsync({ ...answered, ...textValues } as Parameters<typeof save.mutateAsync>[0]);
      toast({ title: current ? t('checkin.updated', 'Check-in updated') : t('checkin.saved', 'Check-in saved') });
    } catch (failure) {
      const problems = fieldErrorsOf(failure);
      setFieldErrors(problems);
      setError(Object.keys(problems).length > 0 ? null : messageOf(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('checkin.formLabel', "This week's check-in")}>
      <Stack>
        {error ? <Alert>{error}</Alert> : null}
        <Muted id={RATING_SCALE_HINT_ID}>{t('checkin.scale', '1 means struggling, 5 means thriving.')}</Muted>
        {ratingQuestions.map((rating) => (
          <RatingGroup
            key={rating.name}
            name={rating.name}
            label={t(`checkin.${rating.name}`, rating.label)}
            question={t(`checkin.${rating.name}Question`, rating.question)}
            value={ratings[rating.name]}
            error={fieldErrors[rating.name]}
            onChange={(value) => setRatings((previous) => ({ ...previous, [rating.name]: value }))}
          />
        ))}
        {texts.map((text) => (
          <Stack key={text.name} $gap={1}>
            <Field>
              {t(`checkin.${text.name}`, text.label)}
              <TextArea
                name={text.name}
                value={textValues[text.name]}
                maxLength={CHECKIN_TEXT_MAX_LENGTH}
                dir="auto"
                aria-invalid={fieldErrors[text.name] ? true : undefined}
                aria-describedby={fieldErrors[text.name] ? `${text.name}-error` : undefined}
                onChange={(event) => setTextValues((previous) => ({ ...previous, [text.name]: event.target.value }))}
              />
            </Field>
            {fieldErrors[text.name] ? (
              <FieldError id={`${text.name}-error`}>{fieldErrors[text.name]}</FieldError>
            ) : null}
          </Stack>
        ))}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending
              ? t('checkin.saving', 'Saving…')
              : current
                ? t('checkin.update', 'Update check-in')
                : t('checkin.save', 'Save check-in')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
