import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  PRAYER_BODY_MAX_LENGTH,
  PRAYER_TITLE_MAX_LENGTH,
  prayerVisibilities,
  type NewPrayer,
  type PrayerVisibility,
} from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Card, Field, FieldError, Muted, Stack, TextField } from '@koinonia/ui';
import { usePostPrayer } from '../api';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
  }
  input {
    margin-top: 0.3rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Counter = styled(Muted)`
  font-size: 0.8125rem;
  font-weight: 400;
`;

const visibilityText: Record<PrayerVisibility, { key: string; label: string; hintKey: string; hint: string }> = {
  public: { key: 'prayer.visibility.public', label: 'Public', hintKey: 'prayer.visibility.publicHint', hint: 'Your church sees it with your name.' },
  anonymous: {
    key: 'prayer.visibility.anonymous',
    label: 'Anonymous',
    hintKey: 'prayer.visibility.anonymousHint',
    hint: 'Your church sees it without your name.',
  },
  private: { key: 'prayer.visibility.private', label: 'Private', hintKey: 'prayer.visibility.privateHint', hint: 'Only you see it.' },
};

const emptyPrayer: NewPrayer = { title: '', body: '', visibility: 'public' };

/** Sharing a request: a title, the request, and who may see it (SPEC §1: public, private or anonymous). */
export function PrayerForm({ onDone }: { onDone(): void }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const post = usePostPrayer();
  const [prayer, setPrayer] = useState<NewPrayer>(emptyPrayer);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const bodyId = useId();
  const bodyErrorId = useId();
  const counterId = useId();
  const headingId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!prayer.title.trim()) missing.title = t('prayer.titleRequired', 'Give your request a title');
    if (!prayer.body.trim()) missing.body = t('prayer.bodyRequired', 'Write what you would like prayer for');
    setFieldErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    post.mutate(
      { body: prayer },
      {
        onSuccess: (shared) => {
          toast({
            title:
              shared.visibility === 'private'
                ? t('prayer.savedPrivately', 'Your private request is saved')
                : t('prayer.shared', 'Your request is on the prayer wall'),
          });
          setPrayer(emptyPrayer);
          onDone();
        },
        onError: (error) => {
          const byField = fieldErrorsOf(error);
          setFieldErrors(byField);
          if (Object.keys(byField).length === 0) setFailure(messageOf(error));
        },
      },
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <h2 id={headingId} style={{ margin: 0, fontSize: '1.125rem' }}>
            {t('prayer.shareTitle', 'Share a prayer request')}
          </h2>
          {failure ? <Alert>{failure}</Alert> : null}
          <TextField
            label={t('prayer.titleLabel', 'Title')}
            value={prayer.title}
            maxLength={PRAYER_TITLE_MAX_LENGTH}
            dir="auto"
            autoFocus
            error={fieldErrors.title}
            onChange={(event) => setPrayer({ ...prayer, title: event.target.value })}
          />
          <Field as="div">
            <label htmlFor={bodyId}>{t('prayer.bodyLabel', 'Your request')}</label>
            <textarea
              id={bodyId}
              rows={5}
              dir="auto"
              value={prayer.body}
              maxLength={PRAYER_BODY_MAX_LENGTH}
              aria-invalid={fieldErrors.body ? true : undefined}
              aria-describedby={fieldErrors.body ? `${counterId} ${bodyErrorId}` : counterId}
              onChange={(event) => setPrayer({ ...prayer, body: event.target.value })}
            />
            <Counter as="span" id={counterId}>
              {t('prayer.charactersLeft', '{count} characters left', { count: PRAYER_BODY_MAX_LENGTH - prayer.body.length })}
            </Counter>
            {fieldErrors.body ? <FieldError id={bodyErrorId}>{fieldErrors.body}</FieldError> : null}
          </Field>
          <Choices>
            <legend>{t('prayer.whoSees', 'Who sees it')}</legend>
            {prayerVisibilities.map((visibility) => (
              <label key={visibility}>
                <input
                  type="radio"
                  name="visibility"
                  value={visibility}
                  checked={prayer.visibility === visibility}
                  onChange={() => setPrayer({ ...prayer, visibility })}
                />
                <span>
                  <strong>{t(visibilityText[visibility].key, visibilityText[visibility].label)}</strong>
                  <Muted as="span" style={{ display: 'block' }}>
                    {t(visibilityText[visibility].hintKey, visibilityText[visibility].hint)}
                  </Muted>
                </span>
              </label>
            ))}
            {fieldErrors.visibility ? <FieldError>{fieldErrors.visibility}</FieldError> : null}
          </Choices>
          <Buttons>
            <Button type="submit" disabled={post.isPending}>
              {post.isPending ? t('prayer.sharing', 'Sharing…') : t('prayer.share', 'Share request')}
            </Button>
            <Button type="button" $variant="secondary" onClick={onDone}>
              {t('common.cancel', 'Cancel')}
            </Button>
          </Buttons>
        </Stack>
      </form>
    </Card>
  );
}
