import styled from 'styled-components';
import { useAuth, useLanguage } from '@koinonia/shell-contract';
import { Card, Muted, PageTitle, Stack } from '@koinonia/ui';
import { ProfileForm } from './components/ProfileForm';
import { ProfilePhoto } from './components/ProfilePhoto';
import { VerificationBadges } from './components/VerificationBadges';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
  h2 {
    font-size: 1.125rem;
    margin: 0;
  }
`;

/** /profile (SPEC §2 Account): the photo, the verification badges, and the names and username. */
export default function ProfilePage() {
  const { t } = useLanguage();
  const { user } = useAuth();
  // The page is protected: the layout shows it only to a signed-in user.
  if (!user) return null;
  const fullyVerified = user.emailVerified && user.phoneVerified;
  return (
    <Stack>
      <div>
        <PageTitle>{t('profile.title', 'Profile')}</PageTitle>
        <Muted>
          {user.firstName} {user.lastName} · {user.email}
        </Muted>
      </div>
      <Columns>
        <Card>
          <Stack>
            <ProfilePhoto user={user} fullyVerified={fullyVerified} />
            <VerificationBadges user={user} />
          </Stack>
        </Card>
        <Card>
          <Stack $gap={3}>
            <h2>{t('profile.details', 'Your details')}</h2>
            {/* Keyed by the saved values, so the fields show what the server stored after a save. */}
            <ProfileForm key={`${user.firstName}|${user.lastName}|${user.username ?? ''}`} user={user} />
          </Stack>
        </Card>
      </Columns>
    </Stack>
  );
}
