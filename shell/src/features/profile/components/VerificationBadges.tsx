import styled from 'styled-components';
import type { CurrentUser } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Badge = styled.li<{ $verified: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  border: 1px solid ${({ theme, $verified }) => ($verified ? theme.colors.success : theme.colors.border)};
  color: ${({ theme, $verified }) => ($verified ? theme.colors.success : theme.colors.textMuted)};
`;

/** SPEC §3: whether the email and the phone are verified, said in words (not by colour alone). */
export function VerificationBadges({ user }: { user: Pick<CurrentUser, 'emailVerified' | 'phoneVerified'> }) {
  const { t } = useLanguage();
  return (
    <List aria-label={t('profile.verification', 'Verification')}>
      <Badge $verified={user.emailVerified}>
        <span aria-hidden="true">{user.emailVerified ? '✓' : '○'}</span>
        {user.emailVerified
          ? t('profile.emailVerified', 'Email verified')
          : t('profile.emailNotVerified', 'Email not verified')}
      </Badge>
      <Badge $verified={user.phoneVerified}>
        <span aria-hidden="true">{user.phoneVerified ? '✓' : '○'}</span>
        {user.phoneVerified
          ? t('profile.phoneVerified', 'Phone verified')
          : t('profile.phoneNotVerified', 'Phone not verified')}
      </Badge>
    </List>
  );
}
