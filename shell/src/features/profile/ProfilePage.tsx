import { useAuth, useLanguage } from '@koinonia/shell-contract';
import { Card, Columns, Muted, PageTitle, Stack } from '@koinonia/ui';
import { ProfileForm } from './components/ProfileForm';
import { ProfilePhoto } from './components/ProfilePhoto';
import { VerificationBadges } from './components/VerificationBadges';

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
      <Columns $desktopColumns="minmax(0, 2fr) minmax(0, 3fr)">
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
