import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  PRAYER_BODY_MAX_LENGTH,
  PRAYER_TITLE_MAX_LENGTH,
  prayerCategories,
  prayerVisibilities,
  type NewPrayer,
  type Prayer,
  type PrayerCategory,
  type PrayerVisibility,
} from '@koinonia/contracts';
import { paths, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Card, Field, FieldError, Muted, Stack, TextField } from '@koinonia/ui';
import { CharacterCount, ChoiceList } from '@koinonia/ui/form-parts';
import { Link } from 'react-router-dom';
import { useMyCircles } from '../../../shared/my-circles';
import { usePostPrayer, useUpdatePrayer } from '../api';
import { categoryLabels } from '../labels/prayer-labels';

const Circles = styled(ChoiceList)`
  margin-inline-start: ${({ theme }) => theme.space(6)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const visibilityText: Record<PrayerVisibility, { key: string; label: string; hintKey: string; hint: string }> = {
  public: {
    key: 'prayer.visibility.public',
    label: 'Public',
    hintKey: 'prayer.visibility.publicHint',
    hint: 'Your church sees it with your name.',
  },
  anonymous: {
    key: 'prayer.visibility.anonymous',
    label: 'Anonymous',
    hintKey: 'prayer.visibility.anonymousHint',
    hint: 'Your church sees it without your name.',
  },
  private: {
    key: 'prayer.visibility.private',
    label: 'Private',
    hintKey: 'prayer.visibility.privateCirclesHint',
    hint: 'Only you, and the prayer circles you choose, see it.',
  },
};

type Draft = Required<Pick<NewPrayer, 'title' | 'body' | 'visibility'>> & {
  category: PrayerCategory;
  circleIds: string[];
};

const draftOf = (prayer?: Prayer, prefill?: Partial<Draft>): Draft =>
  prayer
    ? {
        title: prayer.title,
        body: prayer.body,
        visibility: prayer.visibility,
        category: prayer.category,
        circleIds: prayer.circles.map((circle) => circle.id),
      }
    : { title: '', body: '', visibility: 'public', category: 'other', circleIds: [], ...prefill };

/**
 * Sharing a request, or its author rewriting one: a title, the request, a category, and who may see it
 * (SPEC §1: public, private — to the author and the circles they choose — or anonymous).
 */
export function PrayerForm({
  prayer,
  prefill,
  onDone,
}: {
  prayer?: Prayer;
  prefill?: Partial<Draft>;
  onDone(saved?: Prayer): void;
}) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const post = usePostPrayer();
  const update = useUpdatePrayer();
  const circles = useMyCircles();
  const [draft, setDraft] = useState<Draft>(() => draftOf(prayer, prefill));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const bodyId = useId();
  const bodyErrorId = useId();
  const counterId = useId();
  const headingId = useId();
  const categoryId = useId();
  const saving = post.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!draft.title.trim()) missing.title = t('prayer.titleRequired', 'Give your request a title');
    if (!draft.body.trim()) missing.body = t('prayer.bodyRequired', 'Write what you would like prayer for');
    setFieldErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    const body = { ...draft, circleIds: draft.visibility === 'private' ? draft.circleIds : [] };
    const handlers = {
      onSuccess: (saved: Prayer) => {
        toast({
          title: prayer
            ? t('prayer.updated', 'Your request is updated')
            : saved.visibility === 'private'
              ? t('prayer.savedPrivately', 'Your private request is saved')
              : t('prayer.shared', 'Your request is on the prayer wall'),
        });
        if (!prayer) setDraft(draftOf());
        onDone(saved);
      },
      onError: (error: Error) => {
        const byField = fieldErrorsOf(error);
        setFieldErrors(byField);
        if (Object.keys(byField).length === 0) setFailure(messageOf(error));
      },
    };
    if (prayer) update.mutate({ params: { prayerId: prayer.id }, body }, handlers);
    else post.mutate({ body }, handlers);
  }

  const toggleCircle = (circleId: string, chosen: boolean) =>
    setDraft({
      ...draft,
      circleIds: chosen ? [...draft.circleIds, circleId] : draft.circleIds.filter((id) => id !== circleId),
    });

  return (
    <Card as="section" aria-labelledby={headingId}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <h2 id={headingId} style={{ margin: 0, fontSize: '1.125rem' }}>
            {prayer ? t('prayer.editTitle', 'Edit your request') : t('prayer.shareTitle', 'Share a prayer request')}
          </h2>
          {failure ? <Alert>{failure}</Alert> : null}
          <TextField
            label={t('prayer.titleLabel', 'Title')}
            value={draft.title}
            maxLength={PRAYER_TITLE_MAX_LENGTH}
            dir="auto"
            autoFocus
            error={fieldErrors.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <Field as="div">
            <label htmlFor={bodyId}>{t('prayer.bodyLabel', 'Your request')}</label>
            <textarea
              id={bodyId}
              rows={5}
              dir="auto"
              value={draft.body}
              maxLength={PRAYER_BODY_MAX_LENGTH}
              aria-invalid={fieldErrors.body ? true : undefined}
              aria-describedby={fieldErrors.body ? `${counterId} ${bodyErrorId}` : counterId}
              onChange={(event) => setDraft({ ...draft, body: event.target.value })}
            />
            <CharacterCount as="span" id={counterId}>
              {t('prayer.charactersLeft', '{count} characters left', {
                count: PRAYER_BODY_MAX_LENGTH - draft.body.length,
              })}
            </CharacterCount>
            {fieldErrors.body ? <FieldError id={bodyErrorId}>{fieldErrors.body}</FieldError> : null}
          </Field>
          <Field as="div">
            <label htmlFor={categoryId}>{t('prayer.categoryLabel', 'Category')}</label>
            <select
              id={categoryId}
              value={draft.category}
              onChange={(event) => setDraft({ ...draft, category: event.target.value as PrayerCategory })}
            >
              {prayerCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`prayer.category.${category}`, categoryLabels[category])}
                </option>
              ))}
            </select>
            {fieldErrors.category ? <FieldError>{fieldErrors.category}</FieldError> : null}
          </Field>
          <ChoiceList>
            <legend>{t('prayer.whoSees', 'Who sees it')}</legend>
            {prayerVisibilities.map((visibility) => (
              <label key={visibility}>
                <input
                  type="radio"
                  name="visibility"
                  value={visibility}
                  checked={draft.visibility === visibility}
                  onChange={() => setDraft({ ...draft, visibility })}
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
          </ChoiceList>
          {draft.visibility === 'private' ? (
            <Circles>
              <legend>{t('prayer.shareWithCircles', 'Share with your prayer circles')}</legend>
              {circles.isPending ? <Muted>{t('common.loading', 'Loading…')}</Muted> : null}
              {circles.data?.items.length === 0 ? (
                <Muted>
                  {t('prayer.noCircles', 'You are not in a prayer circle yet.')}{' '}
                  <Link to={`${paths.prayerWall()}/circles`}>{t('prayer.findCircles', 'Start or join one')}</Link>
                </Muted>
              ) : null}
              {circles.data?.items.map((circle) => (
                <label key={circle.id}>
                  <input
                    type="checkbox"
                    checked={draft.circleIds.includes(circle.id)}
                    onChange={(event) => toggleCircle(circle.id, event.target.checked)}
                  />
                  <bdi>{circle.name}</bdi>
                </label>
              ))}
              {fieldErrors.circleIds ? <FieldError>{fieldErrors.circleIds}</FieldError> : null}
            </Circles>
          ) : null}
          <Buttons>
            <Button type="submit" disabled={saving}>
              {prayer
                ? saving
                  ? t('prayer.saving', 'Saving…')
                  : t('prayer.saveChanges', 'Save changes')
                : saving
                  ? t('prayer.sharing', 'Sharing…')
                  : t('prayer.share', 'Share request')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => onDone()}>
              {t('common.cancel', 'Cancel')}
            </Button>
          </Buttons>
        </Stack>
      </form>
    </Card>
  );
}
