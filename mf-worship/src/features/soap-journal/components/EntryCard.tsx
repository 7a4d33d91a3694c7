import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SoapEntry } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Card, Muted } from '@koinonia/ui';
import { useLocalReference } from '../../../shared/book-names';

export const EntryTitle = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

export const Excerpt = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/** A word beside the title: Draft, Waiting to be sent. */
export const Badge = styled.span`
  margin-inline-start: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  font-size: 0.8125rem;
`;

/** The first of an entry's three parts that has words. */
export const excerptOf = (entry: { observation?: string; application?: string; prayer?: string }) =>
  [entry.observation, entry.application, entry.prayer].find((text) => text?.trim());

/** One entry in the list: its reference (a link to it), its first words, its date, and whether it is a draft. */
export function EntryCard({ entry }: { entry: SoapEntry }) {
  const { t, code } = useLanguage();
  const localReference = useLocalReference();
  const title = entry.scripture ? localReference(entry.scripture) : t('soap.untitled', 'No passage yet');
  const excerpt = excerptOf(entry);
  return (
    <Card as="article" aria-labelledby={`soap-entry-${entry.id}`}>
      <EntryTitle id={`soap-entry-${entry.id}`}>
        <Link to={entry.id} relative="path">
          <bdi>{title}</bdi>
        </Link>
        {entry.status === 'draft' ? <Badge>{t('soap.draft', 'Draft')}</Badge> : null}
      </EntryTitle>
      {excerpt ? <Excerpt dir="auto">{excerpt}</Excerpt> : null}
      <Muted>
        <time dateTime={entry.createdAt}>
          {new Date(entry.createdAt).toLocaleDateString(code, { dateStyle: 'medium' })}
        </time>
      </Muted>
    </Card>
  );
}
