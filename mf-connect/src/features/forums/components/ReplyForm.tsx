import { useId, useState, type FormEvent } from 'react';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Card, Stack } from '@koinonia/ui';
import { useReply } from '../api';
import { MarkdownField } from './MarkdownField';

/** The reply box under a thread. */
export function ReplyForm({ threadId }: { threadId: string }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const reply = useReply();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!body.trim()) {
      setError(t('forums.bodyRequired', 'Write something'));
      return;
    }
    setError(undefined);
    reply.mutate(
      { params: { threadId }, body: { body } },
      {
        onSuccess: (post) => {
          setBody('');
          toast({
            title:
              post.status === 'pending'
                ? t('forums.replyPending', 'Your reply is waiting for approval')
                : t('forums.replied', 'Your reply is posted'),
          });
        },
        onError: (problem) => {
          const byField = fieldErrorsOf(problem);
          setError(byField.body);
          if (!byField.body) setFailure(messageOf(problem));
        },
      },
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <h2 id={headingId} style={{ margin: 0, fontSize: '1.125rem' }}>
            {t('forums.replyTitle', 'Reply')}
          </h2>
          {failure ? <Alert>{failure}</Alert> : null}
          <MarkdownField
            label={t('forums.replyLabel', 'Your reply')}
            value={body}
            error={error}
            rows={4}
            onChange={setBody}
          />
          <div>
            <Button type="submit" disabled={reply.isPending}>
              {reply.isPending ? t('forums.posting', 'Posting…') : t('forums.postReply', 'Post reply')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
