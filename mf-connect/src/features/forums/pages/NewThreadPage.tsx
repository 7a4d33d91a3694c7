import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  FORUM_POST_MAX_LENGTH,
  FORUM_THREAD_TITLE_MAX_LENGTH,
  FORUM_THREAD_TITLE_MIN_LENGTH,
} from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Card, Field, FieldError, LoadingState, PageTitle, Stack, TextField } from '@koinonia/ui';
import { useCategories, useMyCommunities, useStartThread } from '../api';
import { MarkdownField } from '../components/MarkdownField';
import { forumPaths } from '../paths';

interface Draft {
  title: string;
  body: string;
  categoryId: string;
  communityId: string;
}

/** /forums/new: a thread's title, its opening post in Markdown, its category and, if wished, one of the reader's communities. */
export function NewThreadPage() {
  const { t } = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const categories = useCategories();
  const communities = useMyCommunities();
  const start = useStartThread();
  const [draft, setDraft] = useState<Draft>({ title: '', body: '', categoryId: '', communityId: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const categoryId = useId();
  const communityId = useId();

  /** The rules of the contract, said before the service is asked. */
  function problems(): Record<string, string> {
    const found: Record<string, string> = {};
    const title = draft.title.trim();
    if (title.length < FORUM_THREAD_TITLE_MIN_LENGTH) {
      found.title = t('forums.titleTooShort', 'The title needs at least {count} characters', {
        count: FORUM_THREAD_TITLE_MIN_LENGTH,
      });
    }
    if (!draft.body.trim()) found.body = t('forums.bodyRequired', 'Write something');
    if (draft.body.length > FORUM_POST_MAX_LENGTH) {
      found.body = t('forums.bodyTooLong', 'A post may be at most {count} characters', {
        count: FORUM_POST_MAX_LENGTH,
      });
    }
    if (!draft.categoryId) found.categoryId = t('forums.categoryRequired', 'Choose a category');
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = problems();
    setFieldErrors(found);
    if (Object.keys(found).length > 0) return;
    start.mutate(
      {
        body: {
          title: draft.title,
          body: draft.body,
          categoryId: draft.categoryId,
          communityId: draft.communityId || null,
        },
      },
      {
        onSuccess: (thread) => {
          toast({
            title:
              thread.status === 'pending'
                ? t('forums.startedPending', 'Your thread is waiting for approval')
                : t('forums.started', 'Your thread is started'),
          });
          navigate(forumPaths.thread(thread.id));
        },
        onError: (error) => {
          const byField = fieldErrorsOf(error);
          setFieldErrors(byField);
          if (Object.keys(byField).length === 0) setFailure(messageOf(error));
        },
      },
    );
  }

  if (categories.isPending) return <LoadingState />;
  return (
    <section aria-labelledby={headingId}>
      <PageTitle id={headingId}>{t('forums.newThreadTitle', 'New thread')}</PageTitle>
      <p>
        <Link to={forumPaths.list()}>{t('forums.backToForums', 'Back to the forums')}</Link>
      </p>
      <Card>
        <form noValidate onSubmit={submit} aria-labelledby={headingId}>
          <Stack>
            {failure ? <Alert>{failure}</Alert> : null}
            <TextField
              label={t('forums.titleLabel', 'Title')}
              value={draft.title}
              autoFocus
              maxLength={FORUM_THREAD_TITLE_MAX_LENGTH}
              dir="auto"
              error={fieldErrors.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            />
            <Field as="div">
              <label htmlFor={categoryId}>{t('forums.categoryLabel', 'Category')}</label>
              <select
                id={categoryId}
                value={draft.categoryId}
                aria-invalid={fieldErrors.categoryId ? true : undefined}
                aria-describedby={fieldErrors.categoryId ? `${categoryId}-error` : undefined}
                onChange={(event) => setDraft({ ...draft, categoryId: event.target.value })}
              >
                <option value="">{t('forums.chooseCategory', 'Choose a category')}</option>
                {categories.items.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
              {fieldErrors.categoryId ? (
                <FieldError id={`${categoryId}-error`}>{fieldErrors.categoryId}</FieldError>
              ) : null}
            </Field>
            <Field as="div">
              <label htmlFor={communityId}>{t('forums.whereLabel', 'Where')}</label>
              <select
                id={communityId}
                value={draft.communityId}
                onChange={(event) => setDraft({ ...draft, communityId: event.target.value })}
              >
                <option value="">{t('forums.wholeChurch', 'The whole church')}</option>
                {(communities.data ?? []).map((community) => (
                  <option key={community.id} value={community.id}>
                    {community.name}
                  </option>
                ))}
              </select>
            </Field>
            <MarkdownField
              label={t('forums.bodyLabel', 'Message')}
              value={draft.body}
              error={fieldErrors.body}
              rows={8}
              onChange={(body) => setDraft({ ...draft, body })}
            />
            <div>
              <Button type="submit" disabled={start.isPending}>
                {start.isPending ? t('forums.posting', 'Posting…') : t('forums.postThread', 'Post thread')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </section>
  );
}
