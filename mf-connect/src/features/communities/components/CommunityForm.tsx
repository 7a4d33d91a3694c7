import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  COMMUNITY_DESCRIPTION_MAX_LENGTH,
  COMMUNITY_NAME_MAX_LENGTH,
  communityPrivacies,
  type Community,
  type CommunityPrivacy,
  type CommunityType,
} from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Card, Field, FieldError, Muted, Stack, TextField } from '@koinonia/ui';
import { ChoiceList } from '@koinonia/ui/form-parts';
import { useCampuses, useCreateCommunity, useUpdateCommunity } from '../api';
import { privacyHints, privacyLabels, typeLabels } from '../labels';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

interface Draft {
  name: string;
  description: string;
  type: CommunityType;
  privacy: CommunityPrivacy;
  campusId: string;
}

const draftOf = (community: Community | undefined, types: readonly CommunityType[]): Draft =>
  community
    ? {
        name: community.name,
        description: community.description,
        type: community.type,
        privacy: community.privacy,
        campusId: community.campus?.id ?? '',
      }
    : { name: '', description: '', type: types[0] ?? 'group', privacy: 'open', campusId: '' };

/**
 * A new community, or an existing one's settings: name, description, type, privacy and campus. `types` are the
 * types the reader may choose (a group admin creates groups); the service decides in the end.
 */
export function CommunityForm({
  community,
  types,
  onDone,
  onCancel,
}: {
  community?: Community;
  types: readonly CommunityType[];
  onDone?(saved: Community): void;
  /** Offers Cancel (a new community's form that can be put away). */
  onCancel?(): void;
}) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const create = useCreateCommunity();
  const update = useUpdateCommunity();
  const campuses = useCampuses();
  const [draft, setDraft] = useState<Draft>(() => draftOf(community, types));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const descriptionId = useId();
  const descriptionErrorId = useId();
  const typeId = useId();
  const campusId = useId();
  const saving = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!draft.name.trim()) problems.name = t('communities.nameRequired', 'Give the community a name');
    setFieldErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    const body = { ...draft, name: draft.name.trim(), campusId: draft.campusId || null };
    const handlers = {
      onSuccess: (saved: Community) => {
        toast({
          title: community
            ? t('communities.settingsSaved', 'The settings are saved')
            : t('communities.created', '{name} is created', { name: saved.name }),
        });
        if (!community) setDraft(draftOf(undefined, types));
        onDone?.(saved);
      },
      onError: (error: Error) => {
        const byField = fieldErrorsOf(error);
        setFieldErrors(byField);
        if (Object.keys(byField).length === 0) setFailure(messageOf(error));
      },
    };
    if (community) update.mutate({ params: { communityId: community.id }, body }, handlers);
    else create.mutate({ body }, handlers);
  }

  return (
    <Card as="section" aria-labelledby={headingId}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <h2 id={headingId} style={{ margin: 0, fontSize: '1.125rem' }}>
            {community
              ? t('communities.settingsTitle', 'Settings')
              : t('communities.createTitle', 'Create a community')}
          </h2>
          {failure ? <Alert>{failure}</Alert> : null}
          <TextField
            label={t('communities.nameLabel', 'Name')}
            value={draft.name}
            autoFocus={!community}
            maxLength={COMMUNITY_NAME_MAX_LENGTH}
            dir="auto"
            error={fieldErrors.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
          <Field as="div">
            <label htmlFor={descriptionId}>{t('communities.descriptionLabel', 'Description')}</label>
            <textarea
              id={descriptionId}
              rows={4}
              dir="auto"
              value={draft.description}
              maxLength={COMMUNITY_DESCRIPTION_MAX_LENGTH}
              aria-invalid={fieldErrors.description ? true : undefined}
              aria-describedby={fieldErrors.description ? descriptionErrorId : undefined}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            />
            {fieldErrors.description ? (
              <FieldError id={descriptionErrorId}>{fieldErrors.description}</FieldError>
            ) : null}
          </Field>
          <Field as="div">
            <label htmlFor={typeId}>{t('communities.typeLabel', 'Type')}</label>
            <select
              id={typeId}
              value={draft.type}
              onChange={(event) => setDraft({ ...draft, type: event.target.value as CommunityType })}
            >
              {[...new Set([...types, ...(community ? [community.type] : [])])].map((type) => (
                <option key={type} value={type}>
                  {t(`communities.type.${type}`, typeLabels[type])}
                </option>
              ))}
            </select>
            {fieldErrors.type ? <FieldError>{fieldErrors.type}</FieldError> : null}
          </Field>
          <ChoiceList>
            <legend>{t('communities.privacyLabel', 'Who may join')}</legend>
            {communityPrivacies.map((privacy) => (
              <label key={privacy}>
                <input
                  type="radio"
                  name={`privacy-${headingId}`}
                  value={privacy}
                  checked={draft.privacy === privacy}
                  onChange={() => setDraft({ ...draft, privacy })}
                />
                <span>
                  <strong>{t(`communities.privacy.${privacy}`, privacyLabels[privacy])}</strong>
                  <Muted as="span" style={{ display: 'block' }}>
                    {t(`communities.privacyHint.${privacy}`, privacyHints[privacy])}
                  </Muted>
                </span>
              </label>
            ))}
          </ChoiceList>
          <Field as="div">
            <label htmlFor={campusId}>{t('communities.campusLabel', 'Campus')}</label>
            <select
              id={campusId}
              value={draft.campusId}
              onChange={(event) => setDraft({ ...draft, campusId: event.target.value })}
            >
              <option value="">{t('communities.noCampusChoice', 'No particular campus')}</option>
              {campuses.items.map((campus) => (
                <option key={campus.id} value={campus.id}>
                  {campus.name}
                </option>
              ))}
            </select>
            {fieldErrors.campusId ? <FieldError>{fieldErrors.campusId}</FieldError> : null}
          </Field>
          <Buttons>
            <Button type="submit" disabled={saving}>
              {saving
                ? t('communities.saving', 'Saving…')
                : community
                  ? t('communities.saveSettings', 'Save settings')
                  : t('communities.create', 'Create community')}
            </Button>
            {onCancel ? (
              <Button type="button" $variant="secondary" onClick={onCancel}>
                {t('common.cancel', 'Cancel')}
              </Button>
            ) : null}
          </Buttons>
        </Stack>
      </form>
    </Card>
  );
}
