import styled from 'styled-components';
import type { ForumPostStatus } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { statusLabels } from '../labels';

export const Badge = styled.span<{ $tone?: 'warning' }>`
  display: inline-block;
  font-size: 0.75rem;
  font-weight: 700;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.highlight : theme.colors.surfaceRaised)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A post that is not published says why to those who still see it (its author, the moderators). */
export function StatusBadge({ status }: { status: ForumPostStatus }) {
  const { t } = useLanguage();
  if (status === 'published') return null;
  return <Badge $tone="warning">{t(`forums.status.${status}`, statusLabels[status])}</Badge>;
}

const dateAndTime = (at: string, code: string) =>
  new Date(at).toLocaleString(code, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** A date and time in the reader's language. */
export function When({ at }: { at: string }) {
  const { code } = useLanguage();
  return <time dateTime={at}>{dateAndTime(at, code)}</time>;
}

/** "Edited", with when in its tooltip (and its datetime for assistive technology). */
export function Edited({ at }: { at: string }) {
  const { t, code } = useLanguage();
  return (
    <time dateTime={at} title={t('forums.editedAt', 'Edited {time}', { time: dateAndTime(at, code) })}>
      {t('forums.edited', 'Edited')}
    </time>
  );
}
