import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  SOCIAL_FEED_IMAGE_ALT_MAX_LENGTH,
  SOCIAL_FEED_IMAGE_MAX_BYTES,
  SOCIAL_FEED_IMAGES_PER_POST_MAX,
  SOCIAL_FEED_POST_MAX_LENGTH,
  type SocialFeedUploadedImage,
} from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, Card, Field, FieldError, Muted, Stack } from '@koinonia/ui';
import { useAudiences, useCreatePost, useUploadImage } from '../api';

const Previews = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  img {
    inline-size: 100%;
    block-size: 8rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.small};
  }
`;

const Inline = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

interface Attached extends SocialFeedUploadedImage {
  alt: string;
  preview: string;
}

/**
 * Writing a post: its words, where it goes (the church, or one of the member's communities), up to four images
 * (uploaded as they are chosen, each with words that describe it) and, for those who may, "Pin as announcement".
 */
export function PostComposer() {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const audiences = useAudiences();
  const create = useCreatePost();
  const upload = useUploadImage();
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState('');
  const [images, setImages] = useState<Attached[]>([]);
  const [announce, setAnnounce] = useState(false);
  /** When the announcement stops being pinned (a local date and time), or '' for "until unpinned". */
  const [endsAt, setEndsAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = {
    body: useId(),
    audience: useId(),
    images: useId(),
    error: useId(),
    imageError: useId(),
    heading: useId(),
    endsAt: useId(),
  };
  const choices = audiences.data?.items ?? [{ community: null, canAnnounce: false }];
  const chosen = choices.find((choice) => (choice.community?.id ?? '') === audience) ?? choices[0];
  const mayAnnounce = chosen?.canAnnounce ?? false;

  /** Frees the preview's object URL (the browser keeps the file's bytes while one points at them). */
  const forgetPreview = (image: Attached) => {
    if (image.preview.startsWith('blob:')) URL.revokeObjectURL(image.preview);
  };

  async function attach(files: FileList | null) {
    setImageError(null);
    const picked = [...(files ?? [])];
    if (images.length + picked.length > SOCIAL_FEED_IMAGES_PER_POST_MAX) {
      setImageError(
        t('feed.tooManyImages', 'A post may have at most {count} images', { count: SOCIAL_FEED_IMAGES_PER_POST_MAX }),
      );
      return;
    }
    for (const file of picked) {
      if (file.size > SOCIAL_FEED_IMAGE_MAX_BYTES) {
        setImageError(t('error.image_too_large', 'An image may be at most 5 MB'));
        continue;
      }
      try {
        const uploaded = await upload.mutateAsync(file);
        const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : uploaded.url;
        setImages((current) => [...current, { ...uploaded, alt: '', preview }]);
      } catch (failure) {
        setImageError(messageOf(failure as Error));
      }
    }
    if (fileInput.current) fileInput.current.value = '';
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim() && images.length === 0) return setError(t('feed.bodyRequired', 'Write something or add an image'));
    setError(null);
    create.mutate(
      {
        body: {
          body,
          communityId: chosen?.community?.id ?? null,
          images: images.map((image) => ({ id: image.id, alt: image.alt })),
          announcement: announce && mayAnnounce,
          announcementExpiresAt: announce && mayAnnounce && endsAt ? new Date(endsAt).toISOString() : null,
        },
      },
      {
        onSuccess: () => {
          setBody('');
          images.forEach(forgetPreview);
          setImages([]);
          setAnnounce(false);
          setEndsAt('');
          toast({ title: t('feed.posted', 'Posted') });
        },
        onError: (failure) => setError(fieldErrorsOf(failure).body ?? messageOf(failure)),
      },
    );
  }

  return (
    <Card as="section" aria-labelledby={ids.heading}>
      <form noValidate onSubmit={submit}>
        <Stack $gap={3}>
          <h2 id={ids.heading} style={{ margin: 0, fontSize: '1.125rem' }}>
            {t('feed.composeTitle', 'Share with your church')}
          </h2>
          <Field as="div">
            <label htmlFor={ids.body}>{t('feed.bodyLabel', 'What would you like to share?')}</label>
            <textarea
              id={ids.body}
              rows={3}
              dir="auto"
              value={body}
              maxLength={SOCIAL_FEED_POST_MAX_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              onChange={(event) => setBody(event.target.value)}
            />
            {error ? <FieldError id={ids.error}>{error}</FieldError> : null}
          </Field>
          <Field as="div">
            <label htmlFor={ids.audience}>{t('feed.audienceLabel', 'Post to')}</label>
            <select id={ids.audience} value={audience} onChange={(event) => setAudience(event.target.value)}>
              {choices.map((choice) => (
                <option key={choice.community?.id ?? ''} value={choice.community?.id ?? ''}>
                  {choice.community ? choice.community.name : t('feed.everyone', 'Everyone at your church')}
                </option>
              ))}
            </select>
          </Field>
          <Field as="div">
            <label htmlFor={ids.images}>
              {t('feed.imagesLabel', 'Add images (up to {count}, JPEG, PNG or WebP, 5 MB each)', {
                count: SOCIAL_FEED_IMAGES_PER_POST_MAX,
              })}
            </label>
            <input
              ref={fileInput}
              id={ids.images}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              disabled={upload.isPending || images.length >= SOCIAL_FEED_IMAGES_PER_POST_MAX}
              aria-describedby={imageError ? ids.imageError : undefined}
              onChange={(event) => void attach(event.target.files)}
            />
            {upload.isPending ? <Muted>{t('feed.uploading', 'Uploading…')}</Muted> : null}
            {imageError ? <FieldError id={ids.imageError}>{imageError}</FieldError> : null}
          </Field>
          {images.length > 0 ? (
            <Previews>
              {images.map((image, index) => (
                <li key={image.id}>
                  <img src={image.preview} alt="" />
                  <Field>
                    {t('feed.altLabel', 'Describe image {number}', { number: index + 1 })}
                    <input
                      type="text"
                      dir="auto"
                      value={image.alt}
                      maxLength={SOCIAL_FEED_IMAGE_ALT_MAX_LENGTH}
                      onChange={(event) =>
                        setImages((current) =>
                          current.map((item) => (item.id === image.id ? { ...item, alt: event.target.value } : item)),
                        )
                      }
                    />
                  </Field>
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => {
                      forgetPreview(image);
                      setImages((current) => current.filter((item) => item.id !== image.id));
                    }}
                  >
                    {t('feed.removeImage', 'Remove image {number}', { number: index + 1 })}
                  </Button>
                </li>
              ))}
            </Previews>
          ) : null}
          {mayAnnounce ? (
            <Inline>
              <input type="checkbox" checked={announce} onChange={(event) => setAnnounce(event.target.checked)} />
              {t('feed.announceLabel', 'Pin as an announcement (everyone it goes to is notified)')}
            </Inline>
          ) : null}
          {mayAnnounce && announce ? (
            <Field as="div">
              <label htmlFor={ids.endsAt}>{t('feed.endsAtLabel', 'Unpin it on (optional)')}</label>
              <input
                id={ids.endsAt}
                type="datetime-local"
                value={endsAt}
                onChange={(event) => setEndsAt(event.target.value)}
              />
            </Field>
          ) : null}
          <div>
            <Button type="submit" disabled={create.isPending || upload.isPending}>
              {create.isPending ? t('feed.posting', 'Posting…') : t('feed.post', 'Post')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
