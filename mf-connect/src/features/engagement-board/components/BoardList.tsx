import styled from 'styled-components';
import type { EngagementEntry } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Avatar, Muted } from '@koinonia/ui';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.li<{ $mine: boolean }>`
  display: grid;
  grid-template-columns: 2.5rem auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.border)};
  border-inline-start-width: ${({ $mine }) => ($mine ? '4px' : '1px')};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.surfaceRaised : theme.colors.surface)};
`;

const Rank = styled.span`
  font-weight: 700;
  font-size: 1.125rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Points = styled.span`
  font-weight: 700;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Gap = styled(Muted).attrs({ 'aria-hidden': true })`
  text-align: center;
  letter-spacing: 0.3em;
`;

/** The avatar's initials come from the first and the last word of the name. */
function nameParts(displayName: string) {
  const words = displayName.trim().split(/\s+/);
  return { firstName: words[0] ?? '', lastName: words.length > 1 ? words[words.length - 1] : '' };
}

function EntryRow({ entry }: { entry: EngagementEntry }) {
  const { t } = useLanguage();
  return (
    <Row $mine={entry.isMe} aria-current={entry.isMe ? 'true' : undefined}>
      <Rank aria-label={t('engagement.rank', 'Rank {rank}', { rank: entry.rank })}>{entry.rank}</Rank>
      <Avatar {...nameParts(entry.displayName)} imageUrl={entry.profileImageUrl} size={36} />
      <Name dir="auto">
        {entry.displayName}
        {entry.isMe ? <Muted as="span"> · {t('engagement.you', 'You')}</Muted> : null}
      </Name>
      <Points>{t('engagement.points', '{count} points', { count: entry.points })}</Points>
    </Row>
  );
}

/**
 * The ranked members, the member's own row marked; below the top, the member's own row after a gap, so they see
 * where they stand.
 */
export function BoardList({
  entries,
  own,
  label,
}: {
  entries: EngagementEntry[];
  own: EngagementEntry | null;
  label: string;
}) {
  return (
    <>
      <List aria-label={label}>
        {entries.map((entry) => (
          <EntryRow key={entry.userId} entry={entry} />
        ))}
      </List>
      {own ? (
        <>
          <Gap>···</Gap>
          <List aria-label={label}>
            <EntryRow entry={own} />
          </List>
        </>
      ) : null}
    </>
  );
}
