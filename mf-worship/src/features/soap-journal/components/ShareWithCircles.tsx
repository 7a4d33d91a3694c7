import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SoapEntry } from '@koinonia/contracts';
import { paths, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Card, Muted, Stack, VisuallyHidden } from '@koinonia/ui';
import { useMyCircles } from '../../../shared/my-circles';
import { useEntryCircles, useShareEntry } from '../api';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * The entry is private by default; its author may share a saved one with their prayer circles, whose members
 * then read it among the circle's reflections.
 */
export function ShareWithCircles({ entry }: { entry: SoapEntry }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const circles = useMyCircles();
  const shared = useEntryCircles(entry.id);
  const share = useShareEntry(entry.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  useEffect(() => {
    if (shared.data) setChosen(shared.data.items.map((circle) => circle.id));
  }, [shared.data]);

  let content;
  if (entry.status === 'draft')
    content = <Muted>{t('soap.shareSaveFirst', 'Save the entry to share it with a prayer circle.')}</Muted>;
  else if (circles.isPending || shared.isPending) content = <Muted>{t('common.loading', 'Loading…')}</Muted>;
  else if (circles.isError || shared.isError) content = <Alert>{messageOf(circles.error ?? shared.error)}</Alert>;
  else if (circles.data.items.length === 0)
    content = (
      <Muted>
        {t('soap.shareNoCircles', 'You are not in a prayer circle yet.')}{' '}
        <Link to={`${paths.prayerWall()}/circles`}>{t('soap.shareFindCircles', 'Start or join one')}</Link>
      </Muted>
    );
  else
    content = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFailure(null);
          share.mutate(chosen, {
            onSuccess: (answer) =>
              toast({
                title: answer.items.length
                  ? t('soap.shareSaved', 'Shared with your circles')
                  : t('soap.shareRemoved', 'This entry is private again'),
              }),
            onError: (error) => setFailure(messageOf(error)),
          });
        }}
      >
        <Stack $gap={2}>
          {failure ? <Alert>{failure}</Alert> : null}
          <Choices>
            <legend>
              <VisuallyHidden>{t('soap.shareWith', 'Share with')}</VisuallyHidden>
            </legend>
            {circles.data.items.map((circle) => (
              <label key={circle.id}>
                <input
                  type="checkbox"
                  checked={chosen.includes(circle.id)}
                  onChange={(event) =>
                    setChosen(event.target.checked ? [...chosen, circle.id] : chosen.filter((id) => id !== circle.id))
                  }
                />
                <bdi>{circle.name}</bdi>
              </label>
            ))}
          </Choices>
          <div>
            <Button type="submit" $variant="secondary" disabled={share.isPending}>
              {share.isPending ? t('soap.shareSaving', 'Saving…') : t('soap.shareSave', 'Save sharing')}
            </Button>
          </div>
        </Stack>
      </form>
    );

  return (
    <Card as="section" aria-labelledby={headingId} data-screen-only>
      <Stack $gap={2}>
        <h2 id={headingId} style={{ margin: 0, fontSize: '1.125rem' }}>
          {t('soap.shareTitle', 'Share with a prayer circle')}
        </h2>
        <Muted>
          {t('soap.shareHint', 'Your journal is private. Members of the circles you choose can read this entry.')}
        </Muted>
        {content}
      </Stack>
    </Card>
  );
}
