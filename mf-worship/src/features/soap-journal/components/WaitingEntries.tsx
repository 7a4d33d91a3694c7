import styled from 'styled-components';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Card, Muted, Stack } from '@koinonia/ui';
import { useLocalReference } from '../../../shared/book-names';
import { useWaitingEntries } from '../offline/use-waiting-entries';
import { Badge, EntryTitle, Excerpt, excerptOf } from './EntryCard';

const Heading = styled.h2`
  margin: 0;
  font-size: 1rem;
`;

/**
 * Entries written on this device that the server does not have yet (SPEC §1 "Offline content"), above the journal,
 * so nothing written offline seems lost; each goes from here into the journal once it is sent.
 */
export function WaitingEntries() {
  const { t, code } = useLanguage();
  const { messageOf } = useErrorText();
  const localReference = useLocalReference();
  const waiting = useWaitingEntries();
  const entries = waiting.data ?? [];
  if (entries.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="soap-waiting-title">
      <Heading id="soap-waiting-title">
        {t('soap.waitingTitle', 'Waiting to be sent ({count})', { count: entries.length })}
      </Heading>
      {entries.map((entry) => (
        <Card as="article" key={entry.key} aria-labelledby={`soap-waiting-${entry.key}`}>
          <EntryTitle id={`soap-waiting-${entry.key}`}>
            <bdi>{entry.body.scripture ? localReference(entry.body.scripture) : t('soap.untitled', 'No passage yet')}</bdi>
            <Badge>
              {entry.refusal === undefined
                ? t('soap.waitingBadge', 'Not sent yet')
                : t('soap.notSent', 'Not sent: {reason}', { reason: messageOf(new Error(entry.refusal)) })}
            </Badge>
          </EntryTitle>
          {excerptOf(entry.body) ? <Excerpt dir="auto">{excerptOf(entry.body)}</Excerpt> : null}
          <Muted>
            <time dateTime={entry.changedAt}>
              {new Date(entry.changedAt).toLocaleString(code, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </Muted>
        </Card>
      ))}
    </Stack>
  );
}
