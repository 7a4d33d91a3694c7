import { useEffect, useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_SIZE_MESSAGE,
  PROFILE_IMAGE_TYPE_MESSAGE,
  profileImageTypes,
  type CurrentUser,
} from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Avatar, Button, FieldError, Muted, Stack } from '@koinonia/ui';
import { useRemoveProfileImage, useUploadProfileImage } from '../api';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Preview = styled.img`
  inline-size: 96px;
  block-size: 96px;
  border-radius: 50%;
  object-fit: cover;
  border: 2px dashed ${({ theme }) => theme.colors.border};
`;

/** The chooser is visually hidden; its label, styled as a button, opens it, so it stays keyboard-reachable. */
const HiddenInput = styled.input`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  opacity: 0;
  overflow: hidden;
  &:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
  cursor: pointer;
`;

/** The same checks the server makes, so a wrong file is refused before it is sent (the server judges by bytes). */
function problemWith(file: File): string | null {
  if (!(profileImageTypes as readonly string[]).includes(file.type)) return PROFILE_IMAGE_TYPE_MESSAGE;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PROFILE_IMAGE_SIZE_MESSAGE;
  return null;
}

/** Photo: choose one, see it before uploading, upload, or remove the current one. */
export function ProfilePhoto({ user, fullyVerified }: { user: CurrentUser; fullyVerified: boolean }) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const toast = useToast();
  const upload = useUploadProfileImage();
  const remove = useRemoveProfileImage();
  const inputId = useId();
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The preview's object URL is released when it is replaced or the page closes.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = problemWith(file);
    // The same words the server would answer with (its codes image_type and image_too_large).
    setError(problem ? t(problem === PROFILE_IMAGE_TYPE_MESSAGE ? 'error.image_type' : 'error.image_too_large', problem) : null);
    setChosen(problem ? null : { file, previewUrl: URL.createObjectURL(file) });
  }

  async function send() {
    if (!chosen) return;
    try {
      await upload.mutateAsync(chosen.file);
      setChosen(null);
      setError(null);
      toast({ title: t('profile.photoSaved', 'Photo updated') });
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  async function removePhoto() {
    try {
      await remove.mutateAsync();
      setError(null);
      toast({ title: t('profile.photoRemoved', 'Photo removed') });
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <Stack $gap={3} aria-labelledby={`${inputId}-heading`} role="group">
      <h2 id={`${inputId}-heading`}>{t('profile.photo', 'Photo')}</h2>
      <Row>
        {chosen ? (
          <Preview src={chosen.previewUrl} alt={t('profile.photoPreview', 'Preview of the new photo')} />
        ) : (
          <Avatar
            firstName={user.firstName}
            lastName={user.lastName}
            username={user.username}
            imageUrl={user.profileImageUrl}
            fullyVerified={fullyVerified}
            verifiedLabel={t('profile.fullyVerified', 'Fully Verified')}
            size={96}
            label={
              user.profileImageUrl
                ? t('profile.currentPhoto', 'Your current photo')
                : t('profile.initials', 'Your initials')
            }
          />
        )}
        <Stack $gap={2}>
          <Actions>
            {chosen ? (
              <>
                <Button type="button" onClick={send} disabled={upload.isPending}>
                  {upload.isPending ? t('profile.uploading', 'Uploading…') : t('profile.uploadPhoto', 'Upload photo')}
                </Button>
                <Button type="button" $variant="secondary" onClick={() => setChosen(null)} disabled={upload.isPending}>
                  {t('common.cancel', 'Cancel')}
                </Button>
              </>
            ) : (
              <>
                <HiddenInput
                  id={inputId}
                  type="file"
                  accept={profileImageTypes.join(',')}
                  onChange={choose}
                  aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
                />
                <ChooseLabel htmlFor={inputId}>{t('profile.choosePhoto', 'Choose photo')}</ChooseLabel>
                {user.profileImageUrl ? (
                  <Button type="button" $variant="secondary" onClick={removePhoto} disabled={remove.isPending}>
                    {t('profile.removePhoto', 'Remove photo')}
                  </Button>
                ) : null}
              </>
            )}
          </Actions>
          <Muted id={`${inputId}-hint`}>{t('profile.photoHint', 'JPEG, PNG or WebP, at most 2 MB.')}</Muted>
          {error ? (
            <FieldError id={`${inputId}-error`} role="alert">
              {error}
            </FieldError>
          ) : null}
        </Stack>
      </Row>
    </Stack>
  );
}
